import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm run test:unit` runs the workspaces one after another (their own parallelism inside):
    // on two cores, suites that start servers are steadier without another suite competing.
    sequence: { groupOrder: 0 },
    name: 'embedded-mongo',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // the suites start their own servers and child processes; keep them from starving each other
    pool: 'forks',
    maxWorkers: 2,
  },
});
