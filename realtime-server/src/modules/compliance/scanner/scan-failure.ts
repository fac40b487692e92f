import type { TScanFailure } from '@app/shared-types/compliance/model';

/** Why a scan (or its sign-in) failed: the kind shown as `failure`, the message as `error`. */
export class ScanFailure extends Error {
  constructor(
    readonly failure: TScanFailure,
    message: string,
  ) {
    super(message);
  }
}

export const TIMED_OUT = 'The scan took too long and was stopped.';

/** A navigation's error as the reason a person reads. */
export function loadFailure(err: unknown): ScanFailure {
  const message = err instanceof Error ? err.message : String(err);
  if (/timeout/i.test(message)) return new ScanFailure('timeout', 'The page took too long to load.');
  if (/ERR_NAME_NOT_RESOLVED/.test(message)) return new ScanFailure('dns', 'The address could not be found (DNS lookup failed).');
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_BLOCKED_BY_CLIENT/.test(message)) return new ScanFailure('blocked', 'The page or a redirect points at an address that is not public.');
  return new ScanFailure('unreachable', 'The page could not be loaded (connection failed).');
}
