/**
 * How long a page's first load (the app, then the session, then the page's data) may take before a
 * spec calls it failed. Generous on purpose: CI shares its machine with other work, and there a first
 * /settings load took 19 s at load 35 and a member's account menu over 20 s. What the specs assert is
 * that the page appears and works, not how fast (bench:lighthouse and the benches measure that).
 */
export const FIRST_LOAD = { timeout: 45_000 } as const;
