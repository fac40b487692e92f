import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of `rule` for `code` as if it were the file at `path`. */
async function errorsOf(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
const stateErrors = (path: string, code: string) => errorsOf('no-restricted-syntax', path, code);
const httpErrors = (path: string, code: string) => errorsOf('no-restricted-imports', path, code);

describe('contracts.ts holds types and pure functions (eslint)', () => {
  const contracts = 'realtime-server/src/modules/community/contracts.ts';

  it('refuses module-level mutable state: let, var, a Set, Map or WeakMap of handlers', async () => {
    for (const code of [
      'let current: (() => void) | undefined;\nexport function register(f: () => void) { current = f; }\n',
      'export let current = 0;\n',
      'var count = 0;\nexport const next = () => ++count;\n',
      'const handlers = new Set<() => void>();\nexport const on = (h: () => void) => handlers.add(h);\n',
      'export const byDb = new WeakMap<object, string>();\n',
      'const cache = new Map<string, number>();\nexport const get = (k: string) => cache.get(k);\n',
    ]) {
      const errors = await stateErrors(contracts, code);
      expect(errors, code).toHaveLength(1);
      expect(errors[0]).toContain('no mutable module state');
    }
  });

  it('refuses reading collections by name', async () => {
    const code = "import type { Connection } from 'mongoose';\nexport const count = (db: Connection) => db.collection('posts').countDocuments({});\n";
    expect(await stateErrors('realtime-server/src/modules/sms/contracts.ts', code)).toEqual([expect.stringContaining('db.collection')]);
  });

  it('allows types, constants, pure functions and event declarations', async () => {
    const code = [
      "import type { TConsultation } from '@app/shared-types/consultations/model';",
      "export const LABELS = { a: 'A' } as const;",
      'export const title = (c: { title: string | null }) => c.title ?? "Consultation";',
      "declare module '../../events/domain-events' {",
      "  interface DomainEvents { 'probe.happened': { consultation: TConsultation } }",
      '}',
      '',
    ].join('\n');
    expect(await stateErrors(contracts, code)).toEqual([]);
  });

  it('every contracts.ts of the server passes', async () => {
    const results = await eslint.lintFiles(['realtime-server/src/modules/**/contracts*.ts']);
    expect(results.length).toBeGreaterThan(5);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(found).toEqual([]);
  });
});

describe('only the HTTP edge imports http/ (eslint)', () => {
  const importErrors = "import { notFound } from '../../http/errors';\nexport const x = notFound;\n";

  it('refuses http/ in services, contracts, models, realtime/ and integrations/', async () => {
    for (const [path, code] of [
      ['realtime-server/src/modules/community/posts.service.ts', importErrors],
      ['realtime-server/src/modules/community/contracts.ts', importErrors],
      ['realtime-server/src/modules/community/community.models.ts', importErrors],
      ['realtime-server/src/realtime/probe.ts', "import { isSameOrigin } from '../http/csrf';\nexport const x = isSameOrigin;\n"],
      ['realtime-server/src/integrations/payments/probe.ts', importErrors],
      ['realtime-server/src/events/probe.ts', "import type { SessionMiddleware } from '../http/session';\nexport type X = SessionMiddleware;\n"],
    ]) {
      const errors = await httpErrors(path!, code!);
      expect(errors, path).toHaveLength(1);
      expect(errors[0]).toContain('Only http/, *.routes.ts and the composition root');
    }
  });

  it('allows it in routes, http/ itself and the composition root', async () => {
    for (const path of ['realtime-server/src/modules/community/community.routes.ts', 'realtime-server/src/http/probe.ts', 'realtime-server/src/app.ts', 'realtime-server/src/server.ts']) {
      expect(await httpErrors(path, "import { idParam } from './http/params';\nexport const x = idParam;\n"), path).toEqual([]);
    }
  });
});
