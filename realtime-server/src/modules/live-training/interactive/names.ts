import type { TUser } from '@app/shared-types/auth';

/** The name shown beside a member's question, breakout seat or shared resource. */
export function displayName(user: Pick<TUser, 'username' | 'firstName' | 'lastName'>): string {
  const full = [user.firstName, user.lastName].filter((part) => !!part && part.trim()).join(' ').trim();
  return full || user.username;
}

export const ANONYMOUS_NAME = 'Anonymous';
