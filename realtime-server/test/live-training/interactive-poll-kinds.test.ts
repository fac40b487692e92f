import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseTerm, POLL_KIND_MESSAGES, type TPollKind } from '@app/shared-types/live-training';
import type { TUser } from '@app/shared-types/auth';
import { manualClock } from '../../src/lib/clock';
import { termsOf } from '../../src/modules/live-training/interactive/polls/poll-results';
import { fakeUser, rejection, startInteractiveHarness, type InteractiveHarness } from './interactive-fakes';

// The poll kinds against the real store (embedded, in memory), many voters at once: the database
// decides every count (unique vote per member, atomic $inc), so counters equal a recount.
let h: InteractiveHarness;
let instructor: TUser;
let sessionId: string;
const clock = manualClock();

beforeAll(async () => {
  h = await startInteractiveHarness({ clock });
  instructor = fakeUser({ role: 'instructor' });
  sessionId = h.addSession(instructor);
});
afterAll(() => h.close());

function attendees(n: number): TUser[] {
  const users = Array.from({ length: n }, () => fakeUser());
  h.register(sessionId, ...users);
  return users;
}

const newPoll = (kind: TPollKind, options: string[] = [], extra: Record<string, unknown> = {}) =>
  h.services.polls.createPoll(instructor, sessionId, { kind, question: `A ${kind} poll`, options, allowMultiple: false, anonymous: false, resultsVisibility: 'live', correctIndex: null, timerSeconds: null, ...extra });

const WORDS = ['Payroll', 'payroll!', 'Cash flow', 'AUDIT', 'audit.'];

describe('concurrent answers stay exact', () => {
  it('word cloud: 150 members answering (and 50 changing their answer) at once leave term counts equal to a recount', async () => {
    const poll = await newPoll('wordcloud');
    const members = attendees(150);
    await Promise.all(members.map((m, i) => h.services.polls.vote(m, poll.id, { text: WORDS[i % WORDS.length]! })));
    await Promise.all(members.slice(0, 50).map((m, i) => h.services.polls.vote(m, poll.id, { text: i % 2 ? 'Cash  flow' : 'reconciliation' })));
    const votes = await h.models.Votes.find({ pollId: poll.id }).lean();
    const recount = new Map<string, number>();
    for (const v of votes) recount.set(v.term!, (recount.get(v.term!) ?? 0) + 1);
    const cloud = termsOf((await h.models.Polls.findById(poll.id).lean())?.terms);
    expect(new Map(cloud.map((t) => [t.text, t.count]))).toEqual(recount);
    expect(votes.every((v) => v.term === normaliseTerm(v.text!))).toBe(true);
    const stored = await h.models.Polls.findById(poll.id).lean();
    expect(stored?.totalVoters).toBe(150);
    expect([...recount.keys()].sort()).toEqual(['audit', 'cash flow', 'payroll', 'reconciliation']);
  }, 120_000);

  it('word cloud: a term with dots, a percent or a dollar sign in it counts as itself (the terms map keys by an encoding)', async () => {
    const poll = await newPoll('wordcloud');
    const [a, b, c, d] = attendees(4);
    await Promise.all([h.services.polls.vote(a!, poll.id, { text: 'U.S. GAAP' }), h.services.polls.vote(b!, poll.id, { text: 'u.s. gaap' }), h.services.polls.vote(c!, poll.id, { text: '100%ready' }), h.services.polls.vote(d!, poll.id, { text: 'us$ fx' })]);
    await h.services.polls.vote(d!, poll.id, { text: 'e.g. accruals' });
    const [listed] = await h.services.polls.list(instructor, sessionId);
    expect(listed?.words).toEqual([
      { text: 'u.s. gaap', count: 2 },
      { text: '100%ready', count: 1 },
      { text: 'e.g. accruals', count: 1 },
    ]);
  });

  it('ranking: 120 concurrent rankings (some changed) leave Borda points equal to a recount', async () => {
    const poll = await newPoll('ranking', ['A', 'B', 'C', 'D']);
    const members = attendees(120);
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 3, 0, 2],
    ];
    await Promise.all(members.map((m, i) => h.services.polls.vote(m, poll.id, { ranking: orders[i % 3]! })));
    await Promise.all(members.slice(0, 40).map((m) => h.services.polls.vote(m, poll.id, { ranking: [2, 0, 3, 1] })));
    const votes = await h.models.Votes.find({ pollId: poll.id }).lean();
    const points = [0, 0, 0, 0];
    for (const v of votes) v.optionIndexes.forEach((option, position) => (points[option]! += 3 - position));
    const stored = await h.models.Polls.findById(poll.id).lean();
    expect(stored?.counts).toEqual(points);
    expect(stored?.totalVoters).toBe(120);
  }, 120_000);

  it('rating: 100 concurrent ratings leave the distribution equal to a recount', async () => {
    const poll = await newPoll('rating');
    const members = attendees(100);
    await Promise.all(members.map((m, i) => h.services.polls.vote(m, poll.id, { rating: (i % 5) + 1 })));
    const stored = await h.models.Polls.findById(poll.id).lean();
    expect(stored?.counts).toEqual([20, 20, 20, 20, 20]);
  }, 120_000);

  it('quiz: a member answering from two tabs at once is counted once; nothing counts after the timer', async () => {
    const poll = await newPoll('quiz', ['A', 'B', 'C'], { correctIndex: 2, timerSeconds: 10 });
    const [member, late] = attendees(2);
    const outcomes = await Promise.allSettled([0, 1, 2, 0, 1, 2].map((i) => h.services.polls.vote(member!, poll.id, [i])));
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as Error).message);
    expect(refused.every((m) => m === POLL_KIND_MESSAGES.quizAnswerFinal)).toBe(true);
    expect(await h.models.Votes.countDocuments({ pollId: poll.id })).toBe(1);
    expect((await h.models.Polls.findById(poll.id).lean())?.counts.reduce((a, b) => a + b, 0)).toBe(1);

    clock.advance(10_000);
    expect((await rejection(h.services.polls.vote(late!, poll.id, [2]))).status).toBe(409);
    expect((await h.models.Polls.findById(poll.id).lean())?.isActive).toBe(false);
  });
});

describe('the recurring sweep', () => {
  it('closes a timed quiz nobody woke up for (its node stopped) once, and tells everyone', async () => {
    const poll = await newPoll('quiz', ['A', 'B'], { correctIndex: 0, timerSeconds: 5 });
    // The wake-up of the node that created it is gone with it; only the stored time remains.
    h.services.stop();
    clock.advance(6_000);
    h.recorder.clear();
    expect(await h.services.sweepTimers()).toBeGreaterThanOrEqual(1);
    expect(await h.services.sweepTimers()).toBe(0);
    // One close: told to instructors (with the answer) and to everybody else (without), nothing more.
    const told = h.recorder.of<{ poll: { id: string; isActive: boolean; correctIndex: number | null } }>('poll:closed').map((e) => e.payload.poll);
    expect(told).toHaveLength(2);
    expect(told.map((p) => [p.id, p.isActive, p.correctIndex])).toEqual(
      expect.arrayContaining([
        [poll.id, false, 0],
        [poll.id, false, null],
      ]),
    );
  });
});
