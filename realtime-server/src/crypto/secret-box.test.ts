import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretsKey } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('ya29.refresh-token', 'user-1');
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed, 'user-1')).toBe('ya29.refresh-token');
    expect(box.seal('same', 'u')).not.toBe(box.seal('same', 'u'));
  });
  it('refuses a value moved to another owner, a changed value or another key', () => {
    const sealed = box.seal('secret', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), 'user-1')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'user-1')).toThrow();
  });
  it('accepts only 32-byte keys', () => {
    expect(parseSecretsKey('ab'.repeat(32))).toHaveLength(32);
    expect(() => parseSecretsKey('short')).toThrow(/SECRETS_KEY/);
  });
});
