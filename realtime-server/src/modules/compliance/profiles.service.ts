import { Types, type Connection } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import type { TProfileRequest } from '@app/shared-types/compliance';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES, type TSiteProfile } from '@app/shared-types/compliance/model';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import type { SecretBox } from '../../crypto/secret-box';
import { ownerFilter } from './compliance.access';
import { profileModel, type IProfile } from './profiles.model';
import type { AddressPolicy } from './scanner/address-policy';
import { refusal } from './scanner/scan-page';
import type { SignInRecipe } from './scanner/sign-in';

export function toProfileDTO(p: IProfile): TSiteProfile {
  const a = p.auth;
  return {
    id: p._id.toString(),
    name: p.name,
    startUrl: p.startUrl,
    auth:
      a.type === 'form'
        ? { type: 'form', loginUrl: a.loginUrl!, usernameSelector: a.usernameSelector!, passwordSelector: a.passwordSelector!, submitSelector: a.submitSelector, username: a.username ?? '', successSelector: a.successSelector, successUrl: a.successUrl }
        : { type: 'cookie', cookieNames: a.cookieNames },
    createdAt: p.createdAt.toISOString(),
  };
}

const sealContext = (id: Types.ObjectId) => `compliance-profile:${id.toString()}`;

/**
 * Site profiles for authenticated scans. Every address in one (start, sign-in page, success URL)
 * passes the address guard when saved (a 400 naming the field) and again at scan time, hop by hop.
 */
export function createProfiles(deps: { db: Connection; box: SecretBox; policy: AddressPolicy }) {
  const Profiles = profileModel(deps.db);

  async function guard(url: string | undefined, path: string): Promise<void> {
    if (!url) return;
    const host = new URL(url).hostname;
    const verdict = await deps.policy.check(host);
    if (verdict.ok) return;
    const { message } = refusal(verdict, host);
    throw badRequest(message, [{ path, message }]);
  }

  return {
    async create(user: TUser, input: TProfileRequest): Promise<TSiteProfile> {
      await guard(input.startUrl, 'startUrl');
      if (input.auth.type === 'form') {
        await guard(input.auth.loginUrl, 'auth.loginUrl');
        await guard(input.auth.successUrl, 'auth.successUrl');
      }
      const ownerId = new Types.ObjectId(user.id);
      if ((await Profiles.countDocuments({ ownerId })) >= COMPLIANCE_LIMITS.profilesMax) throw conflict(COMPLIANCE_MESSAGES.profilesFull);
      const _id = new Types.ObjectId();
      const a = input.auth;
      const auth =
        a.type === 'form'
          ? { type: 'form' as const, loginUrl: a.loginUrl, usernameSelector: a.usernameSelector, passwordSelector: a.passwordSelector, submitSelector: a.submitSelector ?? null, username: a.username, successSelector: a.successSelector ?? null, successUrl: a.successUrl ?? null, passwordSealed: deps.box.seal(a.password, sealContext(_id)), cookieSealed: null, cookieNames: [] }
          : { type: 'cookie' as const, cookieSealed: deps.box.seal(a.cookie, sealContext(_id)), cookieNames: a.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean) };
      const created = await Profiles.create({ _id, ownerId, name: input.name, startUrl: input.startUrl, auth });
      return toProfileDTO(created);
    },

    async list(user: TUser): Promise<TSiteProfile[]> {
      return (await Profiles.find(ownerFilter(user)).sort({ createdAt: -1 }).limit(200)).map(toProfileDTO);
    },

    async remove(user: TUser, id: string): Promise<void> {
      const removed = await Profiles.findOneAndDelete({ _id: id, ...ownerFilter(user) });
      if (!removed) throw notFound(COMPLIANCE_MESSAGES.profileNotFound);
    },

    /** The requester's own profile for a new scan, else a 400 naming `profileId`. */
    async requireOwn(user: TUser, id: string | undefined): Promise<Types.ObjectId | null> {
      if (!id) return null;
      const found = await Profiles.findOne({ _id: id, ownerId: new Types.ObjectId(user.id) }, { _id: 1 });
      if (!found) throw badRequest(COMPLIANCE_MESSAGES.profileUnknown, [{ path: 'profileId', message: COMPLIANCE_MESSAGES.profileUnknown }]);
      return found._id;
    },

    /** The recipe a scan signs in with, its secrets opened; null when the profile is gone. */
    async recipe(id: Types.ObjectId): Promise<SignInRecipe | null> {
      const p = await Profiles.findById(id).lean<IProfile>();
      if (!p) return null;
      const a = p.auth;
      if (a.type === 'cookie') return { type: 'cookie', cookie: deps.box.open(a.cookieSealed!, sealContext(p._id)), startUrl: p.startUrl };
      return {
        type: 'form',
        loginUrl: a.loginUrl!,
        usernameSelector: a.usernameSelector!,
        passwordSelector: a.passwordSelector!,
        submitSelector: a.submitSelector,
        username: a.username ?? '',
        password: deps.box.open(a.passwordSealed!, sealContext(p._id)),
        successSelector: a.successSelector,
        successUrl: a.successUrl,
      };
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
