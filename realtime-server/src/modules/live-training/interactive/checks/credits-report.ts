import { answersRequired, creditsEarned, type TCpeProgram, type TCreditRow, type TCreditsReport } from '@app/shared-types/live-training/cpe/model';
import type { CpeFacts } from '../../contracts';

/** A check as the credits rule sees it: closed windows count as run. */
export type CheckWindow = { id: string; closesAt: Date };

const collator = new Intl.Collator();

/**
 * Every attendee's credits now (pure): minutes from presence, checks answered in time among every
 * check whose window has closed (an open check counts once answered), and the rule of creditsEarned.
 * At risk while the session is live: a check missed, or away now.
 */
export function creditsReport(input: {
  facts: CpeFacts;
  checks: CheckWindow[];
  /** checkId -> user ids whose answer came in time. */
  answered: Map<string, Set<string>>;
  now: Date;
  /** When the read behind this report began (see TCreditsReport.asOf); `now` when not given. */
  asOf?: Date;
  requiredShare: number | null;
}): TCreditsReport {
  const { facts, checks, answered, now } = input;
  const program: TCpeProgram | null = facts.program;
  const closed = checks.filter((c) => c.closesAt.getTime() <= now.getTime());
  const offered = program?.credits ?? 0;
  const required = answersRequired(closed.length, offered, input.requiredShare);
  const live = facts.session.status === 'live';
  const rows: TCreditRow[] = facts.attendees
    .filter((a) => a.status !== 'cancelled' || a.joinedAt)
    .map((a) => {
      const checksAnswered = checks.filter((c) => answered.get(c.id)?.has(a.userId)).length;
      const answeredClosed = closed.filter((c) => answered.get(c.id)?.has(a.userId)).length;
      const checksMissed = closed.length - answeredClosed;
      const credits = program ? creditsEarned({ seconds: a.seconds, creditsOffered: offered, checksRun: closed.length, checksAnswered: answeredClosed, requiredShare: input.requiredShare }) : 0;
      return {
        userId: a.userId,
        name: a.name,
        minutes: Math.floor(a.seconds / 60),
        checksAnswered,
        checksMissed,
        credits,
        atRisk: live && (checksMissed > 0 || !a.presentNow),
        presentNow: a.presentNow,
      };
    })
    .sort((x, y) => collator.compare(x.name, y.name) || (x.userId < y.userId ? -1 : 1));
  return { sessionId: facts.session.id, asOf: (input.asOf ?? now).toISOString(), program, checksRun: closed.length, answersRequired: required, rows };
}
