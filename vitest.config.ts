import { defineConfig } from 'vitest/config';

/** `npm run test:unit` runs every workspace's own vitest project. */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1), and the suites spend much of their time
    // waiting on sockets, the embedded store and timers: that run kept the load near 1.6 for 23 minutes.
    maxWorkers: 2,
    projects: ['embedded-mongo', 'realtime-server', 'web'],
  },
});
