import type { TLiveSession } from '@app/shared-types/live-training/model';

/**
 * Broadcast copies of a session (the `live-session:updated` event) carry no viewer facts: every
 * flag false and both meeting links null. Taking one must not log the viewer out of their own
 * registration or hide their meeting link, so ours are kept unless the incoming copy has its own.
 */
export function mergeSession(held: TLiveSession | null | undefined, incoming: TLiveSession): TLiveSession {
  if (!held) return incoming;
  const anonymous = !incoming.viewer.registered && !incoming.viewer.canManage && !incoming.viewer.canAccess && !incoming.zoomJoinUrl && !incoming.zoomStartUrl;
  if (!anonymous) return incoming;
  return { ...incoming, viewer: held.viewer, zoomJoinUrl: held.zoomJoinUrl, zoomStartUrl: held.zoomStartUrl };
}

/** Free seats; never below zero. */
export function seatsLeft(session: Pick<TLiveSession, 'maxParticipants' | 'registeredCount'>): number {
  return Math.max(0, session.maxParticipants - session.registeredCount);
}

export function seatsLeftText(session: Pick<TLiveSession, 'maxParticipants' | 'registeredCount'>): string {
  const left = seatsLeft(session);
  if (left === 0) return 'Full';
  return left === 1 ? '1 seat left' : `${left} seats left`;
}
