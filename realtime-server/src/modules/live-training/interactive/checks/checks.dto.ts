import type { TAttendanceCheck, TCheckForViewer, TCheckOutcome, TLedgerEntry } from '@app/shared-types/live-training/cpe/model';
import type { ICheck, ILedgerEntry } from './checks.model';

/** Open means "answers are taken": a window that has run out reads closed even before the sweep records it. */
export function toCheckDTO(check: ICheck, now: Date): TAttendanceCheck {
  return {
    id: check._id.toString(),
    sessionId: check.sessionId.toString(),
    prompt: check.prompt,
    source: check.source,
    openedAt: check.openedAt.toISOString(),
    closesAt: check.closesAt.toISOString(),
    windowSeconds: check.windowSeconds,
    status: check.status === 'open' && check.closesAt.getTime() > now.getTime() ? 'open' : 'closed',
  };
}

export const toCheckForViewer = (check: ICheck, now: Date, myOutcome: TCheckOutcome | null): TCheckForViewer => ({ ...toCheckDTO(check, now), myOutcome });

export function toLedgerDTO(entry: ILedgerEntry): TLedgerEntry {
  return {
    id: entry._id.toString(),
    checkId: entry.checkId.toString(),
    sessionId: entry.sessionId.toString(),
    userId: entry.userId.toString(),
    name: entry.name,
    outcome: entry.outcome,
    at: entry.at.toISOString(),
  };
}
