import type { TBreakoutMessage, TBreakoutTimer, THandsView, TPresenterView, TReactionsState, TSessionSnapshot } from '@app/shared-types/live-training/model';
import type { TPanelAction, TSliceContext } from './actions';

/**
 * The engagement slice of the panel: raised hands (the viewer's place; the whole queue for
 * instructors), reactions' counts (and whether they are on), the breakout rooms' timer and the
 * last message broadcast to them, and what the presenter view shows.
 */
export type TEngagementState = {
  hands: THandsView;
  reactions: TReactionsState | null;
  breakoutTimer: TBreakoutTimer | null;
  breakoutMessage: TBreakoutMessage | null;
  presenter: TPresenterView;
};

export const initialEngagement: TEngagementState = {
  hands: { myPosition: null },
  reactions: null,
  breakoutTimer: null,
  breakoutMessage: null,
  presenter: { mode: 'auto', pollId: null },
};

export function engagementFromSnapshot(snapshot: TSessionSnapshot, held: TEngagementState): TEngagementState {
  return {
    hands: snapshot.hands ?? initialEngagement.hands,
    reactions: snapshot.reactions ?? null,
    breakoutTimer: snapshot.breakoutTimer ?? null,
    // A message stays while the rooms it was sent to are open.
    breakoutMessage: snapshot.breakoutTimer || snapshot.breakouts.some((r) => r.status === 'active') ? held.breakoutMessage : null,
    presenter: snapshot.presenter ?? initialEngagement.presenter,
  };
}

function next(s: TEngagementState, a: TPanelAction, ctx: TSliceContext): TEngagementState {
  switch (a.type) {
    case 'hand:queue': {
      const mine = ctx.me ? a.payload.queue.find((h) => h.userId === ctx.me) : undefined;
      return { ...s, hands: { ...s.hands, queue: a.payload.queue, myPosition: mine ? mine.position : s.hands.myPosition } };
    }
    case 'hand:mine':
      return { ...s, hands: { ...s.hands, myPosition: a.payload.position } };
    case 'own:hand':
      return { ...s, hands: { ...s.hands, ...a.view } };
    case 'reactions:counted': {
      const { sessionId: _drop, ...counted } = a.payload;
      // Counts carry a revision: an older copy arriving late changes nothing.
      return !s.reactions || counted.revision >= s.reactions.revision ? { ...s, reactions: counted } : s;
    }
    case 'breakout:timer':
      return { ...s, breakoutTimer: a.payload.timer };
    case 'breakout:message':
      return { ...s, breakoutMessage: a.payload };
    case 'breakout:closed':
      return { ...s, breakoutTimer: null, breakoutMessage: null };
    case 'presenter:changed':
      return { ...s, presenter: a.payload.view };
    default:
      return s;
  }
}

/** Applies an action to the engagement slice; the same state object when it is not about it. */
export function reduceEngagement<S extends TEngagementState & TSliceContext>(s: S, a: TPanelAction): S {
  const n = next(s, a, s);
  return n === s ? s : { ...s, ...n };
}
