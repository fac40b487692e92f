import type { TMonitoringResponse } from '@app/shared-types/monitoring';
import type { RunningServer } from '../../src/server';
import type { AppConfig } from '../../src/config';
import { uniqueName } from './community';
import { HttpClient } from './http-client';
import { signedInCookie } from './sessions';

type Server = RunningServer & { config: AppConfig };

/** A browser signed in as a new account with `role` (operators cannot sign up; they are made). */
export async function signedInAs(server: Server, role: 'operator' | 'member' | 'instructor' = 'operator') {
  const user = await server.users.register({ username: uniqueName(role), password: 'monitoring-pass' }, role);
  const client = new HttpClient(server.url);
  const cookie = await signedInCookie(server, user.id);
  client.setCookieHeader(cookie);
  return Object.assign(client, { user, cookieValue: cookie });
}

export async function overview(client: HttpClient): Promise<TMonitoringResponse> {
  const res = await client.get('/api/monitoring');
  if (res.status !== 200) throw new Error(`GET /api/monitoring: ${res.status} ${res.text}`);
  return res.json as TMonitoringResponse;
}

/** The stored count of API requests for `day` (what every node reads). */
export async function storedApiCount(server: Server, day: string): Promise<number> {
  const doc = await server.database.connection.db!.collection<{ _id: string; count: number }>('api_request_days').findOne({ _id: day });
  return doc?.count ?? 0;
}

export async function setStoredApiCount(server: Server, day: string, count: number): Promise<void> {
  await server.database.connection.db!.collection<{ _id: string; count: number }>('api_request_days').updateOne({ _id: day }, { $set: { count } }, { upsert: true });
}

/** Runs the sampling job now (as agenda's schedule would) and waits until it has finished. */
export async function runSampleJob(server: Server): Promise<void> {
  const before = await server.database.connection.db!.collection('system_metrics').countDocuments({});
  await server.jobs.agenda.now('monitoring:sample', {});
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const jobs = await server.database.connection.db!.collection('agendaJobs').find({ name: 'monitoring:sample', type: 'normal' }).toArray();
    const after = await server.database.connection.db!.collection('system_metrics').countDocuments({});
    if (after > before && jobs.every((j) => j.lastFinishedAt && !j.lockedAt)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the sample job did not finish');
}
