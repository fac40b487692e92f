import { randomBytes, scryptSync } from 'node:crypto';

/** The password of every bench account (stored with a cheap scrypt cost; see cheapHash). */
export const BENCH_PASSWORD = 'bench-live-password';

/**
 * Bench accounts get a cheap scrypt cost (N=2^10 instead of 2^15): the stored hash names its own
 * parameters, so sign-in verifies them as usual, and 1,000 sign-ins take seconds instead of a
 * minute. The benchmarks measure live features, not password hashing.
 */
export function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
