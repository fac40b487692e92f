import session from 'express-session';
import type { Cache } from '../cache/caches';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * Serves session reads from a short-lived cache in front of the MongoDB store, so a signed-in
 * request does not pay a database round trip just to learn who is asking. Writes go through to
 * the store and refresh the cache; destroying a session invalidates it on every app node.
 *
 * It has no touch(): the session cookie's expiry is fixed at sign-in (not rolling), so extending
 * the stored expiry would keep no one signed in longer. Without touch, express-session also ends
 * each response in one write instead of holding back its last byte until a touch completes.
 */
export class CachedSessionStore extends session.Store {
  constructor(
    private readonly inner: session.Store,
    private readonly cache: Cache<session.SessionData>,
  ) {
    super();
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    // Copies out (structuredClone keeps Dates): express-session mutates what it is given.
    const cached = this.cache.get(sid);
    if (cached !== undefined) return callback(undefined, structuredClone(cached));
    // Through wrap: a read that was under way when the session was saved or destroyed does not
    // put its (now stale) copy back into the cache.
    const load = () =>
      new Promise<session.SessionData | undefined>((resolve, reject) =>
        this.inner.get(sid, (err, value) => (err ? reject(err) : resolve(value ?? undefined))),
      );
    this.cache.wrap(sid, load).then(
      (value) => callback(undefined, value ? structuredClone(value) : null),
      (err: unknown) => callback(err),
    );
  }

  override set(sid: string, value: session.SessionData, callback?: Callback): void {
    // The next read reloads it from the store, exactly as the store keeps it.
    this.inner.set(sid, value, (err) => {
      void this.cache.invalidate(sid).then(() => callback?.(err));
    });
  }

  override destroy(sid: string, callback?: Callback): void {
    void this.cache.invalidate(sid);
    this.inner.destroy(sid, (err) => {
      // Again once it is gone: a read that started before the delete must not be cached.
      void this.cache.invalidate(sid).then(() => callback?.(err));
    });
  }
}
