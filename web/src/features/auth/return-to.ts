import { safeReturnTo } from '@app/shared-types/auth/model';

/** Where the sign-in page may send someone afterwards: a page of this site, never back here. */
export function returnToFromSearch(params: URLSearchParams): string {
  const target = safeReturnTo(params.get('returnTo'));
  const path = target.split(/[?#]/, 1)[0] ?? '/';
  if (path === '/sign-in' || path.startsWith('/api/')) return '/';
  return target;
}
