#!/usr/bin/env node
// The cluster (npm run cluster, the cluster tests) runs Debian's redis-server and HAProxy. Install them
// with apt-get when missing; elsewhere, say what to install.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};
if (!has('redis-server') || !has('haproxy')) {
  if (!has('apt-get')) {
    console.error('The cluster needs redis-server and haproxy on the PATH: install them with your package manager.');
    process.exit(1);
  }
  execSync(`bash ${path.join(root, 'scripts', 'install-cluster-deps.sh')}`, { stdio: 'inherit' });
}
