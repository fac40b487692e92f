import nodemailer, { type Transporter } from 'nodemailer';
import type { Connection, Model } from 'mongoose';
import type { Logger } from '../../logger';
import { outboxModel, type IOutboxMail } from './outbox.model';
import type { SmtpConfig } from './smtp-config';

export type MailAttachment = { filename: string; contentType: string; content: string; method?: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[]; /** For finding mail in the outbox ('consultation:<id>'). */ tags?: string[] };
export type MailDelivery = 'smtp' | 'outbox';

export type TOutboxMail = Omit<IOutboxMail, '_id' | 'createdAt' | 'raw'> & { id: string; createdAt: string };

export type Mailer = {
  delivery: MailDelivery;
  send: (message: MailMessage) => Promise<void>;
  outbox: (filter?: { tag?: string; limit?: number }) => Promise<TOutboxMail[]>;
  models: Pick<Model<unknown>, 'init'>[];
};

/**
 * Email through nodemailer: SMTP when SMTP_HOST is configured; otherwise nodemailer builds the same
 * message (stream transport) and it is stored in the outbox collection operators can read, so the
 * product stays useful locally and never drops mail silently.
 */
export function createMailer(config: { smtp?: SmtpConfig; mailFrom: string }, db: Connection, logger: Logger): Mailer {
  const Outbox = outboxModel(db);
  const smtp: Transporter | null = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        ...(config.smtp.user ? { auth: { user: config.smtp.user, pass: config.smtp.pass ?? '' } } : {}),
      })
    : null;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(message: MailMessage): Promise<void> {
    const mail = {
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      // Calendar clients read the invite from a text/calendar alternative with its METHOD.
      ...(message.attachments?.[0]?.method ? { icalEvent: { method: message.attachments[0].method, content: message.attachments[0].content } } : {}),
    };
    if (smtp) {
      await smtp.sendMail(mail);
      return;
    }
    const built = await builder.sendMail(mail);
    await Outbox.create({
      to: message.to,
      from: config.mailFrom,
      subject: message.subject,
      text: message.text,
      raw: Buffer.isBuffer(built.message) ? built.message.toString('utf8') : '',
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      tags: message.tags ?? [],
    });
    logger.info({ to: message.to, subject: message.subject }, 'email stored in the outbox (no SMTP configured)');
  }

  async function outbox(filter: { tag?: string; limit?: number } = {}): Promise<TOutboxMail[]> {
    const docs = await Outbox.find(filter.tag ? { tags: filter.tag } : {}, { raw: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(Math.min(filter.limit ?? 100, 500))
      .lean();
    return docs.map(({ _id, createdAt, to, from, subject, text, attachments, tags }) => ({
      id: _id.toString(),
      createdAt: createdAt.toISOString(),
      to,
      from,
      subject,
      text,
      attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      tags,
    }));
  }

  return { delivery: smtp ? 'smtp' : 'outbox', send, outbox, models: [Outbox] };
}
