// Every path of the web app's route table (web/src/app/routes.tsx), read from its source: the table
// imports React pages, which the benchmarks (plain Node) do not load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function appRoutePaths(): string[] {
  const source = readFileSync(path.resolve(here, '../../web/src/app/routes.tsx'), 'utf8');
  // A path with a parameter (/certificates/:code) names a page per value: it has no HTML of its own
  // (the server answers it with the app's shell) and no single address to measure, so it is left out.
  const paths = [...source.matchAll(/\{\s*path:\s*'([^']+)'/g)].map((m) => m[1]!).filter((p) => !p.includes(':'));
  if (!paths.length) throw new Error('no routes found in web/src/app/routes.tsx');
  return paths;
}
