import type { TRole } from '@app/shared-types/auth';
import type { Seed } from '../../seed/seeds';
import type { UsersService } from './users.service';

/** Demo accounts for local use only (never seeded in production); the README lists them. */
export const DEMO_ACCOUNTS: { username: string; password: string; role: TRole; isPremium: boolean; firstName: string; lastName: string; label: string }[] = [
  { username: 'operator', password: 'operator-demo', role: 'operator', isPremium: false, firstName: 'Olivia', lastName: 'Grant', label: 'Operator' },
  { username: 'instructor', password: 'instructor-demo', role: 'instructor', isPremium: false, firstName: 'Marcus', lastName: 'Reed', label: 'Instructor' },
  { username: 'premium', password: 'premium-demo', role: 'member', isPremium: true, firstName: 'Priya', lastName: 'Shah', label: 'Premium member' },
  { username: 'member', password: 'member-demo', role: 'member', isPremium: false, firstName: 'Daniel', lastName: 'Lopez', label: 'Free member' },
];

export function usersSeed(users: UsersService): Seed {
  return {
    name: 'demo-accounts',
    order: 0,
    async run() {
      // In parallel: password hashing dominates and runs on libuv's thread pool.
      await Promise.all(
        DEMO_ACCOUNTS.map((account) =>
          users.register(
            { username: account.username, password: account.password, email: `${account.username}@example.com`, firstName: account.firstName, lastName: account.lastName, company: 'Demo Contracting LLC' },
            account.role,
            { isPremium: account.isPremium },
          ),
        ),
      );
      return {
        lines: ['Demo accounts (local use only):', ...DEMO_ACCOUNTS.map((a) => `  ${a.label.padEnd(16)} ${a.username} / ${a.password}`)],
      };
    },
  };
}
