import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The lint messages of the module-boundary rule for `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('server module boundaries (eslint)', () => {
  it('refuses a module importing another module’s files', async () => {
    const errors = await boundaryErrors('realtime-server/src/modules/community/probe.ts', "import { userModel } from '../auth/user.model';\nexport const x = userModel;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Modules must not import each other');
    expect(await boundaryErrors('realtime-server/src/modules/live-training/sessions/probe.ts', "import { communityModule } from '../../community';\nexport const x = communityModule;\n")).toHaveLength(1);
  });

  it('allows the module’s own files, the shared module types, and another module’s contracts.ts', async () => {
    const code = [
      "import type { AppModule } from '../module';",
      "import { sessionRooms } from '../live-training/contracts';",
      "import { feedRooms } from './visibility';",
      'export const x: [AppModule | null, unknown, unknown] = [null, sessionRooms, feedRooms];',
      '',
    ].join('\n');
    expect(await boundaryErrors('realtime-server/src/modules/community/probe.ts', code)).toEqual([]);
  });
});
