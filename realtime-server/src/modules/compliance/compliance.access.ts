import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';

/** Operators see every member's scans; a member sees only their own. */
export const seesAll = (user: TUser) => user.role === 'operator';

export const ownerFilter = (user: TUser): Record<string, unknown> => (seesAll(user) ? {} : { ownerId: new Types.ObjectId(user.id) });

export const mayView = (user: TUser, ownerId: Types.ObjectId) => seesAll(user) || ownerId.toString() === user.id;
