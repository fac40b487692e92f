import type { Types } from 'mongoose';

/** A wire date (ISO string, maybe null) as stored: a Date, keeping the null. */
type StoredDate<T> = T extends string ? Date : T;
/** A wire id (string, maybe null) as stored: an ObjectId, keeping the null. */
type StoredId<T> = T extends string ? Types.ObjectId : T;

/**
 * The stored shape of a shared wire type, so each field is declared once (in shared-types) and the
 * document and the DTO cannot drift apart: `id` is the `_id` ObjectId, the fields named in `Dates`
 * are ISO strings on the wire and Dates in the store, those named in `Ids` are ObjectIds. What only
 * the wire has (computed fields) is left out by the caller with Omit; what only the store has is
 * added with `&`.
 */
export type StoredShape<TWire extends { id: string }, Dates extends keyof TWire = never, Ids extends keyof TWire = never> = Omit<
  TWire,
  'id' | Dates | Ids
> & { _id: Types.ObjectId } & { [K in Dates]: StoredDate<TWire[K]> } & { [K in Ids]: StoredId<TWire[K]> };
