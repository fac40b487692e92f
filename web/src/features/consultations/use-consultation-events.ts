import { useCallback } from 'react';
import type { TConsultation, TConsultationFilter } from '@app/shared-types/consultations/model';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { formatWhen } from '../../lib/business-hours/firm-dates';
import { loadConsultations } from './api/get-consultations';
import { reloadAllowances } from './api/get-allowance';
import { consultationHeading } from './components/consultation-heading';
import { changeAnnouncement, type TChangeKind } from './model/consultations';
import { forgetAnchor, rememberAnchor } from './scroll-anchor';
import { applyConsultationEvent } from './store';

/**
 * The page's live updates. Operators join the operators-only `consultations` room (the firm's whole
 * schedule); a member listens to their own `user:<id>` room, where their bookings arrive wherever
 * they were changed (another tab, an operator). On every reconnect the list and the allowance are
 * loaded again, so nothing missed while offline stays missing.
 */
export function useConsultationEvents(viewer: { id: string; isOperator: boolean } | null, category: TConsultationFilter) {
  const room = viewer ? (viewer.isOperator ? rooms.consultations : rooms.user(viewer.id)) : null;
  const onResync = useCallback(() => {
    void loadConsultations(category);
    reloadAllowances();
  }, [category]);
  const state = useRoom(room, { onResync });

  const viewerId = viewer?.id ?? null;
  const apply = (kind: TChangeKind) => (c: TConsultation) => {
    if (!viewerId) return;
    rememberAnchor(c.id);
    const changed = applyConsultationEvent(kind, c, (x) => changeAnnouncement(kind, consultationHeading(x), x.startsAt ? formatWhen(x.startsAt) : null), viewerId);
    if (!changed) forgetAnchor();
    if (kind !== 'updated' && c.userId === viewerId) reloadAllowances();
  };
  useSocketEvent('consultation:booked', apply('booked'));
  useSocketEvent('consultation:rescheduled', apply('rescheduled'));
  useSocketEvent('consultation:cancelled', apply('cancelled'));
  useSocketEvent('consultation:updated', apply('updated'));
  return state;
}
