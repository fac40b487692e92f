import type { LiveTrainingEvents, TBreakoutRoom, THandsView, TQuestionForViewer, TUpvoteResult, TVoteResult } from '@app/shared-types/live-training/model';

type EventName = keyof LiveTrainingEvents;
/** A server event of the session's room, as the panel's slices receive it. */
export type TPanelEvent = { [E in EventName]: { type: E; payload: Parameters<LiveTrainingEvents[E]>[0] } }[EventName];

/** What the viewer's own commands answered (not broadcast to them in this shape). */
export type TOwnResult =
  | { type: 'own:vote'; result: TVoteResult }
  | { type: 'own:upvote'; result: TUpvoteResult }
  | { type: 'own:question'; question: TQuestionForViewer }
  | { type: 'own:breakout-joined'; room: TBreakoutRoom }
  | { type: 'own:breakout-left' }
  | { type: 'own:hand'; view: THandsView };

/** The viewer's own doings that only change what this tab shows (notices put away). */
export type TUiAction = { type: 'ui:poll-notice-dismissed' } | { type: 'ui:breakout-notice-dismissed' };

export type TPanelAction = TPanelEvent | TOwnResult | TUiAction;

/** What every slice may read besides its own keys: who is looking, and in which role. */
export type TSliceContext = {
  /** The signed-in viewer's id. */
  me: string | null;
  role: 'instructor' | 'attendee';
};

/** The session an action is about (null: the viewer's own results, always ours). */
export function actionSessionId(a: TPanelAction): string | null {
  switch (a.type) {
    case 'live-session:updated':
      return a.payload.session.id;
    case 'poll:created':
    case 'poll:closed':
      return a.payload.poll.sessionId;
    case 'question:asked':
    case 'question:answered':
    case 'question:moderated':
      return a.payload.question.sessionId;
    case 'breakout:updated':
      return a.payload.room.sessionId;
    case 'resource:shared':
      return a.payload.resource.sessionId;
    case 'live-session:cancelled':
    case 'presence:changed':
    case 'presence:roster':
    case 'poll:vote-counted':
    case 'question:upvoted':
    case 'question:removed':
    case 'breakout:opened':
    case 'breakout:assigned':
    case 'breakout:closed':
    case 'resource:removed':
    case 'controls:changed':
    case 'quiz:leaderboard':
    case 'qa:settings':
    case 'hand:queue':
    case 'hand:mine':
    case 'reactions:counted':
    case 'breakout:timer':
    case 'breakout:message':
    case 'presenter:changed':
      return a.payload.sessionId;
    default:
      return null;
  }
}

/** Replaces the item with `id` by `fn(item)`; the same array when nothing changed. */
export function updateById<T extends { id: string }>(items: T[], id: string, fn: (item: T) => T): T[] {
  const held = items.find((i) => i.id === id);
  if (!held) return items;
  const next = fn(held);
  return next === held ? items : items.map((i) => (i.id === id ? next : i));
}
