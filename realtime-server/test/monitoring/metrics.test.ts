import { describe, expect, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { createPost, member } from '../helpers/community';
import { appSuite, startTestApp, type TestServer } from '../helpers/test-app';

const TOKEN = 'test-metrics-token-0123456789';

async function scrape(url: string, token?: string) {
  const res = await fetch(`${url}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('GET /metrics for Prometheus', () => {
  let server: TestServer;
  appSuite((app) => (server = app), { env: () => ({ METRICS_TOKEN: TOKEN }) });

  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await scrape(server.url)).status).toBe(401);
    expect((await scrape(server.url, 'wrong-token-wrong-token')).status).toBe(401);
    expect((await scrape(server.url, TOKEN)).status).toBe(200);
  });

  it('does not exist when no token is configured', async () => {
    const plain = await startTestApp();
    try {
      expect((await scrape(plain.url)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });

  it('parses as Prometheus text with default, HTTP (route templates), socket and usage metrics', async () => {
    const poster = await member(server.url);
    const post = await createPost(poster);
    await poster.get(`/api/posts/${post.id}/comments`);
    // Scrapes within a second reuse one measurement (an earlier test scraped): the new post shows after that.
    let res = await scrape(server.url, TOKEN);
    for (const deadline = Date.now() + 3_000; !/^app_usage\{resource="posts"\} 1$/m.test(res.text) && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 250));
      res = await scrape(server.url, TOKEN);
    }
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = new Map(parsePrometheusTextFormat(res.text).map((f) => [f.name, f]));
    // Every sample's value is a number (the parser checks the line syntax, not the values).
    for (const family of families.values()) for (const m of family.metrics) if (m.value !== undefined) expect(Number.isNaN(Number(m.value))).toBe(false);
    expect(families.get('process_cpu_user_seconds_total')?.type).toBe('COUNTER');
    expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    const http = families.get('http_request_duration_seconds');
    expect(http?.type).toBe('HISTOGRAM');
    // The parser drops histogram labels; read them from the _count lines.
    const routes = [...res.text.matchAll(/^http_request_duration_seconds_count\{method="([^"]+)",route="([^"]+)",status_code="(\d+)"\} \d+$/gm)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    expect(routes).toContain('POST /api/posts 201');
    expect(routes).toContain('GET /api/posts/:id/comments 200');
    expect(routes.some((r) => r.includes(post.id))).toBe(false);
    expect(families.get('socketio_connected_sockets')?.type).toBe('GAUGE');
    const usage = new Map(families.get('app_usage')!.metrics.map((m) => [m.labels!.resource, Number(m.value)]));
    expect(usage.get('users')).toBe(await server.database.connection.db!.collection('users').countDocuments({}));
    expect(usage.get('posts')).toBe(1);
    expect(usage.get('storage_bytes')).toBeGreaterThan(0);
  });

  it('keeps a bounded number of series after 10,000 requests to random unknown paths', async () => {
    const seriesCount = async () => (await scrape(server.url, TOKEN)).text.split('\n').filter((l) => l && !l.startsWith('#')).length;
    const before = await seriesCount();
    const paths = Array.from({ length: 10_000 }, (_, i) => {
      const r = Math.random().toString(36).slice(2);
      return ['/api/', '/', '/media/', '/assets/'][i % 4] + `${r}/${i}?q=${r}`;
    });
    const methods = ['GET', 'POST', 'PROPFIND', 'DELETE'];
    for (let i = 0; i < paths.length; i += 200) {
      await Promise.all(paths.slice(i, i + 200).map((p, j) => fetch(server.url + p, { method: methods[(i + j) % methods.length] }).then((r) => r.arrayBuffer())));
    }
    const after = await seriesCount();
    // A handful of new label sets (unmatched routes × methods × statuses), never one per path.
    expect(after - before).toBeLessThan(200);
    const text = (await scrape(server.url, TOKEN)).text;
    expect(text).not.toContain(paths[0]!.split('/')[2]!);
  }, 240_000);
});
