import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { GOOGLE_AUTH_ERROR, GOOGLE_AUTH_SUCCESS, type TGoogleAuthMessage } from '@app/shared-types/calendar/model';

/**
 * The popup's last page: posts the outcome to the window that opened it, only to the app's own
 * origin, then closes. Its own CSP allows exactly this one inline script (by nonce).
 */
export function sendCallbackPage(res: Response, origin: string, message: TGoogleAuthMessage, status = 200): void {
  const nonce = randomBytes(16).toString('base64');
  // JSON in a script: escape < so a value can never close the tag.
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  const text = message.type === GOOGLE_AUTH_SUCCESS ? 'Calendar connected. You can close this window.' : `Calendar connection failed: ${message.error}`;
  res
    .status(status)
    .set('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`)
    .set('Cache-Control', 'no-store')
    // Arriving from Google's pages, any other policy would put this page in a new browsing context
    // group and cut it off from the window that opened it.
    .set('Cross-Origin-Opener-Policy', 'unsafe-none')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Google Calendar</title></head><body><main><p>${escapeHtml(text)}</p></main>` +
        `<script nonce="${nonce}">(function(){var m=${json(message)};if(window.opener){window.opener.postMessage(m,${json(origin)});}window.close();})();</script></body></html>`,
    );
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export { GOOGLE_AUTH_ERROR, GOOGLE_AUTH_SUCCESS };
