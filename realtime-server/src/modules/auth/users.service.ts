import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import { AUTH_MESSAGES, displayName, usernameKey, type TRole, type TUser, type ZRegisterRequest } from '@app/shared-types/auth';
import { ErrorCode } from '@app/shared-types/errors';
import type { TPlanId } from '@app/shared-types/membership/model';
import { AppError, conflict } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { CacheRegistry } from '../../cache/caches';
import { userModel, type IUser } from './user.model';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { toUserDTO } from './user.dto';

type RegisterInput = Pick<z.output<typeof ZRegisterRequest>, 'username' | 'password'> & Partial<z.output<typeof ZRegisterRequest>>;

export type UsersService = ReturnType<typeof createUsersService>;

/** How other modules name a person: the username, and first and last name when given. */
export type UserName = { id: string; username: string; displayName: string };



export function createUsersService({ db, caches }: { db: Connection; caches: CacheRegistry }) {
  const Users = userModel(db);
  // Every signed-in request looks its user up; a few seconds of caching saves that round trip.
  const byId = caches.create<TUser>('users', { max: 20_000, ttlMs: 5_000 });

  async function register(input: RegisterInput, role: TRole = 'member', extra: Partial<IUser> = {}): Promise<TUser> {
    const key = usernameKey(input.username);
    // Checked first for a precise message; the unique index still settles races.
    if (await Users.exists({ usernameKey: key })) throw usernameTaken();
    // Stored lower-cased whoever calls (the schema does it for sign-ups; scripts may not), so
    // uniqueness and password resets find an address however it was typed.
    const email = input.email?.trim().toLowerCase() || null;
    if (email && (await Users.exists({ email }))) throw emailTaken();
    try {
      const user = await Users.create({
        username: input.username,
        usernameKey: key,
        // A caller may store a ready-made value (e.g. an unusable hash for demo authors who never sign in).
        password: extra.password ?? (await hashPassword(input.password)),
        email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        company: input.company ?? null,
        role,
        ...extra,
      });
      return toUserDTO(user.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) throw error.keyPattern && 'email' in error.keyPattern ? emailTaken() : usernameTaken();
      throw error;
    }
  }

  /** Returns the user for correct credentials; one generic error otherwise, in constant-ish time. */
  async function authenticate(username: string, password: string): Promise<TUser> {
    const user = await Users.findOne({ usernameKey: usernameKey(username) }).select('+password').lean<IUser>();
    if (!user) {
      await burnPasswordCheck(password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(password, user.password))) throw invalidCredentials();
    return toUserDTO(user);
  }

  const loadUser = async (id: string) => {
    const found = await Users.findById(id).lean<IUser>();
    return found ? toUserDTO(found) : undefined;
  };

  async function findById(id: string): Promise<TUser | null> {
    if (!/^[0-9a-f]{24}$/i.test(id)) return null;
    return (await byId.wrap(id, () => loadUser(id))) ?? null;
  }

  /** findById for many (a reminder to every registrant): those not cached in one query, aligned with `ids`. */
  async function findManyById(ids: readonly string[]): Promise<(TUser | null)[]> {
    const valid = (id: string) => /^[0-9a-f]{24}$/i.test(id);
    const missing = new Set(ids.filter((id) => valid(id) && byId.get(id) === undefined));
    let batch: Promise<Map<string, TUser>> | undefined;
    const loadMissing = () => (batch ??= Users.find({ _id: { $in: [...missing] } }).lean<IUser[]>().then((found) => new Map(found.map((u) => [u._id.toString(), toUserDTO(u)]))));
    // Each still goes through wrap (a load an invalidation overtook is not cached); one evicted since the check loads alone.
    return Promise.all(ids.map(async (id) => (valid(id) ? ((await byId.wrap(id, async () => (missing.has(id) ? (await loadMissing()).get(id) : loadUser(id)))) ?? null) : null)));
  }

  async function findByUsername(username: string): Promise<TUser | null> {
    const user = await Users.findOne({ usernameKey: usernameKey(username) }).lean<IUser>();
    return user ? toUserDTO(user) : null;
  }

  /** Names for a batch of accounts in one query; ids of deleted accounts are simply absent. */
  async function namesByIds(ids: readonly (string | Types.ObjectId)[]): Promise<Map<string, UserName>> {
    const unique = [...new Set(ids.map(String))].filter((id) => Types.ObjectId.isValid(id));
    if (!unique.length) return new Map();
    const found = await Users.find({ _id: { $in: unique } }, { username: 1, firstName: 1, lastName: 1 }).lean<Pick<IUser, '_id' | 'username' | 'firstName' | 'lastName'>[]>();
    return new Map(found.map((u) => [u._id.toString(), { id: u._id.toString(), username: u.username, displayName: displayName(u) }]));
  }

  /** Ids of every account with `role` (operators, for the notices only they receive). */
  const idsWithRole = async (role: TRole): Promise<string[]> => (await Users.find({ role }, { _id: 1 }).lean<Pick<IUser, '_id'>[]>()).map((u) => u._id.toString());

  /** Members whose premium membership is active now (the query twin of isPremiumActive). */
  const countPremium = (now = new Date()) =>
    Users.countDocuments({ isPremium: true, $or: [{ premiumExpiresAt: null }, { premiumExpiresAt: { $gt: now } }] });

  const changeHooks: ((user: TUser) => void | Promise<void>)[] = [];
  /**
   * Called after any change to a user (role, premium, text preferences...), e.g. to refresh their live
   * connections. The change's caller waits for the hooks, so what they keep in step is in step when it answers.
   */
  function onChange(hook: (user: TUser) => void | Promise<void>): void {
    changeHooks.push(hook);
  }

  /** Applies a change to one user, drops every cached copy of them and tells the hooks. */
  async function update(id: string, changes: Partial<IUser>): Promise<TUser | null> {
    const found = await Users.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' }).lean<IUser>();
    await byId.invalidate(id);
    const user = found ? toUserDTO(found) : null;
    if (user) for (const hook of changeHooks) await hook(user);
    return user;
  }

  const setRole = (id: string, role: TRole) => update(id, { role });
  /** The membership's effect on the account (the memberships module keeps it in step with subscriptions). */
  const setPremium = (id: string, isPremium: boolean, premiumExpiresAt: Date | null = null, plan: TPlanId = isPremium ? 'premium' : 'free') =>
    update(id, { isPremium, premiumExpiresAt, plan });
  async function setPassword(id: string, password: string): Promise<void> {
    await update(id, { password: await hashPassword(password) });
  }

  /**
   * The member's own profile fields. A taken email is a 409 naming the field; the unique index
   * settles two accounts claiming one address at once (the check first only words the common case).
   */
  async function updateProfile(id: string, changes: Pick<Partial<IUser>, 'firstName' | 'lastName' | 'email' | 'company' | 'bio'>): Promise<TUser | null> {
    if (changes.email && (await Users.exists({ email: changes.email, _id: { $ne: new Types.ObjectId(id) } }))) throw emailTaken();
    try {
      return await update(id, changes);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw emailTaken();
      throw error;
    }
  }

  /** The account that uses an email address (stored lower-cased), for password resets. */
  async function findByEmail(email: string): Promise<TUser | null> {
    const user = await Users.findOne({ email: email.trim().toLowerCase() }).lean<IUser>();
    return user ? toUserDTO(user) : null;
  }

  const deleteHooks: ((userId: Types.ObjectId) => Promise<void>)[] = [];
  /** Modules that keep a user's data register here; their cleanup runs before the account goes. */
  function onDelete(hook: (userId: Types.ObjectId) => Promise<void>): void {
    deleteHooks.push(hook);
  }

  /** Removes the account and, through the hooks, everything that belongs to it. Safe to retry. */
  async function deleteUser(id: string): Promise<void> {
    const userId = new Types.ObjectId(id);
    for (const hook of deleteHooks) await hook(userId);
    await Users.deleteOne({ _id: userId });
    await byId.invalidate(id);
  }

  return { model: Users, register, authenticate, findById, findManyById, findByUsername, findByEmail, namesByIds, idsWithRole, countPremium, update, updateProfile, setRole, setPremium, setPassword, onChange, onDelete, deleteUser };
}

const usernameTaken = () => conflict(AUTH_MESSAGES.usernameTaken, [{ path: 'username', message: AUTH_MESSAGES.usernameTaken }]);
const emailTaken = () => conflict(AUTH_MESSAGES.emailTaken, [{ path: 'email', message: AUTH_MESSAGES.emailTaken }]);
const invalidCredentials = () => new AppError(ErrorCode.UNAUTHENTICATED, AUTH_MESSAGES.invalidCredentials);
