/** SMTP for outgoing email; without SMTP_HOST mail goes to the outbox operators read. */
export type SmtpConfig = { host: string; port: number; secure: boolean; user?: string; pass?: string };
