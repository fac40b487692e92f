import { Schema, type Types } from 'mongoose';
import { COMPLIANCE_LIMITS as L } from '@app/shared-types/compliance/model';
import { defineModel } from '../../db/define-model';
import { limitedString, nullableString } from '../../db/text-limits';

/**
 * compliance_profiles: a site a member scans as a signed-in user. The password and the cookie
 * header are sealed with the secret box (bound to the profile's id) and never leave the server.
 */
export interface IProfile {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  name: string;
  startUrl: string;
  auth: {
    type: 'form' | 'cookie';
    loginUrl: string | null;
    usernameSelector: string | null;
    passwordSelector: string | null;
    submitSelector: string | null;
    username: string | null;
    successSelector: string | null;
    successUrl: string | null;
    passwordSealed: string | null;
    cookieSealed: string | null;
    cookieNames: string[];
  };
  createdAt: Date;
}

const profileSchema = new Schema<IProfile>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    name: limitedString(L.profileNameMax, true),
    startUrl: limitedString(L.urlMax, true),
    auth: {
      type: { type: String, enum: ['form', 'cookie'], required: true },
      loginUrl: nullableString(L.urlMax),
      usernameSelector: nullableString(L.authSelectorMax),
      passwordSelector: nullableString(L.authSelectorMax),
      submitSelector: nullableString(L.authSelectorMax),
      username: nullableString(L.authSecretMax),
      successSelector: nullableString(L.authSelectorMax),
      successUrl: nullableString(L.urlMax),
      passwordSealed: nullableString(2_000),
      cookieSealed: nullableString(8_000),
      cookieNames: [String],
    },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_profiles' },
);
profileSchema.index({ ownerId: 1, createdAt: -1 });
export const profileModel = defineModel<IProfile>('ComplianceProfile', profileSchema);
