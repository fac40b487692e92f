import { describe, expect, it } from 'vitest';
import { signInHref } from './sign-in-href';

describe('sign-in link', () => {
  it('goes to the server login entry with the current path and query encoded', () => {
    expect(signInHref('/pricing?plan=pro&x=1')).toBe('/api/login?returnTo=%2Fpricing%3Fplan%3Dpro%26x%3D1');
  });
});
