// Worker-thread entry: loads the TypeScript through tsx, like the bin.
import { register } from 'tsx/esm/api';

register();
await import('../src/worker-entry.ts');
