import { hasPremiumAccess, isInstructor, isOperator } from '@app/shared-types/auth/access';
import { useUserStore } from './user-store';

/**
 * The signed-in user and what they may do, for features that mirror the server's rules in the UI
 * (the server still enforces them). `ready` is false until /api/auth/user has answered, so a page
 * can wait instead of flashing its visitor state at a member.
 */
export function useCurrentUser() {
  const user = useUserStore((s) => s.user);
  const ready = useUserStore((s) => s.status === 'ready');
  return {
    user,
    ready,
    isSignedIn: !!user,
    isOperator: isOperator(user),
    isInstructor: isInstructor(user),
    hasPremiumAccess: hasPremiumAccess(user),
  };
}
