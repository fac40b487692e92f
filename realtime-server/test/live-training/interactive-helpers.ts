import type { Connection } from 'mongoose';
import type { TAck } from '@app/shared-types/realtime';
import type { TPoll } from '@app/shared-types/live-training';
import { interactiveModels } from '../../src/modules/live-training/interactive/interactive.models';
import type { HttpClient } from '../helpers/http-client';
import type { TestSocket } from '../helpers/socket-client';

export type LiveCommand = 'live:snapshot' | 'poll:vote' | 'question:ask' | 'question:upvote' | 'breakout:join' | 'breakout:leave' | 'reaction:send' | 'hand:raise';

/** Sends one of the panel's socket commands and resolves with its ack. */
export function command<T = unknown>(socket: TestSocket, event: LiveCommand, payload: unknown): Promise<TAck<T>> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, ack: (r: TAck<T>) => void) => void)(event, payload, resolve));
}

/** Resolves with the first `event` the socket receives that satisfies `match`. */
export function eventWhere<T>(socket: TestSocket, event: string, match: (payload: T) => boolean, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = socket as unknown as { on: (e: string, cb: (v: T) => void) => void; off: (e: string, cb: (v: T) => void) => void };
    const handler = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      on.off(event, handler);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      on.off(event, handler);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    on.on(event, handler);
  });
}

/** Nothing more arrives for a moment (events are sent right after the write that caused them). */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

export async function createPoll(instructor: HttpClient, sessionId: string, overrides: Record<string, unknown> = {}): Promise<TPoll> {
  const res = await instructor.post(`/api/training/polls/${sessionId}`, { question: 'Which form do you file quarterly?', options: ['941', '940', 'W-2'], ...overrides });
  if (res.status !== 201) throw new Error(`create poll failed: ${res.status} ${res.text}`);
  return res.json as TPoll;
}

/** The interactive collections of a running app, for checking what a request stored or did not. */
export const interactiveStore = (db: Connection) => interactiveModels(db);

/** Every document of the panel's collections for a session, for "nothing changed" comparisons. */
export async function panelState(db: Connection, sessionId: string) {
  const m = interactiveModels(db);
  const [polls, votes, questions, upvotes, rooms, seats, resources, controls] = await Promise.all([
    m.Polls.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Votes.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Questions.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Upvotes.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Rooms.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Seats.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Resources.find({ sessionId }).sort({ _id: 1 }).lean(),
    m.Controls.find({ sessionId }).lean(),
  ]);
  return JSON.parse(JSON.stringify({ polls, votes, questions, upvotes, rooms, seats, resources, controls })) as unknown;
}
