/** Messages between the live benchmark's orchestrator and its client processes (Node IPC). */

/** Epoch milliseconds with sub-millisecond resolution, comparable across processes on one machine. */
export const now = () => performance.timeOrigin + performance.now();

export type Tally = { revision: number; totalVoters: number; votes: Record<string, number> | null; words?: { text: string; count: number }[] | null };

export type ToWorker =
  | { type: 'setup'; url: string; sessionId: string; usernames: string[]; password: string; firstIndex: number }
  /** Each attendee votes option `index % options`, or with `words` types `words[index % words.length]` (a word cloud). */
  | { type: 'vote'; pollId: string; options: number; words?: string[]; startAt: number; spreadMs: number; total: number }
  | { type: 'ask'; perWorker: number }
  | { type: 'late-join'; count: number; concurrency: number; pollId: string }
  | { type: 'report'; pollId: string }
  | { type: 'finals' }
  /** Each attendee answers the check once at its moment of the spread; every `retryEvery`th answers again (a retry). */
  | { type: 'check-answer'; checkId: string; startAt: number; spreadMs: number; total: number; retryEvery: number }
  /** Each attendee lists their certificates and downloads this session's PDF. */
  | { type: 'certificates'; sessionId: string; concurrency: number }
  | { type: 'close' };

/** One attendee's answer to a check: ms from emit to ack, and whether a retry got the same answer back. */
export type CheckAnswerRecord = { index: number; ackMs: number; error?: string; retry?: 'same' | string };
/** One attendee's certificates of the session, and their PDF's download. */
export type CertificateRecord = { index: number; count: number; credits: number | null; pdfMs: number; pdfOk: boolean; error?: string };

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
  | { type: 'check-answered'; answers: CheckAnswerRecord[]; opened: number[] }
  | { type: 'certificates'; records: CertificateRecord[] }
  | { type: 'error'; message: string };

/** The orchestrator's handle on one client process. */
export type WorkerHandle = {
  ask<T extends FromWorker['type']>(message: ToWorker, answer: T): Promise<Extract<FromWorker, { type: T }>>;
  tell(message: ToWorker): void;
};
