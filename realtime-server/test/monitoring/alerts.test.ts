import { describe, expect, it } from 'vitest';
import { counterDay } from '../../src/modules/monitoring/api-counter';
import { overview, runSampleJob, setStoredApiCount, signedInAs } from '../helpers/monitoring';
import { appSuite, type TestServer } from '../helpers/test-app';

type AlertRow = { alertType: string; resource: string; isResolved: boolean; threshold: number; currentValue: number; limitValue: number; message: string };

describe('usage alerts, recommendations and health badges', () => {
  let server: TestServer;
  let operator: Awaited<ReturnType<typeof signedInAs>>;
  const day = counterDay();
  // Nothing is written to the shared counter during a test, so the figure shown is stored + this node's pending requests.
  appSuite(
    async (app) => {
      server = app;
      operator = await signedInAs(server);
    },
    { env: () => ({ API_COUNTER_FLUSH_MS: '60000' }) },
  );

  const alertRows = () => server.database.connection.db!.collection<AlertRow>('usage_alerts').find({ resource: 'api_requests' }).toArray();

  /** Makes the next GET /api/monitoring show exactly `target` API requests today. */
  async function showApiRequests(target: number) {
    await setStoredApiCount(server, day, 0);
    const pending = (await overview(operator)).summary.apiRequestsToday;
    await setStoredApiCount(server, day, target - pending - 1);
    const { summary } = await overview(operator);
    expect(summary.apiRequestsToday).toBe(target);
    return summary;
  }

  /** Sets the stored count so the sample job reads `target` (give or take this node's pending few). */
  async function sampleAt(target: number) {
    await setStoredApiCount(server, day, target);
    await runSampleJob(server);
    return alertRows();
  }

  it('creates exactly one alert when a threshold is crossed and resolves it when usage falls back', async () => {
    expect(await sampleAt(50_000)).toEqual([]);

    let rows = await sampleAt(80_000);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alertType: 'high_usage', isResolved: false, threshold: 75, limitValue: 100_000 });
    expect(rows[0]!.message).toMatch(/^API requests today above 75% of the limit: 80,0\d\d of 100,000/);
    // Still above: no second alert.
    expect(await sampleAt(85_000)).toHaveLength(1);

    rows = await sampleAt(95_000);
    expect(rows.filter((r) => !r.isResolved).map((r) => r.alertType).sort()).toEqual(['high_usage', 'limit_warning']);
    expect(rows).toHaveLength(2);

    rows = await sampleAt(120_000);
    expect(rows.filter((r) => !r.isResolved).map((r) => r.alertType).sort()).toEqual(['high_usage', 'limit_exceeded', 'limit_warning']);
    expect(rows).toHaveLength(3);
    const open = (await overview(operator)).alerts;
    expect(open.map((a) => a.alertType).sort()).toEqual(['high_usage', 'limit_exceeded', 'limit_warning']);
    expect(open.every((a) => a.resource === 'api_requests' && !a.isResolved && a.id && a.currentValue >= 120_000)).toBe(true);

    rows = await sampleAt(92_000);
    expect(rows.filter((r) => r.isResolved).map((r) => r.alertType)).toEqual(['limit_exceeded']);
    rows = await sampleAt(10_000);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.isResolved)).toBe(true);
    expect((await overview(operator)).alerts).toEqual([]);

    // Crossing again opens a new one (the resolved one stays in the history).
    rows = await sampleAt(76_000);
    expect(rows.filter((r) => !r.isResolved)).toHaveLength(1);
    expect(rows).toHaveLength(4);
    await sampleAt(0);
  });

  it('gives the spec’s API badge and recommendation at 50, 75, 90 and 100 percent', async () => {
    const titles = (s: { recommendations: { title: string }[] }) => s.recommendations.map((r) => r.title);
    let s = await showApiRequests(49_999);
    expect(titles(s)).toEqual(['System Running Optimally']);
    s = await showApiRequests(50_000);
    expect(titles(s)).toEqual([]);
    s = await showApiRequests(75_000);
    expect(titles(s)).toEqual([]);
    s = await showApiRequests(75_001);
    expect(titles(s)).toEqual(['High API Usage']);
    expect(s.health.api.label).toBe('Normal');
    s = await showApiRequests(90_000);
    expect(s.health.api.label).toBe('Normal');
    s = await showApiRequests(90_001);
    expect(s.health.api.label).toBe('High Load');
    s = await showApiRequests(100_000);
    expect(s.percents.api).toBe(100);
    expect(s.health.api.label).toBe('High Load');
    expect(s.health.database.label).toBe('Healthy');
    expect(s.health.platform.label).toBe('Operational');
    await setStoredApiCount(server, day, 0);
  });

  it('says the community is growing above half of the 10,000-user limit', async () => {
    const users = server.database.connection.db!.collection('users');
    const existing = await users.countDocuments({});
    const docs = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({ username: `bulk${from + i}`, usernameKey: `bulk${from + i}`, password: 'x', isPremium: false, role: 'member', createdAt: new Date(), updatedAt: new Date() }));
    await users.insertMany(docs(5_000 - existing, 0));
    let s = (await overview(operator)).summary;
    expect(s.totalUsers).toBe(5_000);
    expect(s.recommendations.map((r) => r.title)).toEqual([]);
    await users.insertMany(docs(1, 10_000));
    s = (await overview(operator)).summary;
    expect(s.recommendations.map((r) => r.title)).toEqual(['Growing Community']);
  });
});
