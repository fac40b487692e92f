#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (the project never compiles TS to dist).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
