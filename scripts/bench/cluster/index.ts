// The live benchmark on a cluster (issue 15): 1,000 attendees all on 1 app node, then split across 2
// nodes, each time on Redis and the embedded store as its own process, in the same run. Prints
// votes acknowledged per second (1,000 votes offered within --spread ms) and the fan-out p99 for each,
// and the ratios. Usage: npm run bench:cluster [-- --attendees 1000 --spread 1000]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { attendees: { type: 'string', default: '1000' }, spread: { type: 'string', default: '1000' } } });

type Figures = { nodes: number; votesPerSecond: number; p99Vote: number; p99Push: number; p99Snapshot: number; exact: boolean };

function run(nodes: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', path.join(here, '../live/index.ts'), '--nodes', String(nodes), '--json', '--cpe', 'off', '--attendees', values.attendees, '--spread', values.spread, '--port', String(4421 + nodes * 10)];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let json = '';
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('json ')) json = line.slice(5);
        else if (line) console.log(`  [${nodes} node${nodes > 1 ? 's' : ''}] ${line}`);
      }
    });
    child.once('exit', (code) => (json ? resolve(JSON.parse(json) as Figures) : reject(new Error(`live bench with ${nodes} node(s) exited with ${code}`))));
  });
}

const one = await run(1);
const two = await run(2);
const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log('\nbench:cluster — same run, same machine');
for (const f of [one, two]) {
  console.log(`  ${f.nodes} node(s): ${f.votesPerSecond.toFixed(0)} votes/s acknowledged; fan-out p99 ${ms(f.p99Push)}; vote->all p99 ${ms(f.p99Vote)}; snapshot p99 ${ms(f.p99Snapshot)}; exact tallies ${f.exact ? 'yes' : 'NO'}`);
}
console.log(`  2 nodes / 1 node: votes/s x${(two.votesPerSecond / one.votesPerSecond).toFixed(2)}, fan-out p99 x${(two.p99Push / one.p99Push).toFixed(2)}`);
process.exit(one.exact && two.exact ? 0 : 1);
