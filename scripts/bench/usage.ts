// --help for a bench script: its leading comment is its usage, printed as it stands in the source.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function printUsage(scriptUrl: string): void {
  const lines = readFileSync(fileURLToPath(scriptUrl), 'utf8').split('\n');
  const end = lines.findIndex((l) => !l.startsWith('//'));
  console.log(lines.slice(0, end === -1 ? lines.length : end).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
}
