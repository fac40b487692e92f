import { describe, expect, it } from 'vitest';
import { cookieHeaderFor } from './session-cookies';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (url: string) => new URL(url);

describe('the Cookie header a signed-in sitemap fetch sends on each hop', () => {
  const session = [
    { name: 'sid', value: 's1', domain: 'app.example.com', path: '/' },
    { name: 'wide', value: 'w', domain: '.example.com', path: '/' },
    { name: 'area', value: 'a', domain: 'app.example.com', path: '/app' },
    { name: 'safe', value: 'x', domain: 'app.example.com', path: '/', secure: true },
    { name: 'old', value: 'o', domain: 'app.example.com', path: '/', expires: NOW / 1000 - 60 },
  ];

  it('sends a host cookie to its host only, a domain cookie to its subdomains, a path cookie under its path, a secure one over https, no expired one', () => {
    expect(cookieHeaderFor(at('https://app.example.com/app/sitemap.xml'), session, NOW)).toBe('area=a; sid=s1; wide=w; safe=x');
    expect(cookieHeaderFor(at('http://app.example.com/sitemap.xml'), session, NOW)).toBe('sid=s1; wide=w');
    expect(cookieHeaderFor(at('http://app.example.com/application'), session, NOW)).toBe('sid=s1; wide=w');
    expect(cookieHeaderFor(at('http://cdn.example.com/sitemap.xml'), session, NOW)).toBe('wide=w');
  });

  it('sends nothing to another host (a redirect elsewhere), nor to a host that merely ends like the domain', () => {
    expect(cookieHeaderFor(at('http://elsewhere.test/sitemap.xml'), session, NOW)).toBeNull();
    expect(cookieHeaderFor(at('http://badexample.com/'), session, NOW)).toBeNull();
    expect(cookieHeaderFor(at('http://127.0.0.1:8080/'), [{ name: 'sid', value: 's', domain: '127.0.0.1', path: '/' }], NOW)).toBe('sid=s');
    expect(cookieHeaderFor(at('http://127.0.0.2:8080/'), [{ name: 'sid', value: 's', domain: '127.0.0.1', path: '/' }], NOW)).toBeNull();
  });

  it('leaves out a cookie a header cannot carry', () => {
    expect(cookieHeaderFor(at('http://a.test/'), [{ name: 'x', value: 'a\r\nInjected: 1', domain: 'a.test' }, { name: 'b;c', value: '1', domain: 'a.test' }, { name: 'ok', value: '1', domain: 'a.test' }], NOW)).toBe('ok=1');
  });
});
