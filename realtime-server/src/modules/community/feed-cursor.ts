import { Types } from 'mongoose';
import { badRequest } from '../../http/errors';

/** Opaque cursor = the (createdAt, _id) of the last item seen; the feed sorts on exactly that pair. */
export function encodeCursor(createdAt: Date, id: Types.ObjectId): string {
  return Buffer.from(`${createdAt.getTime()}.${id.toString()}`).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: Types.ObjectId } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString().split('.');
  const time = Number(ms);
  if (!Number.isSafeInteger(time) || !id || !Types.ObjectId.isValid(id) || id.length !== 24) throw badRequest('Invalid cursor');
  return { createdAt: new Date(time), id: new Types.ObjectId(id) };
}

/** Items strictly older than the cursor in (createdAt desc, _id desc) order: no duplicates, no gaps. */
export function olderThan(cursor: { createdAt: Date; id: Types.ObjectId }) {
  return { $or: [{ createdAt: { $lt: cursor.createdAt } }, { createdAt: cursor.createdAt, _id: { $lt: cursor.id } }] };
}
