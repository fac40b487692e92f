// Every path of the web app's route table (web/src/app/routes.tsx), read from its source: the table
// imports React pages, which the benchmarks (plain Node) do not load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function appRoutePaths(): string[] {
  const source = readFileSync(path.resolve(here, '../../web/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/\{\s*path:\s*'([^']+)'/g)].map((m) => m[1]!);
  if (!paths.length) throw new Error('no routes found in web/src/app/routes.tsx');
  return paths;
}
