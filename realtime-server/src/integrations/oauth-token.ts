import { z } from 'zod';

/** A token is renewed this long before the provider says it expires, so no call goes out with one about to lapse. */
const TOKEN_RENEW_MARGIN_MS = 60_000;

/** The fields of an OAuth token response we read (RFC 6749 section 5.1). */
export const ZTokenResponse = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/**
 * An OAuth access token kept until shortly before it expires; concurrent callers share one request.
 * `request` asks the provider for a new one (and throws its own error when refused); `forget` drops
 * the kept one, for a call the provider answered 401 (revoked or expired early).
 */
export function cachedAccessToken(request: () => Promise<z.infer<typeof ZTokenResponse>>) {
  let token: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function renew(): Promise<string> {
    const body = await request();
    token = { value: body.access_token, renewAt: Date.now() + body.expires_in * 1000 - TOKEN_RENEW_MARGIN_MS };
    return body.access_token;
  }

  return {
    get(): Promise<string> {
      if (token && Date.now() < token.renewAt) return Promise.resolve(token.value);
      pending ??= renew().finally(() => (pending = undefined));
      return pending;
    },
    forget(): void {
      token = undefined;
    },
  };
}
