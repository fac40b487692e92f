import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TPoll } from '@app/shared-types/live-training';
import { fakeUser, rejection, interactiveSuite, type InteractiveSuite } from './interactive-fakes';

// The polls service against the real store (embedded, in memory) with an in-memory SessionAccess.
let { h, instructor, sessionId, attendees } = {} as InteractiveSuite;
interactiveSuite((suite) => ({ h, instructor, sessionId, attendees } = suite));

const newPoll = (overrides: Partial<Parameters<typeof h.services.polls.createPoll>[2]> = {}) =>
  h.services.polls.createPoll(instructor, sessionId, { question: 'Which?', options: ['A', 'B', 'C'], allowMultiple: false, anonymous: false, resultsVisibility: 'live', ...overrides });

async function stored(pollId: string) {
  const poll = await h.models.Polls.findById(pollId).lean();
  const votes = await h.models.Votes.find({ pollId }).lean();
  const recount = poll!.options.map((_, i) => votes.filter((v) => v.optionIndexes.includes(i)).length);
  return { poll: poll!, votes, recount };
}

describe('votes', () => {
  it('1,000 concurrent voters leave exactly their tally: counters equal a recount of the votes', async () => {
    const poll = await newPoll();
    const voters = attendees(1000);
    const results = await Promise.all(voters.map((u, i) => h.services.polls.vote(u, poll.id, [i % 3])));
    expect(results.every((r) => r.myVote.length === 1)).toBe(true);
    const { poll: p, recount, votes } = await stored(poll.id);
    expect(votes).toHaveLength(1000);
    expect(p.counts).toEqual([334, 333, 333]);
    expect(p.counts).toEqual(recount);
    expect(p.totalVoters).toBe(1000);
    expect(p.revision).toBe(1000);
  }, 180_000); // a thousand writers at once: minutes on a busy two-core machine

  it('a member changing their vote from two tabs at once is still counted once, with their last stored choice', async () => {
    const poll = await newPoll();
    const [member] = attendees(1);
    await h.services.polls.vote(member!, poll.id, [0]);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => h.services.polls.vote(member!, poll.id, [(i % 2) + 1])));
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    const { poll: p, recount, votes } = await stored(poll.id);
    expect(votes).toHaveLength(1);
    expect(p.totalVoters).toBe(1);
    expect(p.counts).toEqual(recount);
    expect(p.counts.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('a repeated vote (a reload) changes nothing; a changed vote moves the count', async () => {
    const poll = await newPoll();
    const [member] = attendees(1);
    const first = await h.services.polls.vote(member!, poll.id, [1]);
    const again = await h.services.polls.vote(member!, poll.id, [1]);
    expect(again.revision).toBe(first.revision);
    expect(again.votes).toEqual({ '0': 0, '1': 1, '2': 0 });
    const changed = await h.services.polls.vote(member!, poll.id, [2]);
    expect(changed.votes).toEqual({ '0': 0, '1': 0, '2': 1 });
    expect(changed.totalVoters).toBe(1);
    expect(changed.myVote).toEqual([2]);
  });

  it('multiple choice counts people per option and each person once in totalVoters', async () => {
    const poll = await newPoll({ allowMultiple: true });
    const [a, b, c] = attendees(3);
    await h.services.polls.vote(a!, poll.id, [0, 1, 2]);
    await h.services.polls.vote(b!, poll.id, [0, 2]);
    await h.services.polls.vote(c!, poll.id, [2]);
    const result = await h.services.polls.vote(b!, poll.id, [1]);
    expect(result.votes).toEqual({ '0': 1, '1': 2, '2': 2 });
    expect(result.totalVoters).toBe(3);
    const { poll: p, recount } = await stored(poll.id);
    expect(p.counts).toEqual(recount);
  });

  it('refuses several answers on a single-choice poll, and an option that does not exist, changing nothing', async () => {
    const poll = await newPoll();
    const [member] = attendees(1);
    expect((await rejection(h.services.polls.vote(member!, poll.id, [0, 1]))).status).toBe(400);
    expect((await rejection(h.services.polls.vote(member!, poll.id, [3]))).status).toBe(400);
    const { poll: p, votes } = await stored(poll.id);
    expect(votes).toHaveLength(0);
    expect(p.counts).toEqual([0, 0, 0]);
    expect(p.revision).toBe(0);
  });

  it('a closed poll answers 409 Poll closed and accepts nothing, even a vote racing the close', async () => {
    const poll = await newPoll();
    const voters = attendees(200);
    const racing = voters.map((u) => h.services.polls.vote(u, poll.id, [0]).then(() => 'counted', (e: { message: string }) => e.message));
    const closed = await h.services.polls.closePoll(instructor, poll.id);
    const outcomes = await Promise.all(racing);
    expect(outcomes.every((o) => o === 'counted' || o === LIVE_MESSAGES.pollClosed)).toBe(true);
    const { poll: p, recount, votes } = await stored(poll.id);
    // Exactly the votes counted before the close are stored, and the close's tally is final.
    expect(votes).toHaveLength(outcomes.filter((o) => o === 'counted').length);
    expect(p.counts).toEqual(recount);
    expect(p.counts).toEqual([closed.totalVoters, 0, 0]);
    const late = await rejection(h.services.polls.vote(voters[0]!, poll.id, [1]));
    expect(late).toMatchObject({ status: 409, message: LIVE_MESSAGES.pollClosed });
    expect((await rejection(h.services.polls.closePoll(instructor, poll.id))).status).toBe(409);
  });

  it('tabs of one member changing their vote while the poll closes leave the tally equal to the stored votes', async () => {
    for (let round = 0; round < 5; round++) {
      const poll = await newPoll({ allowMultiple: true });
      const members = attendees(5);
      await Promise.all(members.map((m) => h.services.polls.vote(m, poll.id, [0])));
      const tabs = members.flatMap((m) => Array.from({ length: 6 }, (_, i) => h.services.polls.vote(m, poll.id, i % 2 ? [1, 2] : [(i % 3) as number]).catch(() => null)));
      await new Promise((r) => setImmediate(r));
      await h.services.polls.closePoll(instructor, poll.id);
      await Promise.all(tabs);
      const { poll: p, recount, votes } = await stored(poll.id);
      expect(votes).toHaveLength(5);
      expect(p.totalVoters).toBe(5);
      expect(p.counts).toEqual(recount);
    }
  });

  it('only instructors create and close polls; unregistered members cannot vote', async () => {
    const [member] = attendees(1);
    expect((await rejection(h.services.polls.createPoll(member!, sessionId, { question: 'Q', options: ['a', 'b'], allowMultiple: false, anonymous: false, resultsVisibility: 'live' }))).status).toBe(403);
    const poll = await newPoll();
    expect((await rejection(h.services.polls.closePoll(member!, poll.id))).status).toBe(403);
    expect((await rejection(h.services.polls.vote(fakeUser(), poll.id, [0]))).status).toBe(403);
    expect((await rejection(h.services.polls.vote(null, poll.id, [0]))).status).toBe(401);
  });
});

describe('who sees what', () => {
  it("'after-close' hides the tally from attendees until the close; instructors always see it", async () => {
    h.recorder.clear();
    const poll = await newPoll({ resultsVisibility: 'after-close' });
    const [member] = attendees(1);
    const created = h.recorder.of<{ poll: TPoll }>('poll:created');
    expect(created.map((e) => [e.target.room, e.target.except, e.payload.poll.votes])).toEqual([
      [`session:${sessionId}#instructors`, undefined, { '0': 0, '1': 0, '2': 0 }],
      [`session:${sessionId}`, `session:${sessionId}#instructors`, null],
    ]);
    const result = await h.services.polls.vote(member!, poll.id, [2]);
    expect(result.votes).toBeNull();
    expect(result.totalVoters).toBe(1);
    const [mine] = await h.services.polls.list(member!, sessionId);
    expect(mine).toMatchObject({ id: poll.id, votes: null, myVote: [2] });
    const [theirs] = await h.services.polls.list(instructor, sessionId);
    expect(theirs?.votes).toEqual({ '0': 0, '1': 0, '2': 1 });
    await h.services.polls.closePoll(instructor, poll.id);
    const [after] = await h.services.polls.list(member!, sessionId);
    expect(after?.votes).toEqual({ '0': 0, '1': 0, '2': 1 });
    expect(h.recorder.of<{ poll: TPoll }>('poll:closed')[0]?.payload.poll.votes).toEqual({ '0': 0, '1': 0, '2': 1 });
  });

  it('instructors get the voter list of a named poll, never of an anonymous one; attendees never', async () => {
    const named = await newPoll();
    const anonymous = await newPoll({ anonymous: true });
    const member = fakeUser({ firstName: 'Ada', lastName: 'Lovelace' });
    h.register(sessionId, member);
    await h.services.polls.vote(member, named.id, [0]);
    await h.services.polls.vote(member, anonymous.id, [1]);
    const forInstructor = await h.services.polls.list(instructor, sessionId);
    expect(forInstructor.find((p) => p.id === named.id)?.voters).toEqual([{ userId: member.id, username: member.username, displayName: 'Ada Lovelace', optionIndexes: [0] }]);
    expect(forInstructor.find((p) => p.id === anonymous.id)?.voters).toBeUndefined();
    const forMember = await h.services.polls.list(member, sessionId);
    expect(forMember.every((p) => p.voters === undefined)).toBe(true);
    expect(JSON.stringify(h.recorder.emitted)).not.toContain(member.id);
  });
});

describe('tally broadcasts', () => {
  it('coalesce a burst into a few whole-tally events and always end with the final tally sent reliably', async () => {
    const poll = await newPoll();
    const voters = attendees(300);
    h.recorder.clear();
    const started = Date.now();
    await Promise.all(voters.map((u, i) => h.services.polls.vote(u, poll.id, [i % 2])));
    const elapsed = Date.now() - started;
    await new Promise((r) => setTimeout(r, 350));
    const counted = h.recorder.of<{ pollId: string; revision: number; totalVoters: number; votes: Record<string, number> }>('poll:vote-counted').filter((e) => e.payload.pollId === poll.id);
    // At most one per 100 ms window (plus the leading one and the settling one).
    expect(counted.length).toBeLessThanOrEqual(Math.ceil((elapsed + 350) / 100) + 2);
    expect(counted.length).toBeLessThan(300);
    const revisions = counted.map((e) => e.payload.revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    const last = counted.at(-1)!;
    expect(last.target.volatile).toBe(false);
    expect(last.payload).toMatchObject({ totalVoters: 300, revision: 300, votes: { '0': 150, '1': 150, '2': 0 } });
  });
});

describe('account deletion', () => {
  it("removes the member's votes and takes exactly their choices off each tally", async () => {
    const poll = await newPoll({ allowMultiple: true });
    const [leaving, staying] = attendees(2);
    await h.services.polls.vote(leaving!, poll.id, [0, 1]);
    await h.services.polls.vote(staying!, poll.id, [1]);
    await h.services.removeUser(leaving!.id);
    const { poll: p, votes, recount } = await stored(poll.id);
    expect(votes).toHaveLength(1);
    expect(p.counts).toEqual([0, 1, 0]);
    expect(p.counts).toEqual(recount);
    expect(p.totalVoters).toBe(1);
  });
});
