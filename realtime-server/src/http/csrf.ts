import type { RequestHandler } from 'express';
import { ErrorCode } from '@app/shared-types/errors';
import { AppError } from '../errors/app-error';
import { isSameOrigin } from '../same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-origin request protection for cookie-authenticated writes (the approach of Go's
 * CrossOriginProtection): browsers label every request with Sec-Fetch-Site and/or Origin, so a
 * write is refused when the browser says it came from another site. Requests carrying neither
 * header are not from a browser and cannot ride a victim's cookie.
 */
export function crossOriginProtection(trustedOrigins: string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin && trusted.has(origin)) return next();
    const site = req.get('sec-fetch-site');
    if (site) return site === 'same-origin' || site === 'none' ? next() : next(rejected());
    if (!origin) return next();
    // req.protocol honours TRUST_PROXY (X-Forwarded-Proto from a TLS-terminating proxy).
    next(isSameOrigin(origin, req.protocol, req.get('host')) ? undefined : rejected());
  };
}

const rejected = () =>
  new AppError(ErrorCode.CSRF_REJECTED, 'Cross-site request refused. Please use the site directly.');
