import type { z } from 'zod';
import type { ZFeedbackRequest } from '@app/shared-types/live-training';
import type { TRegistration } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export type TFeedbackBody = z.output<typeof ZFeedbackRequest>;

/** `POST /api/live-training/:id/feedback`: a registered attendee rates the session (again replaces). */
export function sendFeedback(sessionId: string, body: TFeedbackBody): Promise<TRegistration> {
  return apiRequest<TRegistration>('POST', `/api/live-training/${encodeURIComponent(sessionId)}/feedback`, body);
}

export function useSendFeedback(sessionId: string) {
  return useAction((body: TFeedbackBody) => sendFeedback(sessionId, body), {
    success: { variant: 'success', title: 'Thank You for Your Feedback', description: 'Your rating has been saved.' },
    errorTitle: 'Could not send your feedback',
  });
}
