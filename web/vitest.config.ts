import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // So `vitest --config web/vitest.config.ts` from the repository root finds the web tests.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    // `npm run test:unit` runs the workspaces one after another (their own parallelism inside):
    // on two cores, suites that start servers are steadier without another suite competing.
    sequence: { groupOrder: 2 },
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Page tests render whole MUI pages in jsdom and type with user-event: on a 2-core machine
    // that shares its cores with other suites they can pass 5 s without anything being wrong, and
    // each wait may take up to testing-library's ceiling (10 s, src/test/setup.ts).
    testTimeout: 30_000,
    // Suites load their pages' lazily loaded parts in beforeAll, so that no wait includes compiling them.
    hookTimeout: 60_000,
  },
});
