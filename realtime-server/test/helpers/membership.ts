import type { TSubscribeResult, TSubscription } from '@app/shared-types/membership';
import type { HttpClient } from './http-client';

/** Subscribes through the API as a browser would; the answer must be 201. */
export async function subscribe(client: HttpClient, planId: string, paymentMethod = 'cashapp', amount?: number): Promise<TSubscribeResult> {
  const prices: Record<string, number> = { starter: 97, professional: 197, premium: 297 };
  const res = await client.post('/api/subscribe', { planId, paymentMethod, amount: amount ?? prices[planId] });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${res.text}`);
  return res.json as TSubscribeResult;
}

export async function approve(operator: HttpClient, subscriptionId: string): Promise<TSubscription> {
  const res = await operator.post(`/api/payments/${subscriptionId}/approve`, {});
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${res.text}`);
  return res.json as TSubscription;
}

/** A member on a paid plan through the Cash App path (subscribe, an operator approves). */
export async function paidMember(member: HttpClient, operator: HttpClient, planId: 'starter' | 'professional' | 'premium'): Promise<TSubscription> {
  const { subscription } = await subscribe(member, planId);
  return approve(operator, subscription.id);
}
