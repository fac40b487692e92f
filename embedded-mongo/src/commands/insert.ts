import { calculateObjectSize } from 'bson';
import { typesByIndex, type Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { ensureId } from '../query/update';
import { MAX_BSON_OBJECT_SIZE, MAX_WRITE_BATCH_SIZE } from '../wire/constants';
import { collectionName, docArray } from './args';
import type { CommandHandler } from './context';
import { eachWrite } from './write-errors';

export function checkDocSize(doc: Doc, what = 'object to insert'): void {
  const size = calculateObjectSize(doc);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw new MongoError(ErrorCodes.BSONObjectTooLarge, `${what} too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`);
  }
}

const insert: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'insert');
  const docs = docArray(cmd, 'documents');
  if (docs.length > MAX_WRITE_BATCH_SIZE) {
    throw new MongoError(ErrorCodes.InvalidLength, `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${docs.length} operations.`);
  }
  const ordered = cmd.ordered !== false;
  const coll = ctx.engine.ensureCollection(ctx.db, name);
  const types = typesByIndex(ctx.types, 'documents');
  const large = ctx.largestDoc > MAX_BSON_OBJECT_SIZE;
  let n = 0;
  const writeErrors = eachWrite(docs, ordered, (doc, i) => {
    if (large) checkDocSize(doc);
    coll.insert(ensureId(doc), types.get(i));
    n++;
  });
  ctx.server.opcounters.insert += docs.length;
  await ctx.engine.durable();
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

export const insertCommands: Record<string, CommandHandler> = { insert };
