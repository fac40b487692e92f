import type { IncomingMessage } from 'node:http';

declare module 'node:http' {
  interface IncomingMessage {
    /** The exact bytes of a JSON body under /api/webhooks/: providers sign these, not our re-serialisation. */
    rawBody?: Buffer;
  }
}

/** express.json's `verify` hook: keeps the raw body of webhook requests only (others need no copy). */
export function keepWebhookRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (req.url?.startsWith('/webhooks/')) req.rawBody = body;
}
