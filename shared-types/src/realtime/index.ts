import { z } from 'zod';
import '../zod-messages';
import type { TApiError } from '../errors';
import type { FeedEvents } from '../community/feed';
import type { ComplianceEvents } from '../compliance/model';
import type { TUser } from '../auth';
import type { MonitoringEvents } from '../monitoring/model';
import type { MembershipEvents } from '../membership/model';
import type { ContactEvents } from '../contact/model';
import type { SmsEvents } from '../sms/model';
import type { ConsultationEvents } from '../consultations/model';
import type { NotificationEvents } from '../notifications/model';
import {
  liveTrainingCommandSchemas,
  type LiveTrainingEvents,
  type TBreakoutRoom,
  type THandsView,
  type TQuestionForViewer,
  type TReactionsState,
  type TSessionSnapshot,
  type TUpvoteResult,
  type TVoteResult,
} from '../live-training';
import { cpeCommandSchemas, type CpeEvents, type TCheckAnswerResult } from '../live-training/cpe';

/** Every client->server handler answers through this ack. */
export type TAck<T = undefined> = { ok: true; data: T } | { ok: false; error: TApiError };
export type TAckFn<T = undefined> = (response: TAck<T>) => void;

export { rooms } from './model';

/** Room names a client may ask to join; the server authorises each one. */
export const ZRoomName = z
  .string({ error: 'Unknown room' })
  .max(100)
  .regex(/^(feed|monitoring|payments|contacts|sms-campaigns|consultations|(user|session|scan|campaign):[A-Za-z0-9_-]{1,64})$/, 'Unknown room');
export const ZRoomRequest = z.object({ room: ZRoomName });
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

/**
 * Every client->server command with the schema of its payload, at run time: the fuzz suite sends
 * hostile payloads to each one, so a feature's commands are covered as soon as they are listed here.
 * Feature issues spread their own command maps into it.
 */
export const clientCommandSchemas = {
  'room:join': ZRoomRequest,
  'room:leave': ZRoomRequest,
  ...liveTrainingCommandSchemas,
  ...cpeCommandSchemas,
} satisfies Record<string, z.ZodType>;

/** Server -> client events. Feature issues add their events here. */
export interface ServerToClientEvents extends FeedEvents, LiveTrainingEvents, ComplianceEvents, MonitoringEvents, MembershipEvents, ContactEvents, SmsEvents, NotificationEvents, ConsultationEvents, CpeEvents {
  'session:expired': () => void;
  /** The signed-in user's own account changed (role, premium...): the client refreshes its identity. */
  'user:updated': (user: TUser) => void;
}

/** Client -> server events, each with a zod-validated payload and an ack. */
export interface ClientToServerEvents {
  'room:join': (payload: TRoomRequest, ack: TAckFn) => void;
  'room:leave': (payload: TRoomRequest, ack: TAckFn) => void;
  /** The whole panel state of a session the caller may enter (on join and on every reconnect). */
  'live:snapshot': (payload: CommandInput<'live:snapshot'>, ack: TAckFn<TSessionSnapshot>) => void;
  'poll:vote': (payload: CommandInput<'poll:vote'>, ack: TAckFn<TVoteResult>) => void;
  'question:ask': (payload: CommandInput<'question:ask'>, ack: TAckFn<TQuestionForViewer>) => void;
  /** Toggles the caller's upvote. */
  'question:upvote': (payload: CommandInput<'question:upvote'>, ack: TAckFn<TUpvoteResult>) => void;
  'breakout:join': (payload: CommandInput<'breakout:join'>, ack: TAckFn<TBreakoutRoom>) => void;
  'breakout:leave': (payload: CommandInput<'breakout:leave'>, ack: TAckFn) => void;
  /** Answers an open attendance check (CPE). */
  'check:answer': (payload: z.input<(typeof cpeCommandSchemas)['check:answer']>, ack: TAckFn<TCheckAnswerResult>) => void;
  /** A reaction (throttled per member); answers the session's counts. */
  'reaction:send': (payload: CommandInput<'reaction:send'>, ack: TAckFn<TReactionsState>) => void;
  /** Raises or lowers the caller's hand; answers their place in the queue. */
  'hand:raise': (payload: CommandInput<'hand:raise'>, ack: TAckFn<THandsView>) => void;
}

type CommandInput<E extends keyof typeof liveTrainingCommandSchemas> = z.input<(typeof liveTrainingCommandSchemas)[E]>;
