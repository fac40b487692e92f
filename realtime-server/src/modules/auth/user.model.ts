import { Schema, type Types } from 'mongoose';
import { ROLES, USER_TEXT_LIMITS as MAX, type TRole } from '@app/shared-types/auth';
import { PLAN_IDS, type TPlanId } from '@app/shared-types/membership/model';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';

export interface IUser {
  _id: Types.ObjectId;
  username: string;
  /** Lower-cased copy of username: uniqueness and sign-in are case-insensitive. */
  usernameKey: string;
  /** scrypt hash (see password.ts); never selected unless asked for. */
  password: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  bio?: string | null;
  company?: string | null;
  isPremium: boolean;
  premiumExpiresAt?: Date | null;
  /** The paid plan of the active membership (set with isPremium by the memberships module). */
  plan?: TPlanId;
  squareCustomerId?: string | null;
  paypalCustomerId?: string | null;
  phone?: string | null;
  smsOptIn: boolean;
  smsPreferences: string;
  zoomPmi?: string | null;
  zoomPmiPassword?: string | null;
  role: TRole;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<IUser>(
  {
    username: { type: String, required: true, trim: true, validate: maxChars(MAX.username) },
    usernameKey: { type: String, required: true },
    password: { type: String, required: true, select: false },
    email: { type: String, default: null, validate: maxChars(MAX.email) },
    firstName: { type: String, default: null, validate: maxChars(MAX.firstName) },
    lastName: { type: String, default: null, validate: maxChars(MAX.lastName) },
    profileImageUrl: { type: String, default: null, validate: maxChars(MAX.profileImageUrl) },
    bio: { type: String, default: null, validate: maxChars(MAX.bio) },
    company: { type: String, default: null, validate: maxChars(MAX.company) },
    isPremium: { type: Boolean, default: false },
    premiumExpiresAt: { type: Date, default: null },
    plan: { type: String, enum: PLAN_IDS, default: 'free' },
    squareCustomerId: { type: String, default: null, select: false },
    paypalCustomerId: { type: String, default: null, select: false },
    phone: { type: String, default: null, validate: maxChars(MAX.phone) },
    smsOptIn: { type: Boolean, default: false },
    smsPreferences: { type: String, default: 'all' },
    zoomPmi: { type: String, default: null, validate: maxChars(MAX.zoomPmi) },
    // Sealed (AES-256-GCM, see user-settings.ts): longer than the typed password.
    zoomPmiPassword: { type: String, default: null, validate: maxChars(4 * MAX.zoomPmiPassword) },
    role: { type: String, enum: ROLES, default: 'member' },
  },
  { timestamps: true, collection: 'users' },
);

userSchema.index({ usernameKey: 1 }, { unique: true, name: 'username_unique' });
// Email is optional: the partial filter lets any number of accounts have none.
userSchema.index({ email: 1 }, { unique: true, name: 'email_unique', partialFilterExpression: { email: { $type: 'string' } } });

export const userModel = defineModel<IUser>('User', userSchema);
