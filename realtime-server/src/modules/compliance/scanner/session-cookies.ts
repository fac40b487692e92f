import type { CookieData } from 'puppeteer';

// A cookie a header cannot carry as it is (a control character, a separator in its name) is left out
// rather than failing the request: the browser would not have stored it either.
const SAFE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const safeValue = (value: string) => [...value].every((ch) => ch !== ';' && ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f);

/** RFC 6265 §5.1.3: a host-only cookie (no leading dot) matches its host alone; `.example.com` that host and its subdomains. */
function domainMatches(host: string, domain: string | undefined): boolean {
  if (!domain) return false;
  const d = domain.toLowerCase();
  if (!d.startsWith('.')) return host === d;
  return host === d.slice(1) || host.endsWith(d);
}

/** RFC 6265 §5.1.4: `/app` matches `/app`, `/app/x`, not `/application`. */
function pathMatches(path: string, cookiePath: string | undefined): boolean {
  const p = cookiePath || '/';
  if (path === p) return true;
  return path.startsWith(p) && (p.endsWith('/') || path[p.length] === '/');
}

/**
 * The Cookie header a browser holding a run's signed-in session (its cookies, as the sign-in left
 * them) would send to `url`, or null when none of them goes there: only the cookies whose domain,
 * path and `secure` flag match this very address, and not expired at `nowMs`. Computed for every hop
 * of a fetch, so a redirect to another host never carries the session.
 */
export function cookieHeaderFor(url: URL, cookies: readonly CookieData[], nowMs: number): string | null {
  const host = url.hostname.toLowerCase();
  const pairs = cookies
    .filter((c) => domainMatches(host, c.domain))
    .filter((c) => pathMatches(url.pathname || '/', c.path))
    .filter((c) => !c.secure || url.protocol === 'https:')
    .filter((c) => !(typeof c.expires === 'number' && c.expires > 0 && c.expires * 1000 <= nowMs))
    .filter((c) => SAFE_NAME.test(c.name) && safeValue(c.value))
    // Longer paths first, as browsers order them (RFC 6265 §5.4).
    .sort((a, b) => (b.path || '/').length - (a.path || '/').length)
    .map((c) => `${c.name}=${c.value}`);
  return pairs.length ? pairs.join('; ') : null;
}
