import { describe, expect, it } from 'vitest';
import { returnToFromSearch } from './return-to';

const afterSignIn = (returnTo: string) => returnToFromSearch(new URLSearchParams({ returnTo }));

describe('where sign-in sends people back to', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(afterSignIn('/community?tab=latest#post-1')).toBe('/community?tab=latest#post-1');
  });

  it.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'community', '/ok\u0000'])(
    'refuses %j and goes home instead',
    (hostile) => expect(afterSignIn(hostile)).toBe('/'),
  );

  it('goes home without a returnTo, and never back to sign-in itself or to a server path', () => {
    expect(returnToFromSearch(new URLSearchParams())).toBe('/');
    expect(afterSignIn('/sign-in?returnTo=/x')).toBe('/');
    expect(afterSignIn('/api/logout')).toBe('/');
  });
});
