import { Types } from 'mongoose';
import type { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import { DEFAULT_CHECK_PROMPT, type TAttendanceCheck, type TCheckAnswerResult, type TCheckForViewer, type TCheckOutcome, type TLedgerEntry, type ZOpenCheckRequest } from '@app/shared-types/live-training/cpe';
import { LRUCache } from 'lru-cache';
import type { CpeFacts } from '../../contracts';
import { conflict, forbidden, isDuplicateKeyError, notFound } from '../errors';
import type { MemberLimits } from '../limits';
import { actor, requireNotEnded, type SliceDeps } from '../slice-kit';
import { toCheckDTO, toCheckForViewer, toLedgerDTO } from './checks.dto';
import { checksEvents } from './checks.events';
import type { ChecksModels, ICheck, ILedgerEntry } from './checks.model';

export const CHECK_NOT_FOUND = 'Check not found';
export const CHECKS_WHILE_LIVE = 'Attendance checks run while the session is live.';
export const CHECK_CLOSED_LATE = 'This check’s window has closed: your answer came too late and is recorded as late.';
export const CHECKS_ARE_FOR_ATTENDEES = 'Attendance checks are answered by attendees.';

/** What the slice needs from outside: the clock (tests move it), and where close jobs are queued. */
export type ChecksDeps = SliceDeps & {
  models: ChecksModels;
  clock: () => Date;
  /** Queues the closing of a check's window at `when` (an agenda job; the sweep and reads close it too). */
  scheduleClose: (checkId: string, when: Date) => Promise<void>;
  /** The credits of a session changed (an answer, a check opened or closed). */
  creditsChanged: (sessionId: string) => void;
  /** Per-member limits in the shared limiter store (a member hammering 'answer' is refused with a 429). */
  limits: MemberLimits;
};

type CheckFacts = Pick<ICheck, '_id' | 'sessionId' | 'openedAt' | 'closesAt'>;

/** A visit overlapped the window: the attendee was in the room at some moment while it was open. */
const presentDuring = (visits: CpeFacts['attendees'][number]['visits'], from: Date, to: Date, now: Date) =>
  visits.some((v) => Date.parse(v.from) <= to.getTime() && (v.to ? Date.parse(v.to) : now.getTime()) >= from.getTime());

/**
 * Attendance checks and their append-only ledger. An answer in time writes the attendee's one
 * `response` row; when the window closes, each attendee who was in the room during it and wrote none
 * gets a `missed` row (the same unique slot, so an answer and a silence can never both stand). An
 * answer after the window is refused and kept as a `late` row. Windows close by a job queued at
 * their end, a sweep, and any read that finds one run out, whichever comes first; each step is an
 * upsert or a conditional update, so they may race on any number of nodes.
 */
export function checksService(deps: ChecksDeps) {
  const { Checks, Ledger } = deps.models;
  const { access, clock } = deps;
  const events = checksEvents(deps.emitter);
  // A check's session and window never change once it exists: no invalidation needed.
  const facts = new LRUCache<string, CheckFacts>({ max: 5_000 });

  async function checkFacts(checkId: string): Promise<CheckFacts> {
    const cached = facts.get(checkId);
    if (cached) return cached;
    const found = Types.ObjectId.isValid(checkId) ? await Checks.findById(checkId, { sessionId: 1, openedAt: 1, closesAt: 1 }).lean<CheckFacts>() : null;
    if (!found) throw notFound(CHECK_NOT_FOUND);
    facts.set(checkId, found);
    return found;
  }

  /** Stores and pushes a check; `key` makes a planned check run once. Null when that key ran already. */
  async function create(sessionId: string, input: { prompt: string | null; windowSeconds: number; source: ICheck['source']; openedBy: string | null; key?: string }): Promise<TAttendanceCheck | null> {
    const now = clock();
    const _id = new Types.ObjectId();
    let check: ICheck;
    try {
      const created = await Checks.create({
        _id,
        sessionId: new Types.ObjectId(sessionId),
        prompt: input.prompt ?? DEFAULT_CHECK_PROMPT,
        source: input.source,
        openedBy: input.openedBy ? new Types.ObjectId(input.openedBy) : null,
        openedAt: now,
        closesAt: new Date(now.getTime() + input.windowSeconds * 1000),
        windowSeconds: input.windowSeconds,
        key: input.key ?? `manual:${_id.toString()}`,
      });
      check = created.toObject<ICheck>();
    } catch (error) {
      if (input.key && isDuplicateKeyError(error)) return null;
      throw error;
    }
    const dto = toCheckDTO(check, now);
    events.opened(dto);
    deps.creditsChanged(sessionId);
    await deps.scheduleClose(dto.id, check.closesAt).catch((err: unknown) => deps.logger.warn({ err, checkId: dto.id }, 'check close not queued (the sweep closes it)'));
    return dto;
  }

  /** POST /api/training/checks/:sessionId — an instructor runs a check now. */
  async function open(user: TUser | null, sessionId: string, input: z.output<typeof ZOpenCheckRequest>): Promise<TAttendanceCheck> {
    const { session } = await access.require(user, sessionId, 'manage');
    if (session.status !== 'live') throw conflict(CHECKS_WHILE_LIVE);
    return (await create(session.id, { ...input, source: 'instructor', openedBy: actor(user).id }))!;
  }

  /** A server-planned check (CPE schedule): runs once per key, only while the session is live. */
  async function openPlanned(sessionId: string, key: string, status: string): Promise<TAttendanceCheck | null> {
    if (status !== 'live') return null;
    return create(sessionId, { prompt: null, windowSeconds: 60, source: 'schedule', openedBy: null, key });
  }

  /** POST /api/training/checks/:checkId/answer and 'check:answer'. */
  async function answer(user: TUser | null, checkId: string): Promise<TCheckAnswerResult> {
    const check = await checkFacts(checkId);
    const sessionId = check.sessionId.toString();
    const { session, role } = await access.require(user, sessionId, 'participate');
    const me = actor(user);
    if (role === 'instructor') throw forbidden(CHECKS_ARE_FOR_ATTENDEES);
    requireNotEnded(session);
    // Counted before anything is written: a refused answer leaves no ledger row (not even 'late').
    await deps.limits.take('checkAnswer', me.id);
    const now = clock();
    const row = { checkId: check._id, sessionId: check.sessionId, userId: new Types.ObjectId(me.id), name: displayName(me) };
    if (now.getTime() > check.closesAt.getTime()) {
      await Ledger.updateOne({ checkId: check._id, userId: row.userId, slot: 'late' }, { $setOnInsert: { ...row, outcome: 'late', at: now } }, { upsert: true });
      throw conflict(CHECK_CLOSED_LATE);
    }
    try {
      await Ledger.create({ ...row, slot: 'response', outcome: 'answered', at: now });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const held = await Ledger.findOne({ checkId: check._id, userId: row.userId, slot: 'response' }).lean<ILedgerEntry>();
      // Answered already (another tab, a retry): the same answer again.
      if (held?.outcome === 'answered') return { checkId, outcome: 'answered', answeredAt: held.at.toISOString() };
      throw conflict(CHECK_CLOSED_LATE);
    }
    deps.creditsChanged(sessionId);
    return { checkId, outcome: 'answered', answeredAt: now.toISOString() };
  }

  /**
   * Records the silences of a run-out window (every attendee in the room during it without a
   * response row), then marks it closed; whoever flips it announces it. `cutAt` ends a window early
   * (the session ended while it was open).
   */
  async function closeCheck(check: ICheck, cutAt?: Date): Promise<void> {
    const now = clock();
    const end = cutAt && cutAt < check.closesAt ? cutAt : check.closesAt;
    if (end.getTime() > now.getTime()) return;
    const sessionId = check.sessionId.toString();
    const [cpe, responded] = await Promise.all([access.cpeFacts(sessionId), Ledger.distinct('userId', { checkId: check._id, slot: 'response' })]);
    const done = new Set(responded.map(String));
    const silent = cpe.attendees.filter((a) => !done.has(a.userId) && a.status !== 'cancelled' && presentDuring(a.visits, check.openedAt, end, now));
    if (silent.length) {
      await Ledger.bulkWrite(
        silent.map((a) => ({
          updateOne: {
            filter: { checkId: check._id, userId: new Types.ObjectId(a.userId), slot: 'response' as const },
            update: { $setOnInsert: { sessionId: check.sessionId, name: a.name, outcome: 'missed' as const, at: end } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    }
    const flipped = await Checks.updateOne({ _id: check._id, status: 'open' }, { $set: { status: 'closed', closedAt: end, ...(end < check.closesAt ? { closesAt: end } : {}) } });
    if (end < check.closesAt) facts.delete(check._id.toString());
    if (flipped.modifiedCount === 1) {
      events.closed(sessionId, check._id.toString());
      deps.creditsChanged(sessionId);
    }
  }

  /** Closes every run-out window (of one session, or all: the sweep). */
  async function closeDue(sessionId?: string): Promise<void> {
    const filter = { status: 'open' as const, closesAt: { $lte: clock() }, ...(sessionId ? { sessionId: new Types.ObjectId(sessionId) } : {}) };
    const due = await Checks.find(filter).limit(500).lean<ICheck[]>();
    for (const check of due) await closeCheck(check);
  }

  async function closeById(checkId: string): Promise<void> {
    const check = Types.ObjectId.isValid(checkId) ? await Checks.findOne({ _id: checkId, status: 'open' }).lean<ICheck>() : null;
    if (check) await closeCheck(check);
  }

  /** The session ended: open windows close now (answers stop with the session). */
  async function closeAllOf(sessionId: string, at: Date): Promise<void> {
    const open = await Checks.find({ sessionId: new Types.ObjectId(sessionId), status: 'open' }).lean<ICheck[]>();
    for (const check of open) await closeCheck(check, at);
  }

  /** The session's checks, newest first, each with the viewer's own outcome. */
  async function listForViewer(viewer: TUser, sessionId: string): Promise<TCheckForViewer[]> {
    await closeDue(sessionId);
    const now = clock();
    const checks = await Checks.find({ sessionId: new Types.ObjectId(sessionId) }).sort({ openedAt: -1, _id: -1 }).limit(200).lean<ICheck[]>();
    const mine = await Ledger.find({ sessionId: new Types.ObjectId(sessionId), userId: new Types.ObjectId(viewer.id) }, { checkId: 1, outcome: 1, slot: 1 }).lean<ILedgerEntry[]>();
    const outcome = new Map<string, TCheckOutcome>();
    for (const row of mine) if (row.slot === 'response' || !outcome.has(row.checkId.toString())) outcome.set(row.checkId.toString(), row.outcome);
    return checks.map((c) => toCheckForViewer(c, now, outcome.get(c._id.toString()) ?? null));
  }

  /** Every check and every ledger row of a session (instructors and operators). */
  async function ledger(user: TUser | null, sessionId: string): Promise<{ checks: TAttendanceCheck[]; entries: TLedgerEntry[] }> {
    await access.require(user, sessionId, 'manage');
    return ledgerOf(sessionId);
  }

  async function ledgerOf(sessionId: string): Promise<{ checks: TAttendanceCheck[]; entries: TLedgerEntry[] }> {
    await closeDue(sessionId);
    const now = clock();
    const id = new Types.ObjectId(sessionId);
    const [checks, entries] = await Promise.all([Checks.find({ sessionId: id }).sort({ openedAt: 1, _id: 1 }).lean<ICheck[]>(), Ledger.find({ sessionId: id }).sort({ at: 1, _id: 1 }).lean<ILedgerEntry[]>()]);
    return { checks: checks.map((c) => toCheckDTO(c, now)), entries: entries.map(toLedgerDTO) };
  }

  /** Windows and in-time answers of a session, for the credits rule. */
  async function windowsAndAnswers(sessionId: string) {
    const id = new Types.ObjectId(sessionId);
    const [checks, answers] = await Promise.all([
      Checks.find({ sessionId: id }, { closesAt: 1 }).lean<Pick<ICheck, '_id' | 'closesAt'>[]>(),
      Ledger.find({ sessionId: id, outcome: 'answered' }, { checkId: 1, userId: 1 }).lean<Pick<ILedgerEntry, 'checkId' | 'userId'>[]>(),
    ]);
    const answered = new Map<string, Set<string>>();
    for (const a of answers) {
      const key = a.checkId.toString();
      const set = answered.get(key) ?? new Set<string>();
      set.add(a.userId.toString());
      answered.set(key, set);
    }
    return { checks: checks.map((c) => ({ id: c._id.toString(), closesAt: c.closesAt })), answered };
  }

  return { open, openPlanned, answer, closeById, closeDue, closeAllOf, listForViewer, ledger, ledgerOf, windowsAndAnswers, requireNotEnded };
}

export type ChecksService = ReturnType<typeof checksService>;
