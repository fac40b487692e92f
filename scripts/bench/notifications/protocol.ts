/** Messages between the notifications benchmark's orchestrator, its server process and its client processes (Node IPC). */
export { now } from '../live/protocol';

export type Member = { index: number; username: string };
/** What a member does before the run: write a post to be replied to or liked, register for the session. */
export type Prepare = { post: boolean; register: boolean };

/** One write of the run: `actor` replies to or likes `recipient`'s post at `at` (epoch ms). */
export type Action = { id: number; kind: 'reply' | 'like'; actor: number; recipient: number; postId: string; at: number };

/** One bell event as a tab received it. */
export type Receipt = { type: string; actorId: string | null; actorCount: number; unread: number; version: number; at: number };

export type ToWorker =
  | { type: 'setup'; url: string; sessionId: string; members: (Member & Prepare)[]; password: string }
  | { type: 'act'; actions: Action[] }
  | { type: 'report' }
  | { type: 'rest-counts' }
  | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; sockets: number; posts: Record<number, string>; ids: Record<number, string> }
  | { type: 'acted'; sent: { id: number; at: number; status: number }[] }
  | { type: 'report'; receipts: Record<number, Receipt[]>; finals: Record<number, { unread: number; version: number } | null> }
  | { type: 'rest-counts'; counts: Record<number, number> }
  | { type: 'error'; message: string };

export type ToServer = { type: 'cpu' } | { type: 'run-job'; name: string; data: Record<string, unknown> };
export type FromServer = { type: 'ready'; url: string; instructor: string } | { type: 'cpu'; userMs: number; systemMs: number; commands: Record<string, number> } | { type: 'job-queued'; at: number };
