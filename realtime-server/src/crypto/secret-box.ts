import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

/**
 * Seals short secrets (provider tokens) for storage with AES-256-GCM: a fresh 96-bit IV each time
 * and the auth tag checked on opening, so a changed or swapped value fails instead of decrypting to
 * garbage. `context` (e.g. the owner's id) is bound as associated data: a sealed token copied to
 * another user's record does not open there.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain: string, context = ''): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed: string, context = ''): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** SECRETS_KEY: 32 bytes as 64 hex characters or base64. */
export function parseSecretsKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 random bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)');
  return key;
}

/**
 * Outside production without SECRETS_KEY: a key generated once into DATA_DIR (outside git) so sealed
 * tokens survive restarts. Returns whether it was created now, for the start-up log.
 */
export function localSecretsKey(dataDir: string): { key: Buffer; created: boolean } {
  const file = path.join(dataDir, 'secrets-key');
  try {
    return { key: parseSecretsKey(readFileSync(file, 'utf8')), created: false };
  } catch {
    // First start: create it.
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  return { key, created: true };
}
