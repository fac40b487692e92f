import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** A pending RingCentral authorization: the state's hash (the state itself is never stored), its PKCE verifier sealed, single use. */
export interface ISmsOAuthState {
  _id: string;
  userId: string;
  verifierSealed: string;
  redirectUri: string;
  expiresAt: Date;
}

const schema = new Schema<ISmsOAuthState>(
  { _id: { type: String }, userId: { type: String, required: true }, verifierSealed: { type: String, required: true }, redirectUri: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { collection: 'sms_oauth_states', versionKey: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const smsOAuthStateModel = defineModel<ISmsOAuthState>('SmsOAuthState', schema);
