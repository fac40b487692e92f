import { ZUserSettings, type TUser } from '@app/shared-types/auth';
import type { SecretBox } from '../../crypto/secret-box';
import { badRequest } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import { toE164 } from '../sms/contracts';
import type { IUser } from './user.model';
import type { UsersService } from './users.service';

/** The meeting password is sealed for its owner: a copied value does not open on another account. */
export const pmiPasswordContext = (userId: string) => `zoom-pmi:${userId}`;

/** PATCH /api/auth/user/settings for the signed-in user only (identity from the session, never the body). */
export async function updateUserSettings(users: UsersService, box: SecretBox, user: TUser, body: unknown): Promise<TUser> {
  const input = parseInput(ZUserSettings, body);
  const changes: Partial<IUser> = {};
  if (input.zoomPmi !== undefined) changes.zoomPmi = input.zoomPmi || null;
  if (input.zoomPmiPassword !== undefined) changes.zoomPmiPassword = input.zoomPmiPassword ? box.seal(input.zoomPmiPassword, pmiPasswordContext(user.id)) : null;
  if (input.phone !== undefined) {
    const phone = input.phone ? toE164(input.phone) : null;
    if (input.phone && !phone) throw badRequest('Enter a valid phone number', [{ path: 'phone', message: 'Enter a valid phone number' }]);
    changes.phone = phone;
  }
  if (input.smsOptIn !== undefined) changes.smsOptIn = input.smsOptIn;
  const phoneAfter = changes.phone !== undefined ? changes.phone : user.phone;
  if ((changes.smsOptIn ?? user.smsOptIn) && !phoneAfter) throw badRequest('Add a mobile number to receive texts', [{ path: 'phone', message: 'Add a mobile number to receive texts' }]);
  return (await users.update(user.id, changes)) ?? user;
}
