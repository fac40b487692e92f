import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPremiumAccess } from '@app/shared-types/auth';
import { ZApiError } from '@app/shared-types/errors';
import { clientCommandSchemas, rooms } from '@app/shared-types/realtime';
import { startTestApp } from '../helpers/test-app';
import { connectSocket, nextEvent, type TestSocket } from '../helpers/socket-client';
import { Actor, type ActorKind } from './actors';
import { snapshotDiff, takeSnapshot } from './db-snapshot';
import { FUZZ, assertWithin, timeBudget } from './fuzz-settings';
import { hostileLeaf, hostileValue, trickyText, validLookingObjectId } from './hostile-values';
import { mutatedExample } from './request-arbitrary';
import { textLimit, textsAtLimit, validExample, type ObjectSchema } from './schema-examples';

const server = await startTestApp();
afterAll(() => server.stop());

const commands = Object.entries(clientCommandSchemas) as [string, ObjectSchema][];
const actors: Record<ActorKind, Actor> = {
  visitor: await Actor.create('visitor', server),
  member: await Actor.create('member', server),
  operator: await Actor.create('operator', server),
};
const db = server.database.connection.db!;
const counts = { events: 0, acks: 0, withoutAck: 0, oversized: 0 };
const budget = timeBudget(Math.floor(FUZZ.budgetMs / 4), commands.length * 3);

/** Another member's tab, in the feed: it must stay connected and keep hearing the feed whatever the fuzzer sends. */
const bystander = await Actor.create('member', server);
const bystanderSocket = await connectSocket(server.url, bystander.client.cookieHeader);
await new Promise((resolve) => bystanderSocket.emit('room:join', { room: rooms.feed }, resolve));

/** Room names a command could be pointed at: every room prefix with real and fake ids, internal and sub-rooms too. */
const roomName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...Object.keys(rooms), 'feed#premium', 'feed#members', 'sid', 'user:', ':', 'feed:feed'),
  fc
    .tuple(
      fc.constantFrom(...Object.keys(rooms), 'sid', 'feed#premium'),
      fc.oneof(
        fc.constantFrom(...Object.values(actors).flatMap((a) => (a.userId ? [a.userId] : [])), bystander.userId!),
        validLookingObjectId,
        trickyText,
      ),
    )
    .map(([prefix, id]) => `${prefix}:${id}`),
);

function payloads(schema: ObjectSchema): fc.Arbitrary<unknown> {
  const base = validExample(schema);
  const atLimits = base
    ? Object.keys(schema.shape).flatMap((key) => {
        const max = textLimit(schema, base, key);
        return max === null ? [] : textsAtLimit(max).map((text) => ({ ...base, [key]: text }));
      })
    : [];
  return fc.oneof(
    { weight: 3, arbitrary: mutatedExample([schema]) },
    { weight: 2, arbitrary: fc.record(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, roomName])) as Record<string, fc.Arbitrary<string>>) },
    { weight: 2, arbitrary: fc.oneof(hostileValue, hostileLeaf) },
    { weight: 1, arbitrary: atLimits.length ? fc.constantFrom(...atLimits) : fc.constant(base) },
    // Past socket.io's maxHttpBufferSize (100 kB): the server drops the sender, no one else.
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 130 }).map((kb) => ({ payload: 'x'.repeat(kb * 1024) })) },
  );
}

type Sent = { payload: unknown; withAck: boolean; extraArgs: unknown[] };

const ackWithin = (socket: TestSocket, event: string, args: unknown[], ms = 3000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event} within ${ms} ms`)), ms);
    (socket.emit as (e: string, ...a: unknown[]) => void)(event, ...args, (response: unknown) => {
      clearTimeout(timer);
      resolve(response);
    });
  });

/** Rooms a socket of this user may be in at all, whatever it asked for. */
function roomProblems(actor: Actor, socketId: string): string[] {
  const socket = server.io.sockets.sockets.get(socketId);
  if (!socket) return [];
  const user = socket.data.user;
  return [...socket.rooms].flatMap((room) => {
    if (room === socketId) return [];
    if (room.startsWith('user:') && room !== `user:${user?.id}`) return [`${actor.kind} sits in ${room}`];
    if (room.startsWith('sid:') && room !== `sid:${socket.data.sessionId}`) return [`${actor.kind} sits in ${room}`];
    if (room.endsWith('#members') && !user) return [`${actor.kind} sits in ${room}`];
    if (room.endsWith('#premium') && !hasPremiumAccess(user)) return [`${actor.kind} sits in ${room}`];
    return [];
  });
}

describe.each(['visitor', 'member', 'operator'] as const)('every socket command, fuzzed as a %s', (kind) => {
  it.each(commands)('%s: an error ack for bad input, nobody else disturbed, nothing written when refused', async (event, schema) => {
    const actor = actors[kind];
    await actor.restore();
    let socket = await connectSocket(server.url, actor.client.cookieHeader);
    const sent: fc.Arbitrary<Sent> = fc.record({ payload: payloads(schema), withAck: fc.boolean(), extraArgs: fc.oneof({ weight: 4, arbitrary: fc.constant<unknown[]>([]) }, fc.array(hostileLeaf, { minLength: 1, maxLength: 2 })) });
    try {
      await assertWithin(
        sent,
        async ({ payload, withAck, extraArgs }) => {
          const oversized = (JSON.stringify(payload) ?? '').length > 100_000;
          const before = await takeSnapshot(db, server.config.uploadsDir);
          counts.events++;
          const problems: string[] = [];
          if (!withAck) {
            counts.withoutAck++;
            (socket.emit as (e: string, ...a: unknown[]) => void)(event, payload, ...extraArgs);
          }
          if (oversized) {
            counts.oversized++;
            const dropped = nextEvent(socket, 'disconnect', 5000);
            if (withAck) (socket.emit as (e: string, ...a: unknown[]) => void)(event, payload, () => undefined);
            await dropped;
            socket = await connectSocket(server.url, actor.client.cookieHeader);
          } else {
            // Without an ack the same command is sent again with one: the answer proves the
            // server handled the first and is still listening on this connection.
            const response = await ackWithin(socket, event, withAck ? [payload, ...extraArgs] : [payload]);
            counts.acks++;
            const ack = response as { ok?: unknown; data?: unknown; error?: unknown };
            const valid = (!withAck || extraArgs.length === 0) && schema.safeParse(payload).success;
            if (ack?.ok === true) {
              if (!valid) problems.push('accepted a payload its schema refuses');
            } else if (ack?.ok !== false || !ZApiError.strict().safeParse(ack.error).success) {
              problems.push(`ack is not { ok, data } | { ok: false, error: { message, code } }: ${JSON.stringify(response)}`);
            } else if ((ack.error as { code: string }).code === 'INTERNAL') {
              problems.push('answered with an internal error');
            }
            if (ack?.ok === false) {
              const changed = snapshotDiff(before, await takeSnapshot(db, server.config.uploadsDir));
              if (changed.length) problems.push(`refused but changed ${changed.join(', ')}`);
            }
            problems.push(...roomProblems(actor, socket.id!));
          }
          if (!bystanderSocket.connected) problems.push("disconnected another member's socket");
          if (problems.length) throw new Error(`${kind} ${event} ${(JSON.stringify(payload) ?? 'undefined').slice(0, 300)} (ack: ${withAck})\n  ${problems.join('\n  ')}`);
        },
        budget.next(),
      );
    } finally {
      socket.disconnect();
    }
  }, 60_000);
});

describe('after the socket fuzz run', () => {
  it('the server still serves everyone: the bystander hears the feed, new connections work', async () => {
    expect(commands.length).toBeGreaterThanOrEqual(2);
    expect(bystanderSocket.connected).toBe(true);
    const heard = nextEvent<{ post: { title: string } }>(bystanderSocket, 'post:created');
    const author = actors.member.client;
    expect((await author.post('/api/posts', { title: 'Still here', content: 'The feed still reaches everyone.' })).status).toBe(201);
    expect((await heard).post.title).toBe('Still here');
    const fresh = await connectSocket(server.url);
    expect(fresh.connected).toBe(true);
    fresh.disconnect();
    bystanderSocket.disconnect();
    console.info(`socket fuzz: ${commands.length} commands x 3 actors, ${counts.events} events (${counts.acks} acks checked, ${counts.withoutAck} sent without an ack, ${counts.oversized} oversized), seed ${FUZZ.seed}`);
  });
});
