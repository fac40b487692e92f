import type { TUser } from '@app/shared-types/auth';
import type { RunningServer } from '../../src/server';
import { HttpClient } from './http-client';
import { uniqueName } from './community';

export const ACCOUNT_PASSWORD = 'first-password';

/** A new account (real password hash) signed in from a fresh browser, with its email if given. */
export async function signedInAccount(server: Pick<RunningServer, 'url'>, extra: { email?: string; firstName?: string; lastName?: string; company?: string } = {}) {
  const browser = new HttpClient(server.url);
  const username = uniqueName('acct');
  const user = (await browser.register(username, ACCOUNT_PASSWORD, extra)) as TUser;
  return Object.assign(browser, { user, username });
}

/** Another browser signed in to the same account. */
export async function secondBrowser(server: Pick<RunningServer, 'url'>, username: string, password = ACCOUNT_PASSWORD) {
  const browser = new HttpClient(server.url);
  await browser.login(username, password);
  return browser;
}

type OutboxMail = { to: string; subject: string; text: string; tags: string[] };

/** The reset emails sent to `to`, newest first, as an operator reads them (GET /api/mail/outbox). */
export async function resetMails(operator: HttpClient, to: string): Promise<OutboxMail[]> {
  const res = await operator.get('/api/mail/outbox?tag=password-reset');
  if (res.status !== 200) throw new Error(`outbox: ${res.status} ${res.text}`);
  return (res.json.messages as OutboxMail[]).filter((m) => m.to === to);
}

/** The token of a reset email's link. */
export function tokenOf(mail: OutboxMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}
