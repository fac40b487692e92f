import { Schema, type SchemaDefinition, type SchemaTimestampsConfig } from 'mongoose';

/** A required ObjectId: the member, poll or room a row belongs to (or a vote's nonce). */
export const requiredId = { type: Schema.Types.ObjectId, required: true } as const;

/**
 * The schema of a collection whose documents each belong to one live session: a required
 * `sessionId` first, then `fields`. Session-wide settings kept as one document per session
 * (controls, presenter view, reactions, Q&A settings, quiz board, breakout timer, check plan) name
 * their unique index in `onePerSession`, so concurrent first writes upsert the same document.
 */
export function sessionSchema<T extends { sessionId: unknown }>(
  fields: SchemaDefinition<Omit<T, '_id' | 'sessionId'>, T>,
  options: { collection: string; timestamps?: boolean | SchemaTimestampsConfig; versionKey?: false; onePerSession?: string },
): Schema<T> {
  const { onePerSession, ...schemaOptions } = options;
  const schema = new Schema<T>({ sessionId: requiredId, ...fields } as SchemaDefinition<T>, schemaOptions);
  if (onePerSession) schema.index({ sessionId: 1 }, { unique: true, name: onePerSession });
  return schema;
}
