// Flat config. Besides the usual TypeScript rules it enforces the architecture:
// web features never import each other (shared -> features -> app), server modules never import
// each other's files, and shared-types stays free of server and browser packages so both sides can use it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serverModulesDir = new URL('./realtime-server/src/modules', import.meta.url);
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** A module's published seam, the one file of it that others may import (e.g. live-training/contracts.ts). */
const CONTRACTS_FILE = 'contracts.ts';
const HTTP_EDGE_MESSAGE = 'Only http/, *.routes.ts and the composition root (app.ts, server.ts) may import http/: throw AppError from src/errors; the edge picks the status.';
const CONTRACTS_STATE_MESSAGE = 'contracts.ts must hold no mutable module state (let/var, module-level Set/Map/WeakMap): use ctx.events, ctx.ports or ModuleParts.metrics.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'embedded-mongo/bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    // Relative imports are resolved like Node does, trying the TypeScript extensions.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features must not import each other; move shared code to web/src/lib.',
            })),
            { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'lib/ is shared code: it must not depend on features or the app shell.' },
            { target: './web/src/content', from: ['./web/src/features', './web/src/app'], message: 'content/ is static data shared by features.' },
          ],
        },
      ],
    },
  },
  {
    // A server module reaches other modules only through what ModuleContext gives it (accounts, the
    // emitter, room members...) or another module's contracts.ts; modules/module.ts (the types of
    // the context) and modules/index.ts (the registry) are shared.
    files: ['realtime-server/src/modules/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((module) => ({
            target: `./realtime-server/src/modules/${module}`,
            from: './realtime-server/src/modules',
            except: [
              `./${module}`,
              './module.ts',
              './index.ts',
              ...serverModules.filter((other) => other !== module).map((other) => `./${other}/${CONTRACTS_FILE}`),
            ],
            message: 'Modules must not import each other\'s files: use what ModuleContext gives (e.g. accounts) or the other module\'s contracts.ts.',
          })),
        },
      ],
    },
  },
  {
    // Transport-neutral core: only the HTTP edge (http/, routes) and the composition root (app.ts,
    // server.ts) know HTTP. Services, realtime/, integrations/, contracts and models throw AppError
    // (src/errors) and never import http/.
    files: ['realtime-server/src/**/*.ts'],
    ignores: ['realtime-server/src/http/**', 'realtime-server/src/**/*.routes.ts', 'realtime-server/src/app.ts', 'realtime-server/src/server.ts', 'realtime-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)http/', message: HTTP_EDGE_MESSAGE }] }],
    },
  },
  {
    // A module's contracts.ts holds types and pure functions: no state a second app in the same
    // process would share (how modules talk: events, ports and metrics on the module context), and
    // no reading of another module's collections by name.
    files: ['realtime-server/src/modules/**/contracts*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].flatMap((at) => [
          { selector: `${at}[kind!='const']`, message: CONTRACTS_STATE_MESSAGE },
          { selector: `${at} > VariableDeclarator > NewExpression[callee.name=/^(Set|Map|WeakMap|WeakSet)$/]`, message: CONTRACTS_STATE_MESSAGE },
        ]),
        { selector: "CallExpression[callee.property.name='collection']", message: 'contracts.ts must not read collections by name (db.collection): the owning module counts its own data (ModuleParts.metrics) or offers a port.' },
      ],
    },
  },
  {
    files: ['shared-types/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.|@app/shared-types/)',
              message: 'shared-types is used by the server and the browser: only zod and its own modules may be imported.',
            },
          ],
        },
      ],
    },
  },
);
