/**
 * Command name -> handler, and the dispatcher that turns a decoded request into a reply
 * document (errors included).
 */
import { serialize } from 'bson';
import { importValue, type Doc } from '../bson/values';
import { ErrorCodes, MongoError, toMongoError } from '../errors';
import { adminCommands } from './admin';
import { aggregateCommands } from './aggregate';
import type { CommandContext, CommandHandler, CommandResult } from './context';
import { findCommands } from './find';
import { findAndModifyCommands } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { insertCommands } from './insert';
import { updateCommands } from './update';

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

export const COMMANDS: ReadonlyMap<string, CommandHandler> = new Map(
  Object.entries({
    ...handshakeCommands,
    ...adminCommands,
    ...indexCommands,
    ...insertCommands,
    ...findCommands,
    ...updateCommands,
    ...findAndModifyCommands,
    ...aggregateCommands,
  }),
);

export type DispatchContext = Omit<CommandContext, 'types' | 'db'>;

const logger = { error: (...args: unknown[]) => console.error('[embedded-mongo]', ...args) };

/**
 * Runs one command. `body` is the typed (promoteValues:false) document, converted here.
 * Returns the BSON reply body; never throws.
 */
export async function runCommand(body: Doc, db: string, base: DispatchContext): Promise<Uint8Array> {
  let result: CommandResult;
  try {
    const { value: cmd, types } = importValue(body);
    const name = Object.keys(cmd)[0];
    if (name === undefined) throw new MongoError(ErrorCodes.FailedToParse, 'empty command');
    if (cmd.txnNumber !== undefined || cmd.startTransaction !== undefined || cmd.autocommit !== undefined || TRANSACTION_COMMANDS.has(name)) {
      throw new MongoError(ErrorCodes.IllegalOperation, 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = COMMANDS.get(name);
    if (!handler) throw new MongoError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
    const ctx: CommandContext = { ...base, db, types };
    result = await handler(cmd, ctx);
  } catch (err) {
    const e = toMongoError(err);
    if (e.code === ErrorCodes.InternalError) logger.error('command failed', err);
    result = e.toErrorDoc();
  }
  if (Buffer.isBuffer(result)) return result;
  try {
    return serialize(result);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return serialize({ ok: 0, errmsg: `failed to encode reply: ${message}`, code: ErrorCodes.InternalError, codeName: 'InternalError' });
  }
}
