/** Messages between the live benchmark's orchestrator and its client processes (Node IPC). */

/** Epoch milliseconds with sub-millisecond resolution, comparable across processes on one machine. */
export const now = () => performance.timeOrigin + performance.now();

export type Tally = { revision: number; totalVoters: number; votes: Record<string, number> | null };

export type ToWorker =
  | { type: 'setup'; url: string; sessionId: string; usernames: string[]; password: string; firstIndex: number }
  | { type: 'vote'; pollId: string; options: number; startAt: number; spreadMs: number; total: number }
  | { type: 'ask'; perWorker: number }
  | { type: 'late-join'; count: number; concurrency: number; pollId: string }
  | { type: 'report'; pollId: string }
  | { type: 'finals' }
  | { type: 'close' };

export type VoteRecord = { index: number; ackAt: number; revision: number; error?: string };

export type FromWorker =
  | { type: 'ready'; sockets: number }
  | { type: 'voted'; votes: VoteRecord[] }
  | { type: 'asked'; count: number }
  | { type: 'finals'; finals: (Tally | null)[] }
  | { type: 'late-joined'; snapshotMs: number[]; joinAndSnapshotMs: number[]; tallies: Tally[] }
  | {
      type: 'report';
      /** Per socket: [revision, receivedAt] of every tally of the poll, in arrival order. */
      receipts: [number, number][][];
      /** Per socket: the highest-revision tally it holds (what its panel shows). */
      finals: (Tally | null)[];
      /** Room name -> receipt time of 'breakout:opened' on each socket. */
      pushes: Record<string, number[]>;
    }
  | { type: 'error'; message: string };
