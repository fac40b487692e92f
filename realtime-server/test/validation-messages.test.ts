import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ZCreatePostRequest } from '@app/shared-types/community';
import { appSuite, type TestServer } from './helpers/test-app';
import { member } from './helpers/community';
import { connectSocket, emitWithAck } from './helpers/socket-client';
import { fallbackMessageCases, firstMessage } from '../../shared-types/src/zod-messages/fallback-cases';

describe("zod's fallback messages on the server are the spec's (spec 000 section 5)", () => {
  it.each(fallbackMessageCases(z))('%s', (message, schema, input) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it("keeps a schema's own messages", () => {
    expect(firstMessage(ZCreatePostRequest, { title: '', content: 'Long enough content.' })).toBe('Title is required');
    expect(firstMessage(z.string().min(3, 'Too short, sorry'), 'ab')).toBe('Too short, sorry');
  });

  it('is installed by every shared-types entry point that defines schemas', async () => {
    const src = fileURLToPath(new URL('../../shared-types/src/', import.meta.url));
    const entries = [
      `${src}errors.ts`,
      ...readdirSync(src, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== 'zod-messages')
        .map((d) => `${src}${d.name}/index.ts`),
    ].filter((file) => /^import \{[^}]*\bz\b[^}]*\} from 'zod'/m.test(readFileSync(file, 'utf8')));
    expect(entries.length).toBeGreaterThan(5);

    const config = z.config();
    const installed = config.customError;
    try {
      for (const entry of entries) {
        vi.resetModules();
        config.customError = undefined;
        await import(pathToFileURL(entry).href);
        expect(firstMessage(z.string(), undefined), `${entry} must import the zod-messages module`).toBe('Required');
      }
    } finally {
      config.customError = installed;
    }
  });
});

describe('the API answers with them', () => {
  let server: TestServer;
  appSuite((app) => (server = app));

  it('over HTTP, for a field the spec gives no message', async () => {
    const alice = await member(server.url);
    const wrongType = await alice.post('/api/posts', { title: 'SAM tip', content: 'Renew sixty days early.', isPublic: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toMatchObject({ message: 'Expected boolean, received string', errors: [{ path: 'isPublic', message: 'Expected boolean, received string' }] });

    const tooFew = await alice.get('/api/posts?limit=0');
    expect(tooFew.status).toBe(400);
    expect(tooFew.json.message).toBe('Number must be greater than or equal to 1');
  });

  it('in socket acks', async () => {
    const socket = await connectSocket(server.url);
    try {
      expect(await emitWithAck(socket, 'room:join', 'feed')).toMatchObject({ ok: false, error: { message: 'Expected object, received string' } });
      expect(await emitWithAck(socket, 'room:join', {})).toMatchObject({ ok: false, error: { message: 'Unknown room' } });
    } finally {
      socket.disconnect();
    }
  });
});
