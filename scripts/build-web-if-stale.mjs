#!/usr/bin/env node
// Builds the SPA when web/dist is missing, unfinished or older than its sources, so `npm start` is
// quick on the second run and never serves an outdated build. The web build ends by prerendering
// the public pages (web/scripts/prerender.mjs): it writes dist/spa.html and removes dist/.ssr, so a
// build without spa.html or with .ssr left over did not finish.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const builtIndex = path.join(dist, 'index.html');
const sources = ['web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'shared-types/src'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const finished = existsSync(builtIndex) && existsSync(path.join(dist, 'spa.html')) && !existsSync(path.join(dist, '.ssr'));
const builtAt = finished ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (changedAt > builtAt || process.argv.includes('--force')) {
  console.log('Building the web app...');
  // The bundle without web's `tsc`: types are `npm run typecheck`'s job (the test command runs it
  // just before the e2e build; `npm run build` and the Dockerfile still check them), and checking
  // them again here cost the test command about 40 s.
  execSync('npm run bundle -w web', { cwd: root, stdio: 'inherit' });
}
