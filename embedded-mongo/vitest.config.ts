import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
