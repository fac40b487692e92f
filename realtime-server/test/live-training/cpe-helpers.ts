import { expect, vi } from 'vitest';
import type { TAck } from '@app/shared-types/realtime';
import type { TAttendanceCheck, TCheckAnswerResult, TCpeProgramRequest, TCreditsReport } from '@app/shared-types/live-training/cpe';
import type { HttpClient } from '../helpers/http-client';
import type { TestSocket } from '../helpers/socket-client';

/** A 2-credit program (a 120-minute session can award up to 2.4). */
export const TWO_CREDIT_PROGRAM: TCpeProgramRequest = {
  fieldOfStudy: 'Taxes',
  credits: 2,
  level: 'Basic',
  objectives: ['Identify the quarterly payroll filings', 'Reconcile Form 941 to the payroll register'],
  prerequisites: null,
};

/**
 * The server's clock (Date only: timers stay real, so sockets and presence keep running). The test
 * tabs run in this process too, and engine.io-client closes a connection whose ping deadline
 * (computed with Date) has passed, taking a jump of the clock for a laptop woken from sleep: so each
 * jump also moves the deadline of the tabs in `sockets` out of the way.
 */
export function controlClock(sockets: TestSocket[], start = Date.now()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return {
    start,
    at: (minutes: number) => {
      for (const s of sockets) (s.io.engine as unknown as { _pingTimeoutTime: number })._pingTimeoutTime = Infinity;
      vi.setSystemTime(start + minutes * 60_000);
    },
    restore: () => vi.useRealTimers(),
  };
}

export async function openCheck(instructor: HttpClient, sessionId: string, body: Record<string, unknown> = {}): Promise<TAttendanceCheck> {
  const res = await instructor.post(`/api/training/checks/${sessionId}`, body);
  if (res.status !== 201) throw new Error(`open check failed: ${res.status} ${res.text}`);
  return res.json as TAttendanceCheck;
}

export function answerBySocket(socket: TestSocket, checkId: string): Promise<TAck<TCheckAnswerResult>> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, ack: (r: TAck<TCheckAnswerResult>) => void) => void)('check:answer', { checkId }, resolve));
}

export async function credits(client: HttpClient, sessionId: string): Promise<TCreditsReport> {
  const res = await client.get(`/api/live-training/${sessionId}/credits`);
  if (res.status !== 200) throw new Error(`credits failed: ${res.status} ${res.text}`);
  return res.json as TCreditsReport;
}

/** Waits until the stored presence of each listed attendee is as given (presence is recounted a moment after a join or leave). */
export async function presenceIs(instructor: HttpClient, sessionId: string, expected: Record<string, boolean>, timeoutMs = 10_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  let seen: Record<string, boolean> = {};
  while (performance.now() < until) {
    const rows = (await credits(instructor, sessionId)).rows;
    seen = Object.fromEntries(Object.keys(expected).map((id) => [id, rows.find((r) => r.userId === id)?.presentNow ?? false]));
    if (Object.keys(expected).every((id) => seen[id] === expected[id])) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(seen).toEqual(expected);
}
