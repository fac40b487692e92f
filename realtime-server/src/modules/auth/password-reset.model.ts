import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/**
 * password_reset_tokens: one row per emailed reset link. Only the SHA-256 of the link's token is
 * kept, so a copy of the database opens no account; the row is claimed once (usedAt) and works
 * until expiresAt.
 */
export interface IPasswordResetToken {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

const schema = new Schema<IPasswordResetToken>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'password_reset_tokens' },
);
schema.index({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
schema.index({ userId: 1 });
// Spent and expired rows are of no use; the store removes them a day after they lapse.
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

export const passwordResetTokenModel = defineModel<IPasswordResetToken>('PasswordResetToken', schema);
