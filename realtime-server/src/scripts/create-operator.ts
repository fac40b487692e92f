// `npm run create-operator -- --username X [--password P] [--email E]`
// Promotes an existing account to operator, or creates it (asking for a password when none is given).
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { ZPassword, ZUsername } from '@app/shared-types/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { createCacheRegistry } from '../cache/caches';
import { createUsersService } from '../modules/auth/users.service';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } } });
  const username = ZUsername.safeParse(values.username ?? '');
  if (!username.success) throw new Error(`--username: ${username.error.issues[0]?.message ?? 'invalid'}`);

  const config = loadConfig();
  const logger = createLogger({ ...config, logLevel: 'warn' });
  const database = await openDatabase(config, logger);
  try {
    const users = createUsersService({ db: database.connection, caches: createCacheRegistry() });
    await users.model.init();
    const existing = await users.findByUsername(username.data);
    if (existing) {
      await users.setRole(existing.id, 'operator');
      console.log(`${existing.username} is now an operator.`);
      return;
    }
    const password = values.password ?? (await ask(`Password for new operator ${username.data}: `));
    const checked = ZPassword.safeParse(password);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'invalid password');
    const user = await users.register({ username: username.data, password: checked.data, email: values.email }, 'operator');
    console.log(`Created operator ${user.username}.`);
  } finally {
    await database.close();
  }
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
