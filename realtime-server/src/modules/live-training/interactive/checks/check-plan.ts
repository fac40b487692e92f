import { checksNeeded } from '@app/shared-types/live-training/cpe/model';

/** Scheduled checks keep this far from the start and the end, when the session is long enough. */
const EDGE_MS = 2 * 60_000;

/**
 * When the server runs a CPE session's checks: at least three per credit offered (group internet
 * based standard), one at a random moment in each of that many equal parts of what remains of the
 * session, so they are spread over it yet cannot be guessed (NASBA's registry asks for irregular
 * intervals). The middle 80% of each part is used, so two checks are never back to back.
 */
export function planCheckTimes(from: Date, to: Date, creditsOffered: number, random: () => number = Math.random): Date[] {
  return spreadTimes(from, to, checksNeeded(creditsOffered), random);
}

/** `count` random moments, one in each equal part of from..to (see planCheckTimes). */
export function spreadTimes(from: Date, to: Date, count: number, random: () => number = Math.random): Date[] {
  let start = from.getTime();
  let end = to.getTime();
  if (end - start > 4 * EDGE_MS) {
    start += EDGE_MS;
    end -= EDGE_MS;
  }
  if (end <= start || count <= 0) return [];
  const part = (end - start) / count;
  return Array.from({ length: count }, (_, i) => new Date(Math.round(start + part * i + part * (0.1 + 0.8 * random()))));
}
