import type { TPaidPlanId, TPlanChangeQuote, TSubscription } from '@app/shared-types/membership/model';
import { apiRequest } from '../../../lib/api-client';

/** What changing to `planId` would do (nothing written): credit, amount due, when it takes effect. */
export const previewPlanChange = (planId: TPaidPlanId) => apiRequest<TPlanChangeQuote>('POST', '/api/subscriptions/mine/change/preview', { planId });
export const changePlan = (planId: TPaidPlanId) => apiRequest<TPlanChangeQuote>('POST', '/api/subscriptions/mine/change', { planId });
export const undoPlanChange = () => apiRequest<TSubscription>('POST', '/api/subscriptions/mine/undo-change');
