import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** One Google connection per user; tokens only ever stored sealed (crypto/secret-box.ts). */
export interface ICalendarConnection {
  _id: Types.ObjectId;
  /** The app user's id. */
  userId: string;
  email: string | null;
  accessTokenSealed: string;
  refreshTokenSealed: string | null;
  expiresAt: Date;
  scope: string;
  updatedAt: Date;
}

const connectionSchema = new Schema<ICalendarConnection>(
  {
    userId: { type: String, required: true },
    email: { type: String, default: null },
    accessTokenSealed: { type: String, required: true },
    refreshTokenSealed: { type: String, default: null },
    expiresAt: { type: Date, required: true },
    scope: { type: String, default: '' },
  },
  { collection: 'calendar_connections', timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);
connectionSchema.index({ userId: 1 }, { unique: true });

/**
 * A started OAuth flow: `_id` is the SHA-256 of the state sent to Google, so a database reader
 * cannot finish someone's flow. Deleted on first use; expired ones dropped by TTL.
 */
export interface IOAuthState {
  _id: string;
  userId: string;
  verifierSealed: string;
  expiresAt: Date;
}

const stateSchema = new Schema<IOAuthState>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    verifierSealed: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'oauth_states', versionKey: false },
);
stateSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const calendarConnectionModel = defineModel<ICalendarConnection>('CalendarConnection', connectionSchema);
export const oauthStateModel = defineModel<IOAuthState>('OAuthState', stateSchema);
