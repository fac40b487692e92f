import { Schema, type SchemaDefinition, type Types } from 'mongoose';

/** A stored link from one document to another (a like, a follow): the two ids and when it was made. */
export type ILink<From extends string, To extends string> = { _id: Types.ObjectId; createdAt: Date } & Record<From | To, Types.ObjectId>;

/**
 * The schema of a link collection: both ids required (each with the model it refers to), a createdAt,
 * and at most one link per pair, enforced by the store itself with the unique index `uniqueName`.
 */
export function linkSchema<From extends string, To extends string>(
  [from, fromRef]: [From, string],
  [to, toRef]: [To, string],
  collection: string,
  uniqueName: string,
): Schema<ILink<From, To>> {
  const fields = {
    [from]: { type: Schema.Types.ObjectId, ref: fromRef, required: true },
    [to]: { type: Schema.Types.ObjectId, ref: toRef, required: true },
  } as SchemaDefinition<ILink<From, To>>;
  const schema = new Schema<ILink<From, To>>(fields, { timestamps: { createdAt: true, updatedAt: false }, collection });
  schema.index({ [from]: 1, [to]: 1 }, { unique: true, name: uniqueName });
  return schema;
}
