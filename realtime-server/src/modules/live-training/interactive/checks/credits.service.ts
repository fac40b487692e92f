import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { answersRequired, checksNeeded, type TCheckState, type TCpeProgram, type TCreditsReport } from '@app/shared-types/live-training/cpe';
import type { EventBus } from '../../../../events/event-bus';
import type { CpeFacts } from '../../contracts';
import { actor, type SliceDeps } from '../slice-kit';
import { planCheckTimes, spreadTimes } from './check-plan';
import { checksEvents } from './checks.events';
import type { ChecksModels, IAward, ICheckPlan } from './checks.model';
import type { ChecksService } from './checks.service';
import { creditsReport } from './credits-report';

/** Live credits reach instructors at most this often per session (answers arrive in bursts). */
export const CREDITS_PUSH_MS = 1_000;

export type CpeSettings = {
  /** Share of checks to answer (0..1); null: all but one per credit offered. */
  requiredShare: number | null;
  /** The server plans and runs the random checks of CPE sessions (off only in tests that run their own). */
  autoChecks: boolean;
};

export type CreditsDeps = SliceDeps & {
  models: ChecksModels;
  checks: ChecksService;
  clock: () => Date;
  settings: CpeSettings;
  bus: Pick<EventBus, 'publish'>;
  /** Queues the planned check `index` of a session at `when`. */
  schedulePlanned: (sessionId: string, index: number, when: Date) => Promise<void>;
};

const fromAwards = (facts: CpeFacts, awards: IAward[], required: number, checksRun: number, asOf: Date): TCreditsReport => ({
  sessionId: facts.session.id,
  asOf: asOf.toISOString(),
  program: facts.program,
  checksRun,
  answersRequired: required,
  rows: awards.map((a) => ({ userId: a.userId.toString(), name: a.name, minutes: a.minutes, checksAnswered: a.checksAnswered, checksMissed: a.checksMissed, credits: a.credits, atRisk: false, presentNow: false })),
});

/**
 * CPE credits: computed live from presence and the ledger while the session runs (pushed to its
 * instructors, coalesced), made final and stored when it completes (then announced on the bus as
 * 'live-training.cpe-credits-awarded', which certificates follow), and the random checks the server
 * plans for a CPE program.
 */
export function creditsService(deps: CreditsDeps) {
  const { Awards, CheckPlans } = deps.models;
  const { access, checks, clock, settings } = deps;
  const events = checksEvents(deps.emitter);
  const timers = new Map<string, NodeJS.Timeout>();

  async function reportOf(sessionId: string, facts?: CpeFacts, asOf = clock()): Promise<TCreditsReport> {
    await checks.closeDue(sessionId);
    const cpe = facts ?? (await access.cpeFacts(sessionId, clock()));
    const { checks: windows, answered } = await checks.windowsAndAnswers(sessionId);
    const now = clock();
    if (cpe.session.status === 'completed') {
      const awards = await Awards.find({ sessionId: new Types.ObjectId(sessionId) }).sort({ name: 1, _id: 1 }).lean<IAward[]>();
      if (awards.length) {
        const run = windows.filter((w) => w.closesAt <= now).length;
        return fromAwards(cpe, awards, answersRequired(run, cpe.program?.credits ?? 0, settings.requiredShare), run, asOf);
      }
    }
    return creditsReport({ facts: cpe, checks: windows, answered, now, asOf, requiredShare: settings.requiredShare });
  }

  /** GET /api/live-training/:id/credits (the session's instructor, an operator). */
  async function credits(user: TUser | null, sessionId: string): Promise<TCreditsReport> {
    await access.require(user, sessionId, 'manage');
    return reportOf(sessionId);
  }

  /** GET /api/training/checks/:sessionId: the program, the checks with the viewer's outcomes, and for instructors the credits. */
  async function state(user: TUser | null, sessionId: string): Promise<TCheckState> {
    const { role } = await access.require(user, sessionId, 'participate');
    const viewer = actor(user);
    const asOf = clock();
    const list = await checks.listForViewer(viewer, sessionId);
    const cpe = await access.cpeFacts(sessionId, asOf);
    return { sessionId, program: cpe.program, checks: list, ...(role === 'instructor' ? { credits: await reportOf(sessionId, cpe, asOf) } : {}) };
  }

  /** Something that moves credits happened: the instructors get the whole report soon, once for a burst. */
  function changed(sessionId: string): void {
    if (timers.has(sessionId)) return;
    timers.set(
      sessionId,
      setTimeout(() => {
        timers.delete(sessionId);
        void push(sessionId).catch((err: unknown) => deps.logger.error({ err, sessionId }, 'credits push failed'));
      }, CREDITS_PUSH_MS),
    );
  }

  async function push(sessionId: string): Promise<void> {
    const asOf = clock();
    const cpe = await access.cpeFacts(sessionId, asOf);
    if (!cpe.program || cpe.session.status !== 'live') return;
    events.credits(await reportOf(sessionId, cpe, asOf));
  }

  /**
   * A CPE session is live: its random checks are planned once (the plan's unique index) and queued.
   * A program changed while live to more credits than planned for gets the checks it now lacks,
   * spread over what remains (appended only if the plan is still as read: one node adds them).
   */
  async function plan(sessionId: string, program: TCpeProgram, from: Date, to: Date): Promise<void> {
    if (!settings.autoChecks) return;
    const times = planCheckTimes(from, to, program.credits);
    if (!times.length) return;
    try {
      await CheckPlans.create({ sessionId: new Types.ObjectId(sessionId), times });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return topUp(sessionId, program, from, to);
      throw error;
    }
    for (const [index, when] of times.entries()) await deps.schedulePlanned(sessionId, index, when);
  }

  async function topUp(sessionId: string, program: TCpeProgram, from: Date, to: Date): Promise<void> {
    const held = await CheckPlans.findOne({ sessionId: new Types.ObjectId(sessionId) }).lean<ICheckPlan>();
    const lacking = checksNeeded(program.credits) - (held?.times.length ?? 0);
    if (!held || lacking <= 0) return;
    const extra = spreadTimes(from, to, lacking);
    if (!extra.length) return;
    const added = await CheckPlans.updateOne({ _id: held._id, times: { $size: held.times.length } }, { $push: { times: { $each: extra } } });
    if (added.modifiedCount !== 1) return;
    for (const [i, when] of extra.entries()) await deps.schedulePlanned(sessionId, held.times.length + i, when);
  }

  /** A planned check is due: it runs if the session is still live (once, by its key). */
  async function runPlanned(sessionId: string, index: number): Promise<void> {
    const cpe = await access.cpeFacts(sessionId, clock());
    await checks.openPlanned(sessionId, `plan:${sessionId}:${index}`, cpe.session.status);
  }

  /**
   * The session ended. Open windows close with it; a completed CPE program's credits are stored
   * (every attendee's row, zero included: the audit's "credits awarded") and announced once.
   */
  async function finalize(sessionId: string, status: 'completed' | 'cancelled', endedAt: Date): Promise<void> {
    await checks.closeAllOf(sessionId, endedAt);
    const cpe = await access.cpeFacts(sessionId, endedAt);
    if (status !== 'completed' || !cpe.program) return;
    const { checks: windows, answered } = await checks.windowsAndAnswers(sessionId);
    const report = creditsReport({ facts: cpe, checks: windows, answered, now: endedAt, requiredShare: settings.requiredShare });
    if (report.rows.length) {
      await Awards.bulkWrite(
        report.rows.map((r) => ({
          updateOne: {
            filter: { sessionId: new Types.ObjectId(sessionId), userId: new Types.ObjectId(r.userId) },
            update: { $setOnInsert: { name: r.name, minutes: r.minutes, checksAnswered: r.checksAnswered, checksMissed: r.checksMissed, credits: r.credits, awardedAt: endedAt } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    }
    const stored = await Awards.find({ sessionId: new Types.ObjectId(sessionId), credits: { $gt: 0 } }).lean<IAward[]>();
    await deps.bus.publish(
      'live-training.cpe-credits-awarded',
      {
        sessionId,
        programTitle: cpe.session.title,
        program: cpe.program,
        instructorName: cpe.session.instructorName,
        completedAt: cpe.session.actualEndTime ?? endedAt.toISOString(),
        timezone: cpe.session.timezone,
        awards: stored.map((a) => ({ userId: a.userId.toString(), name: a.name, credits: a.credits, minutes: a.minutes })),
      },
      { id: `cpe:${sessionId}:awarded` },
    );
  }

  return {
    credits,
    state,
    reportOf,
    changed,
    plan,
    runPlanned,
    finalize,
    stop(): void {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
