import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Validate from '../../src/errors/parse-input';
import { startTestApp } from '../helpers/test-app';
import { Actor, type ActorKind } from './actors';
import { takeSnapshot, snapshotDiff, type Snapshot } from './db-snapshot';
import { Fixtures } from './fixtures';
import { FUZZ, assertWithin, timeBudget } from './fuzz-settings';
import { describeRequest, responseProblems, send, type FuzzRequest } from './fuzz-request';
import { boundaryRequests, requestArbitrary } from './request-arbitrary';
import { listApiRoutes, type RouteInfo } from './route-list';
import { discoverSchemas, shapeOf, type NamedSchema, type ObjectSchema } from './schema-examples';

/**
 * Which shared schemas a route validates with, observed rather than declared: parseInput is
 * wrapped to note the schemas it is handed while one learning request is in flight. Behaviour is
 * unchanged; the suite only learns which request shapes to bend for which route.
 */
const seen = vi.hoisted(() => ({ schemas: null as Set<unknown> | null }));
vi.mock('../../src/errors/parse-input', async (importOriginal) => {
  const original = await importOriginal<typeof Validate>();
  return {
    ...original,
    parseInput: ((schema, value) => {
      seen.schemas?.add(schema);
      return original.parseInput(schema, value);
    }) satisfies typeof original.parseInput,
  };
});

const server = await startTestApp({
  // The fuzz suite is one address making thousands of attempts; the limits have their own tests.
  AUTH_RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_PER_USERNAME: '1000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
});
afterAll(() => server.stop());

const routes = listApiRoutes(server.app);
const schemas = await discoverSchemas();
const actors: Record<ActorKind, Actor> = {
  visitor: await Actor.create('visitor', server),
  member: await Actor.create('member', server),
  operator: await Actor.create('operator', server),
};
const fixtures = await Fixtures.create(server.url, actors.operator, actors.member);
const db = server.database.connection.db!;
/**
 * The store as it was after the last request. Reads do not change it, so a refused write is
 * compared with the snapshot taken after the previous write instead of paying for a new one.
 */
let lastSnapshot: Snapshot | null = null;
const snapshot = () => takeSnapshot(db, server.config.uploadsDir);
const counts = { requests: 0, refusedWrites: 0, byStatus: new Map<number, number>() };

const budget = timeBudget(FUZZ.budgetMs, routes.length * 3);

const learned = new Map<string, NamedSchema[]>();
/** The schemas `route` parses its input with, learned from one request an operator sends with an empty body. */
async function schemasOf(route: RouteInfo): Promise<NamedSchema[]> {
  const key = `${route.method} ${route.path}`;
  const known = learned.get(key);
  if (known) return known;
  seen.schemas = new Set();
  const params = Object.fromEntries(route.params.map((p) => [p, '65a1b2c3d4e5f6a7b8c9d0e1']));
  await send(actors.operator.client, route, { params, query: '', body: { kind: 'json', value: {} } });
  const used = [...seen.schemas] as ObjectSchema[];
  seen.schemas = null;
  await actors.operator.restore();
  const named = used.filter((s) => shapeOf(s)).map((schema) => ({ name: schemas.find((s) => s.schema === schema)?.name ?? `${key} (local schema)`, schema }));
  learned.set(key, named);
  return named;
}

/** For the sweep: per parameter, a real id the route accepts (its base example is not a 404), else a fake one. */
async function sweepParams(route: RouteInfo, own: NamedSchema[]): Promise<Record<string, string>> {
  const fake = Object.fromEntries(route.params.map((p) => [p, '65a1b2c3d4e5f6a7b8c9d0e1']));
  const [probe] = boundaryRequests(route, fake, own);
  if (!route.params.length || !probe) return fake;
  for (const id of fixtures.knownIds) {
    const params = Object.fromEntries(route.params.map((p) => [p, id]));
    const res = await send(actors.operator.client, route, { ...probe, params });
    await actors.operator.restore();
    if (res.status !== 404) return params;
  }
  return fake;
}

async function check(actor: Actor, route: RouteInfo, req: FuzzRequest): Promise<void> {
  const write = route.method !== 'GET';
  const before = write ? (lastSnapshot ??= await snapshot()) : null;
  const res = await send(actor.client, route, req);
  counts.requests++;
  counts.byStatus.set(res.status, (counts.byStatus.get(res.status) ?? 0) + 1);
  const problems = responseProblems(res);
  if (before && res.status >= 400) {
    counts.refusedWrites++;
    lastSnapshot = await snapshot();
    const changed = snapshotDiff(before, lastSnapshot);
    if (changed.length) problems.push(`refused with ${res.status} but changed ${changed.join(', ')}`);
  }
  if (write && res.status < 400) {
    lastSnapshot = null;
    await actor.restore();
  }
  if (problems.length) {
    throw new Error(`${actor.kind}: ${describeRequest(route, req)}\n  -> ${res.status} ${res.text.slice(0, 300)}\n  ${problems.join('\n  ')}`);
  }
}

describe.each(['visitor', 'member', 'operator'] as const)('every API route, fuzzed as a %s', (kind) => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: never a 5xx, always the error shape, nothing written when refused', async (_name, route) => {
    const actor = actors[kind];
    await fixtures.ensure();
    lastSnapshot = null;
    await actor.restore();
    const own = await schemasOf(route);
    // The boundary sweep runs in full, once per route, as the actor who passes every guard; the
    // random requests after it are bounded in time.
    if (kind === 'operator') {
      for (const req of boundaryRequests(route, await sweepParams(route, own), own)) await check(actor, route, req);
    }
    await fixtures.ensure();
    lastSnapshot = null;
    const requests = requestArbitrary(
      route,
      fixtures.knownIds,
      own.map((s) => s.schema),
      schemas.map((s) => s.schema),
    );
    await assertWithin(requests, (req) => check(actor, route, req), budget.next());
  }, 120_000);
});

describe('the fuzz run', () => {
  it('reached every module and reports what it sent', () => {
    // A suite that silently found no routes (or only a few) would prove nothing.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const path of ['/api/posts', '/api/register', '/api/uploads', '/api/training-videos']) expect(routes.map((r) => r.path)).toContain(path);
    console.info(
      `fuzz: ${routes.length} routes x 3 actors, ${counts.requests} requests (${counts.refusedWrites} refused writes checked against the store), statuses ${JSON.stringify(Object.fromEntries([...counts.byStatus].sort(([a], [b]) => a - b)))}, seed ${FUZZ.seed}`,
    );
  });
});
