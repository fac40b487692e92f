#!/usr/bin/env node
// Browser tests, pa11y and Lighthouse drive Debian's Chromium. Install it with apt-get when it is
// missing; elsewhere, say how to point the project at an existing Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
      return true;
    } catch {
      return false;
    }
  })();
  if (!hasApt) {
    console.error(`Chromium not found at ${browser}. Install Chromium and set CHROMIUM_PATH to its executable.`);
    process.exit(1);
  }
  execSync(`bash ${path.join(root, 'scripts', 'install-chromium.sh')}`, { stdio: 'inherit' });
}
