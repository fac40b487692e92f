import { Types } from 'mongoose';
import { expect } from 'vitest';
import type { TNotification, TUnreadCount } from '@app/shared-types/notifications';
import type { RunningServer } from '../../src/server';
import { connectSocket, type TestSocket } from './socket-client';

export type Created = { notification: TNotification } & TUnreadCount;
export type Read = { ids: string[] | 'all' } & TUnreadCount;

/** One tab with the bell: every notification event it got, and the count it shows (the highest version's). */
export type Bell = { socket: TestSocket; created: Created[]; read: Read[]; shown: () => TUnreadCount | null };

export async function openBell(url: string, cookie: string): Promise<Bell> {
  const socket = await connectSocket(url, cookie);
  const created: Created[] = [];
  const read: Read[] = [];
  let best: TUnreadCount | null = null;
  const keep = ({ unread, version }: TUnreadCount) => {
    if (!best || version > best.version) best = { unread, version };
  };
  socket.on('notification:created', (e) => {
    created.push(e);
    keep(e);
  });
  socket.on('notification:read', (e) => {
    read.push(e);
    keep(e);
  });
  return { socket, created, read, shown: () => best };
}

/** Runs a job through agenda now (as its schedule would) and waits until agenda has finished it. */
export async function runJobNow(server: Pick<RunningServer, 'jobs' | 'database'>, name: string, data: Record<string, unknown>): Promise<void> {
  const job = await server.jobs.agenda.now(name, data);
  const jobs = server.database.connection.collection('agendaJobs');
  const _id = new Types.ObjectId(String(job.attrs._id));
  await expect.poll(async () => (await jobs.findOne({ _id }))?.lastFinishedAt ?? null, { timeout: 15_000 }).not.toBeNull();
}
