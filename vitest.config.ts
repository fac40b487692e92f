import { defineConfig } from 'vitest/config';

/** `npm run test:unit` runs every workspace's own vitest project. */
export default defineConfig({
  test: {
    projects: ['embedded-mongo', 'realtime-server', 'web'],
  },
});
