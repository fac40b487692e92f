import { useCallback, useEffect } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadSnapshot } from './api/get-snapshot';
import { dispatch, openPanel, type TPanelEvent } from './model/panel';
import { applyCancelled, applySession } from './model/sessions';
import { updatePanel, updateSessions } from './store';

const apply = (event: TPanelEvent) => updatePanel(dispatch, event);

/**
 * Keeps the panel of `sessionId` live: opens it for this viewer, loads the snapshot, joins the
 * `session:<id>` room and applies its events. After every reconnect the room is joined again and
 * the whole snapshot loaded again (onResync), so nothing missed while offline stays missing.
 * Returns the room's join state.
 */
export function useLiveTrainingEvents(sessionId: string | null, viewerId: string | null) {
  useEffect(() => {
    if (!sessionId) return;
    updatePanel(openPanel, sessionId, viewerId);
    void loadSnapshot(sessionId);
  }, [sessionId, viewerId]);

  const onResync = useCallback(() => {
    if (sessionId) void loadSnapshot(sessionId);
  }, [sessionId]);
  const room = useRoom(sessionId ? rooms.session(sessionId) : null, { onResync });

  useSocketEvent('live-session:updated', (payload) => {
    apply({ type: 'live-session:updated', payload });
    // The lists show the new status too (the card's label and buttons).
    updateSessions(applySession, payload.session);
  });
  useSocketEvent('live-session:cancelled', (payload) => {
    apply({ type: 'live-session:cancelled', payload });
    updateSessions(applyCancelled, payload.sessionId);
  });
  useSocketEvent('presence:changed', (payload) => apply({ type: 'presence:changed', payload }));
  useSocketEvent('presence:roster', (payload) => apply({ type: 'presence:roster', payload }));
  useSocketEvent('poll:created', (payload) => apply({ type: 'poll:created', payload }));
  useSocketEvent('poll:vote-counted', (payload) => apply({ type: 'poll:vote-counted', payload }));
  useSocketEvent('poll:closed', (payload) => apply({ type: 'poll:closed', payload }));
  useSocketEvent('question:asked', (payload) => apply({ type: 'question:asked', payload }));
  useSocketEvent('question:upvoted', (payload) => apply({ type: 'question:upvoted', payload }));
  useSocketEvent('question:answered', (payload) => apply({ type: 'question:answered', payload }));
  useSocketEvent('question:moderated', (payload) => apply({ type: 'question:moderated', payload }));
  useSocketEvent('question:removed', (payload) => apply({ type: 'question:removed', payload }));
  useSocketEvent('breakout:opened', (payload) => apply({ type: 'breakout:opened', payload }));
  useSocketEvent('breakout:assigned', (payload) => apply({ type: 'breakout:assigned', payload }));
  useSocketEvent('breakout:updated', (payload) => apply({ type: 'breakout:updated', payload }));
  useSocketEvent('breakout:closed', (payload) => apply({ type: 'breakout:closed', payload }));
  useSocketEvent('resource:shared', (payload) => apply({ type: 'resource:shared', payload }));
  useSocketEvent('resource:removed', (payload) => apply({ type: 'resource:removed', payload }));
  useSocketEvent('controls:changed', (payload) => apply({ type: 'controls:changed', payload }));
  useSocketEvent('quiz:leaderboard', (payload) => apply({ type: 'quiz:leaderboard', payload }));
  useSocketEvent('qa:settings', (payload) => apply({ type: 'qa:settings', payload }));
  useSocketEvent('hand:queue', (payload) => apply({ type: 'hand:queue', payload }));
  useSocketEvent('hand:mine', (payload) => apply({ type: 'hand:mine', payload }));
  useSocketEvent('reactions:counted', (payload) => apply({ type: 'reactions:counted', payload }));
  useSocketEvent('breakout:timer', (payload) => apply({ type: 'breakout:timer', payload }));
  useSocketEvent('breakout:message', (payload) => apply({ type: 'breakout:message', payload }));
  useSocketEvent('presenter:changed', (payload) => apply({ type: 'presenter:changed', payload }));

  return room;
}
