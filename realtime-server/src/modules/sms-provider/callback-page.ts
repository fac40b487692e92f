import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { SMS_AUTH_SUCCESS, type TSmsAuthMessage } from '@app/shared-types/sms-provider/model';

/**
 * The RingCentral popup's last page: posts the outcome to the window that opened it, only to the
 * app's own origin, then closes. Its CSP allows exactly this one inline script (by nonce).
 */
export function sendCallbackPage(res: Response, origin: string, message: TSmsAuthMessage): void {
  const nonce = randomBytes(16).toString('base64');
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  const text = message.type === SMS_AUTH_SUCCESS ? 'SMS connected. You can close this window.' : `SMS connection failed: ${message.error}`;
  res
    .status(200)
    .set('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`)
    .set('Cache-Control', 'no-store')
    // Arriving from RingCentral's pages, a stricter policy would cut this page off from its opener.
    .set('Cross-Origin-Opener-Policy', 'unsafe-none')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RingCentral</title></head><body><main><p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p></main>` +
        `<script nonce="${nonce}">(function(){var m=${json(message)};if(window.opener){window.opener.postMessage(m,${json(origin)});}window.close();})();</script></body></html>`,
    );
}
