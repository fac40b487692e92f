import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm run test:unit` runs the workspaces one after another (their own parallelism inside):
    // on two cores, suites that start servers are steadier without another suite competing.
    sequence: { groupOrder: 1 },
    name: 'realtime-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
