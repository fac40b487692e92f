import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * `npm run build` runs three steps (package.json): the client build, an SSR build of
 * src/entry-server.tsx into dist/.ssr, and web/scripts/prerender.mjs, which writes the public pages
 * as HTML, using the client build's manifest to list the chunks each page needs.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    // The footer's copyright year as the prerendered pages show it; the browser moves on from it
    // after hydration if the year has turned since the build.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/uploads': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist/.ssr' : 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: isSsrBuild ? 'node20' : 'es2022',
    // dist/.vite/manifest.json: which chunk each page module became (read by the prerender).
    manifest: !isSsrBuild,
    // No modulepreload links, neither in index.html nor added by script before a lazily loaded
    // chunk: a page needs 20 to 45 chunks, and adding that many links at once is one long task on
    // a phone while the prerendered page hydrates (bench:lighthouse, 6 runs alternating with and
    // without: /live-training TBT 406 -> 263 ms, /community 512 -> 206 ms). The module loader asks for
    // each chunk as it reads its importer instead; for a link a visitor is about to follow, the app
    // links all of that page's chunks at once (app/navigation/use-preload-linked-pages.ts).
    modulePreload: false,
    // The app (index.html -> src/main.tsx) and, for prerendered pages, the boot script that starts
    // it after their first paint (src/app/boot.ts).
    rollupOptions: isSsrBuild ? {} : { input: { index: 'index.html', boot: 'src/app/boot.ts' } },
  },
}));
