import { randomBytes, scryptSync } from 'node:crypto';
import type { RunningServer } from '../../src/server';
import { HttpClient } from './http-client';
import { uniqueName } from './community';

export type Person = HttpClient & { user: { id: string; username: string } };
export type PersonKind = 'member' | 'premium' | 'instructor' | 'operator';

export const PERSON_PASSWORD = 'secret-pass';
/**
 * The test accounts' password hashed with a small scrypt cost (the stored hash names its parameters,
 * so sign-in checks it at that cost): suites create hundreds of accounts, and at the production cost
 * (32 MiB and ~50 ms of CPU each, many times that on a busy machine) account setup, not the behaviour
 * under test, dominated the time and ran tests past their limit.
 */
export const cheapHash = (() => {
  const salt = randomBytes(16);
  const key = scryptSync(PERSON_PASSWORD.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
})();

/** A signed-in browser of a new account with the given role and premium flag (and, if given, its own name and email), signed in through /api/login. */
export async function person(
  server: Pick<RunningServer, 'url' | 'users'>,
  kind: PersonKind = 'member',
  profile: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<Person> {
  const client = new HttpClient(server.url);
  const username = uniqueName(kind);
  const role = kind === 'instructor' || kind === 'operator' ? kind : 'member';
  const firstName = kind[0]!.toUpperCase() + kind.slice(1);
  await server.users.register({ username, password: PERSON_PASSWORD, firstName, lastName: 'Tester', ...profile }, role, { password: cheapHash, isPremium: kind === 'premium' });
  const user = await client.login(username, PERSON_PASSWORD);
  return Object.assign(client, { user });
}

/** `count` people of a kind, made at once. */
export function people(server: Pick<RunningServer, 'url' | 'users'>, count: number, kind: PersonKind = 'member'): Promise<Person[]> {
  return Promise.all(Array.from({ length: count }, () => person(server, kind)));
}
