import { MEMBERSHIP_MESSAGES as M, type TSubscribeRequest, type TSubscribeResult } from '@app/shared-types/membership/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** `POST /api/subscribe` (identity from the session; the server checks the amount against the plan). */
export function subscribe(body: TSubscribeRequest): Promise<TSubscribeResult> {
  return apiRequest<TSubscribeResult>('POST', '/api/subscribe', body);
}

/** Start Premium Access: 'Payment Failed' with the server's message, or the spec's fallback. */
export function useSubscribe(onDone: (result: TSubscribeResult) => void) {
  return useAction(
    async (body: TSubscribeRequest) => {
      const result = await subscribe(body);
      onDone(result);
      return result;
    },
    { errorTitle: M.paymentFailedTitle, errorFallback: M.paymentFailedText },
  );
}
