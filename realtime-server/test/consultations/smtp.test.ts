import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../helpers/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { book, freshDate } from '../helpers/consultations';

/** A local SMTP server standing in for the firm's mail provider: it accepts everything and keeps it. */
const received: { from: string; to: string[]; data: string; user?: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  onAuth: (auth, _session, callback) => callback(auth.username === 'mailer' && auth.password === 'mail-pass' ? null : new Error('bad credentials'), { user: auth.username }),
  onData: (stream, session, callback) => {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data, user: session.user as string | undefined });
      callback();
    });
  },
});

let server: TestServer;
beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const port = () => String((smtp.server.address() as AddressInfo).port);
appSuite((app) => (server = app), { env: () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: port(), SMTP_SECURE: 'false', SMTP_USER: 'mailer', SMTP_PASS: 'mail-pass', MAIL_FROM: 'Firm <bookings@firm.test>' }) });

describe('email through SMTP when configured', () => {
  it('delivers the booking email with its invite to the SMTP server and keeps nothing in the outbox', async () => {
    const operator = await person(server, 'operator');
    const c = await book(operator, freshDate('monday'), '10:00', { email: 'client@example.com' });
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const mail = received[0]!;
    expect(mail).toMatchObject({ from: 'bookings@firm.test', to: ['client@example.com'], user: 'mailer' });
    expect(mail.data).toContain('Subject: Consultation Scheduled');
    expect(mail.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const outbox = await operator.get('/api/mail/outbox');
    expect(outbox.json).toEqual({ delivery: 'smtp', messages: [] });
    expect(c.id).toBeTruthy();
  });
});
