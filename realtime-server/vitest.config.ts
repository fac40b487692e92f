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
    // How long expect.poll keeps looking for a condition (a job's write, a socket event) before it
    // fails: 1 s by default, which a loaded 2-core machine can pass before a condition that then
    // comes. A ceiling, not a timing assertion: a poll that succeeds returns at once.
    expect: { poll: { timeout: 10_000 } },
  },
});
