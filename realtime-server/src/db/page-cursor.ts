import { Types } from 'mongoose';
import { badRequest } from '../errors/app-error';

/** The largest time a JavaScript Date (and so a stored date) can hold, either side of 1970. */
const MAX_DATE_MS = 8.64e15;
/** Exactly what encodeCursor writes: integer milliseconds, a dot, 24 hex digits. */
const CURSOR_TEXT = /^(-?\d{1,16})\.([0-9a-f]{24})$/;

/**
 * Opaque cursor = the (time, _id) of the last item seen, for lists sorted on exactly that pair, newest
 * first (the community feed on createdAt, the notification list on updatedAt).
 */
export function encodeCursor(at: Date, id: Types.ObjectId): string {
  return Buffer.from(`${at.getTime()}.${id.toString()}`).toString('base64url');
}

/** Anything but a cursor this server could have written is a 400, never an invalid date reaching a query. */
export function decodeCursor(cursor: string): { at: Date; id: Types.ObjectId } {
  const match = CURSOR_TEXT.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const time = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(time) || Math.abs(time) > MAX_DATE_MS) throw badRequest('Invalid cursor');
  return { at: new Date(time), id: new Types.ObjectId(match[2]) };
}

/** Items strictly older than the cursor in (`field` desc, _id desc) order: no duplicates, no gaps. */
export function olderThan(cursor: { at: Date; id: Types.ObjectId }, field = 'createdAt') {
  return { $or: [{ [field]: { $lt: cursor.at } }, { [field]: cursor.at, _id: { $lt: cursor.id } }] };
}
