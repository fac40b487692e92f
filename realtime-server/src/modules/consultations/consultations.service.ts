import { Types, type Connection } from 'mongoose';
import { isInstructor, isOperator, type TUser } from '@app/shared-types/auth';
import {
  CONSULTATION_MESSAGES as M,
  CONSULTATION_RULES,
  FILTER_CATEGORIES,
  slotTimesOn,
  type TAvailabilitySlot,
  type TConsultationAllowance,
  type TConsultation,
  type TConsultationFilter,
  type TCreateConsultationResponse,
} from '@app/shared-types/consultations/model';
import type { ZCreateConsultationRequest, ZOutcomeRequest } from '@app/shared-types/consultations';
import { PLANS, UNLIMITED } from '@app/shared-types/membership/model';
import { ErrorCode } from '@app/shared-types/errors';
import type { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import { consultationsAllowance, planLimitsOf } from '../membership/contracts';
import type { BusinessHours } from './business-hours';
import { allowanceModel, consultationModel, slotClaimModel, type IConsultation } from './consultation.model';
import type { ConsultationChangeKind } from './contracts';
import { toConsultation } from './consultations.dto';
import type { ConsultationEventsEmitter } from './consultations.events';
import type { NoticeKind, Notices } from './notices';
import { assertBookable, blocksOf, firmDateTimeOf, firmInstant, firmMonthOf, firmToday, nextMonthStart } from './slot-time';

type CreateInput = z.output<typeof ZCreateConsultationRequest>;
type Deps = {
  db: Connection;
  hours: BusinessHours;
  notices: Notices;
  /** Where committed changes are published (`consultations.booked` ...: the calendar sync, notifications). */
  events: Pick<EventBus, 'publish'>;
  logger: Logger;
  /** Socket events to operators and the booking member's tabs. */
  live: ConsultationEventsEmitter;
  /** Queues the 24 h and 1 h reminders of a booking (jobs). */
  scheduleReminders: (c: IConsultation) => Promise<void>;
  now?: () => Date;
};

const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000 || /E11000/.test(String((err as Error)?.message));

export function createConsultationsService({ db, hours, notices, events, live, logger, scheduleReminders, now = () => new Date() }: Deps) {
  const Consultations = consultationModel(db);
  const Claims = slotClaimModel(db);
  const Allowances = allowanceModel(db);

  /** Takes every block of the booking or none: the unique _id refuses blocks another booking holds. */
  async function claim(consultationId: Types.ObjectId, start: Date, duration: number): Promise<boolean> {
    const keys = blocksOf(start, duration);
    const mine = new Set((await Claims.find({ _id: { $in: keys }, consultationId }, { _id: 1 }).lean()).map((c) => c._id));
    const wanted = keys.filter((k) => !mine.has(k));
    try {
      await Claims.insertMany(
        wanted.map((_id) => ({ _id, consultationId })),
        { ordered: true },
      );
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      await Claims.deleteMany({ _id: { $in: wanted }, consultationId });
      return false;
    }
  }
  const releaseClaims = (consultationId: Types.ObjectId, keep: string[] = []) => Claims.deleteMany({ consultationId, ...(keep.length ? { _id: { $nin: keep } } : {}) });

  /*
   * The plan allowance: one rule for the booking (takeAllowance) and for what the member is told
   * (allowance). A member's booking counts in the plan month (firm time) it takes place; operators
   * book for clients and are not counted. `consultationsAllowance` (memberships) gives the plan's
   * max; the month's document holds `used`, and a booking passes only while used < max.
   */
  const countsFor = (user: TUser) => !isOperator(user);
  const allowanceKey = (userId: string, month: string) => `${userId}:${month}`;

  /** Adds one to the month's count if `max` allows it; one conditional update, so racing bookings never pass the max. */
  async function countOne(key: string, max: number): Promise<boolean> {
    const filter = max === UNLIMITED ? { _id: key } : { _id: key, used: { $lt: max } };
    try {
      await Allowances.findOneAndUpdate(filter, { $inc: { used: 1 } }, { upsert: true });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    // The month's document exists (full, or made by a racing booking): count only if there is room.
    return !!(await Allowances.findOneAndUpdate(filter, { $inc: { used: 1 } }).lean());
  }

  async function takeAllowance(user: TUser, month: string): Promise<void> {
    const { max } = consultationsAllowance(user, 0);
    const refuse = () => new AppError(ErrorCode.PLAN_LIMIT, M.planLimit(PLANS[planLimitsOf(user).plan].name, max));
    if (max === 0) throw refuse();
    if (!(await countOne(allowanceKey(user.id, month), max))) throw refuse();
  }
  const giveBackAllowance = (userId: Types.ObjectId | string | null, month: string | null) =>
    userId && month ? Allowances.updateOne({ _id: allowanceKey(userId.toString(), month), used: { $gt: 0 } }, { $inc: { used: -1 } }) : Promise.resolve();

  /** GET /api/consultations/allowance: the same rule, read for a plan month (default: this one). */
  async function allowance(user: TUser, month: string = firmMonthOf(now())): Promise<TConsultationAllowance> {
    const used = countsFor(user) ? ((await Allowances.findById(allowanceKey(user.id, month)).lean())?.used ?? 0) : 0;
    const { max } = consultationsAllowance(user, used);
    return {
      plan: planLimitsOf(user).plan,
      staff: isInstructor(user),
      max,
      used,
      remaining: max === UNLIMITED ? UNLIMITED : Math.max(0, max - used),
      month,
      resetsAt: nextMonthStart(month).toISOString(),
    };
  }

  /** After a committed change: email with invite, reminders, the domain event. None of them can undo it. */
  async function afterChange(kind: ConsultationChangeKind, c: IConsultation, actor: TUser | null, confirmed = false): Promise<void> {
    const notice: NoticeKind = kind;
    live.changed(kind, toConsultation(c));
    await notices(notice, c).catch((err: unknown) => logger.error({ err, consultationId: c._id.toString() }, 'consultation email failed'));
    if (kind !== 'cancelled' && c.holdsSlot) await scheduleReminders(c).catch((err: unknown) => logger.error({ err }, 'scheduling reminders failed'));
    // Each change bumps the sequence (the invite's too), so it names this change once.
    await events.publish(`consultations.${kind}`, { consultation: toConsultation(c), actorId: actor?.id ?? null, confirmed }, { id: `consultation:${c._id.toString()}:${c.sequence}` });
  }

  async function availability(date: string, duration: number = CONSULTATION_RULES.defaultDuration): Promise<TAvailabilitySlot[]> {
    if (date <= firmToday(now())) return [];
    const times = slotTimesOn(await hours.read(), date, duration);
    if (!times.length) return [];
    const candidates = times.map((time) => ({ time, keys: blocksOf(firmInstant(date, time), duration) }));
    const taken = new Set((await Claims.find({ _id: { $in: candidates.flatMap((c) => c.keys) } }, { _id: 1 }).lean()).map((c) => c._id));
    return candidates.map(({ time, keys }) => ({ time, available: keys.every((k) => !taken.has(k)) }));
  }

  async function create(user: TUser | null, input: CreateInput): Promise<TCreateConsultationResponse> {
    const booking = input.kind === 'booking';
    if (booking && !user) throw new AppError(ErrorCode.UNAUTHENTICATED, 'Please sign in to book a consultation.');
    const duration = booking ? input.duration : CONSULTATION_RULES.freeInitialMinutes;
    const _id = new Types.ObjectId();
    let startsAt: Date | null = null;
    let holdsSlot = false;
    let countedMonth: string | null = null;
    if (input.preferredDate && input.preferredTime) {
      startsAt = assertBookable(await hours.read(), input.preferredDate, input.preferredTime, duration, now());
      // Staff book for clients without a plan limit; the contact page's free initial consultation is never counted.
      if (booking && user && countsFor(user)) {
        countedMonth = firmMonthOf(startsAt);
        await takeAllowance(user, countedMonth);
      }
      holdsSlot = await claim(_id, startsAt, duration);
      if (!holdsSlot && booking) {
        await giveBackAllowance(new Types.ObjectId(user!.id), countedMonth);
        throw conflict(M.slotTaken, [{ path: 'preferredTime', message: M.slotTaken }]);
      }
    }
    let doc: IConsultation;
    try {
      doc = (
        await Consultations.create({
          _id,
          kind: input.kind,
          userId: user ? new Types.ObjectId(user.id) : null,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          companyName: input.companyName,
          serviceType: input.serviceType,
          title: input.title,
          preferredDate: input.preferredDate,
          preferredTime: input.preferredTime,
          startsAt,
          duration,
          meetingType: 'phone',
          priority: input.priority,
          message: input.message,
          status: 'scheduled',
          hasConflict: !!startsAt && !holdsSlot,
          holdsSlot,
          countedMonth,
        })
      ).toObject();
    } catch (err) {
      await releaseClaims(_id);
      await giveBackAllowance(user ? new Types.ObjectId(user.id) : null, countedMonth);
      throw err;
    }
    await afterChange('booked', doc, user, doc.holdsSlot);
    const message = doc.hasConflict ? M.conflictNote : booking ? 'Your consultation has been scheduled successfully.' : M.requestReceived;
    return { ...toConsultation(doc), hasConflict: doc.hasConflict, message };
  }

  /** Members see their own; operators the firm's whole schedule. Someone else's answers 404, as if absent. */
  async function visible(user: TUser, id: string): Promise<IConsultation> {
    const doc = await Consultations.findById(id).lean();
    if (!doc || (!isOperator(user) && doc.userId?.toString() !== user.id)) throw notFound(M.notFound);
    return doc;
  }

  async function list(user: TUser, category: TConsultationFilter): Promise<TConsultation[]> {
    const filter: Record<string, unknown> = isOperator(user) ? {} : { userId: new Types.ObjectId(user.id) };
    if (category !== 'all') filter.serviceType = { $in: FILTER_CATEGORIES[category] };
    const docs = await Consultations.find(filter).sort({ startsAt: 1, createdAt: 1 }).limit(1000).lean();
    return docs.map(toConsultation);
  }

  function assertChangeable(user: TUser, c: IConsultation): void {
    if (c.status === 'cancelled') throw conflict(M.alreadyCancelled);
    if (isOperator(user)) return;
    if (c.status === 'completed' || c.status === 'in-progress') throw forbidden(M.cutoff);
    if (c.startsAt && c.startsAt.getTime() - now().getTime() < CONSULTATION_RULES.changeCutoffHours * 3_600_000) throw forbidden(M.cutoff);
  }

  async function cancel(user: TUser, id: string): Promise<TConsultation> {
    const current = await visible(user, id);
    assertChangeable(user, current);
    const doc = await Consultations.findOneAndUpdate({ _id: current._id, status: { $ne: 'cancelled' } }, { $set: { status: 'cancelled', holdsSlot: false }, $inc: { sequence: 1 } }, { returnDocument: 'after' }).lean();
    if (!doc) throw conflict(M.alreadyCancelled);
    await releaseClaims(doc._id);
    await giveBackAllowance(doc.userId, doc.countedMonth);
    await afterChange('cancelled', doc, user);
    return toConsultation(doc);
  }

  async function reschedule(user: TUser, id: string, scheduledDate: string): Promise<TConsultation> {
    const current = await visible(user, id);
    assertChangeable(user, current);
    const { date, time } = firmDateTimeOf(scheduledDate);
    const startsAt = assertBookable(await hours.read(), date, time, current.duration, now());
    // A counted booking moved into another month counts there instead: the member within their
    // plan's limit, an operator's move of a member's booking without one.
    const fromMonth = current.countedMonth;
    const toMonth = fromMonth && current.userId && firmMonthOf(startsAt) !== fromMonth ? firmMonthOf(startsAt) : null;
    if (toMonth) {
      if (isOperator(user)) await countOne(allowanceKey(current.userId!.toString(), toMonth), UNLIMITED);
      else await takeAllowance(user, toMonth);
    }
    const undoMonth = () => giveBackAllowance(current.userId, toMonth);
    if (!(await claim(current._id, startsAt, current.duration))) {
      await undoMonth();
      throw conflict(M.slotTaken, [{ path: 'scheduledDate', message: M.slotTaken }]);
    }
    const doc = await Consultations.findOneAndUpdate(
      { _id: current._id, status: { $ne: 'cancelled' } },
      {
        $set: { startsAt, preferredDate: date, preferredTime: time, status: 'rescheduled', hasConflict: false, holdsSlot: true, ...(toMonth ? { countedMonth: toMonth } : {}) },
        $inc: { sequence: 1 },
      },
      { returnDocument: 'after' },
    ).lean();
    if (!doc) {
      await releaseClaims(current._id);
      await undoMonth();
      throw conflict(M.alreadyCancelled);
    }
    if (toMonth) await giveBackAllowance(current.userId, fromMonth);
    await releaseClaims(doc._id, blocksOf(startsAt, doc.duration));
    await afterChange('rescheduled', doc, user, !current.holdsSlot);
    return toConsultation(doc);
  }

  async function rate(user: TUser, id: string, rating: number): Promise<TConsultation> {
    const current = await visible(user, id);
    if (current.userId?.toString() !== user.id) throw forbidden('Only the member who booked can rate a consultation.');
    const held = current.status === 'completed' || (!!current.startsAt && current.startsAt <= now());
    if (current.status === 'cancelled' || !held) throw badRequest(M.ratingNotYet, [{ path: 'rating', message: M.ratingNotYet }]);
    const doc = toConsultation((await Consultations.findByIdAndUpdate(current._id, { $set: { rating } }, { returnDocument: 'after' }).lean())!);
    live.changed('updated', doc);
    return doc;
  }

  async function recordOutcome(user: TUser, id: string, input: z.output<typeof ZOutcomeRequest>): Promise<TConsultation> {
    if (!isOperator(user)) throw forbidden();
    const current = await visible(user, id);
    if (current.status === 'cancelled') throw conflict(M.alreadyCancelled);
    const doc = toConsultation((await Consultations.findByIdAndUpdate(current._id, { $set: { outcome: input.outcome, status: input.status } }, { returnDocument: 'after' }).lean())!);
    live.changed('updated', doc);
    return doc;
  }

  async function invite(user: TUser, id: string): Promise<IConsultation> {
    const doc = await visible(user, id);
    if (!doc.startsAt) throw notFound('This request has no time yet, so it has no calendar file.');
    return doc;
  }

  async function setCalendarEventId(id: string, calendarEventId: string | null): Promise<void> {
    await Consultations.updateOne({ _id: id }, { $set: { calendarEventId } });
  }

  return { availability, allowance, create, list, cancel, reschedule, rate, recordOutcome, invite, setCalendarEventId, models: [Consultations, Claims, Allowances] };
}
export type ConsultationsService = ReturnType<typeof createConsultationsService>;
