import type { Connection, Model, Schema } from 'mongoose';

/**
 * Models are bound to a connection rather than to mongoose's global one, so a test can run several
 * apps (each with its own store) in one process. The returned getter compiles once per connection.
 */
export function defineModel<T, M extends Model<T> = Model<T>>(name: string, schema: Schema<T, M>) {
  return (connection: Connection): M => (connection.models[name] as M | undefined) ?? (connection.model<T, M>(name, schema) as M);
}

/** Entities reach the browser with dates as ISO strings. */
export const toIso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
