/** The demo accounts the server seeds on an empty store (see realtime-server users.seed.ts). */
export const demo = {
  operator: { username: 'operator', password: 'operator-demo' },
  instructor: { username: 'instructor', password: 'instructor-demo' },
  premium: { username: 'premium', password: 'premium-demo' },
  member: { username: 'member', password: 'member-demo' },
} as const;

let counter = 0;
/** A username no other test (or worker) uses. */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`.slice(0, 40);
}
