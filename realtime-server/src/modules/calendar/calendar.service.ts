import { createHash, randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { CALENDAR_MESSAGES as M, type TCalendarStatus } from '@app/shared-types/calendar/model';
import type { TUser } from '@app/shared-types/auth';
import { AppError, upstreamFailed } from '../../errors/app-error';
import { ErrorCode } from '@app/shared-types/errors';
import type { SecretBox } from '../../crypto/secret-box';
import { pkcePair, type GoogleClient, type GoogleEvent } from '../../integrations/google/google-client';
import type { Logger } from '../../logger';
import type { ICalendarConnection, IOAuthState } from './calendar.model';

const STATE_TTL_MS = 10 * 60_000;
/** Refresh a little before Google's expiry so a request never goes out with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

type Deps = { google: GoogleClient | undefined; box: SecretBox; Connections: Model<ICalendarConnection>; States: Model<IOAuthState>; logger: Logger };

export type CalendarEventInput = Omit<GoogleEvent, 'start' | 'end'> & { start: Date | string; end: Date | string; eventId?: string };

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
/** A 4xx: nothing is broken, this server simply has no Google credentials. */
export const notConfigured = () => new AppError(ErrorCode.CONFLICT, M.notConfigured);

export function createCalendarService({ google, box, Connections, States, logger }: Deps) {
  const tokenContext = (userId: string, kind: string) => `calendar:${userId}:${kind}`;

  async function status(user: TUser): Promise<TCalendarStatus> {
    const row = google ? await Connections.findOne({ userId: user.id }).lean<ICalendarConnection>() : null;
    return { connected: !!row, email: row?.email ?? null, configured: !!google };
  }

  async function startAuth(user: TUser): Promise<{ authUrl: string }> {
    if (!google) throw notConfigured();
    const state = randomBytes(32).toString('base64url');
    const { verifier, challenge } = pkcePair();
    await States.create({ _id: hashState(state), userId: user.id, verifierSealed: box.seal(verifier, tokenContext(user.id, 'pkce')), expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    return { authUrl: google.authUrl(state, challenge) };
  }

  /**
   * Finishes the flow: the state must be one this user started, unexpired, and is consumed by the
   * same atomic delete that reads it (a replayed or raced callback finds nothing).
   */
  async function finishAuth(user: TUser | null, query: { state?: string; code?: string; error?: string }): Promise<{ email: string | null }> {
    if (!google) throw notConfigured();
    const row = query.state ? await States.findOneAndDelete({ _id: hashState(query.state) }).lean<IOAuthState>() : null;
    if (!row || row.expiresAt.getTime() < Date.now() || !user || row.userId !== user.id) throw new AppError(ErrorCode.VALIDATION_FAILED, M.stateInvalid);
    if (query.error || !query.code) throw new AppError(ErrorCode.VALIDATION_FAILED, M.denied);
    let tokens;
    try {
      tokens = await google.exchangeCode(query.code, box.open(row.verifierSealed, tokenContext(user.id, 'pkce')));
    } catch (error) {
      logger.warn({ err: error }, 'google code exchange failed');
      throw upstreamFailed(M.exchangeFailed);
    }
    const email = await google.email(tokens.accessToken).catch(() => null);
    const previous = await Connections.findOne({ userId: user.id }).lean<ICalendarConnection>();
    await Connections.updateOne(
      { userId: user.id },
      {
        $set: {
          email,
          accessTokenSealed: box.seal(tokens.accessToken, tokenContext(user.id, 'access')),
          // Google sends a refresh token with prompt=consent; keep the old one if it did not.
          refreshTokenSealed: tokens.refreshToken ? box.seal(tokens.refreshToken, tokenContext(user.id, 'refresh')) : (previous?.refreshTokenSealed ?? null),
          expiresAt: tokens.expiresAt,
          scope: tokens.scope,
        },
      },
      { upsert: true },
    );
    return { email };
  }

  /** A usable access token, refreshed when it is (nearly) expired; undefined when not connected. */
  async function accessToken(userId: string): Promise<string | undefined> {
    if (!google) return undefined;
    const row = await Connections.findOne({ userId }).lean<ICalendarConnection>();
    if (!row) return undefined;
    if (row.expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) return box.open(row.accessTokenSealed, tokenContext(userId, 'access'));
    if (!row.refreshTokenSealed) return undefined;
    const tokens = await google.refresh(box.open(row.refreshTokenSealed, tokenContext(userId, 'refresh')));
    await Connections.updateOne(
      { userId },
      {
        $set: {
          accessTokenSealed: box.seal(tokens.accessToken, tokenContext(userId, 'access')),
          expiresAt: tokens.expiresAt,
          ...(tokens.refreshToken ? { refreshTokenSealed: box.seal(tokens.refreshToken, tokenContext(userId, 'refresh')) } : {}),
        },
      },
    );
    return tokens.accessToken;
  }

  /** Revokes at Google (the refresh token revokes the whole grant), then forgets the tokens. */
  async function disconnect(user: TUser): Promise<TCalendarStatus> {
    if (!google) throw notConfigured();
    const row = await Connections.findOne({ userId: user.id }).lean<ICalendarConnection>();
    if (row) {
      const token = row.refreshTokenSealed ? box.open(row.refreshTokenSealed, tokenContext(user.id, 'refresh')) : box.open(row.accessTokenSealed, tokenContext(user.id, 'access'));
      try {
        await google.revoke(token);
      } catch (error) {
        logger.warn({ err: error }, 'google revoke failed');
        throw upstreamFailed(M.disconnectFailed);
      }
      await Connections.deleteOne({ userId: user.id });
    }
    return { connected: false, email: null, configured: true };
  }

  async function upsertEvent(userId: string, input: CalendarEventInput): Promise<string | undefined> {
    const token = await accessToken(userId);
    if (!token || !google) return undefined;
    const event: GoogleEvent = { ...input, start: new Date(input.start).toISOString(), end: new Date(input.end).toISOString() };
    return input.eventId ? google.patchEvent(token, input.eventId, event) : google.insertEvent(token, event);
  }

  async function deleteEvent(userId: string, eventId: string): Promise<void> {
    const token = await accessToken(userId);
    if (!token || !google) return;
    await google.deleteEvent(token, eventId);
  }

  return { status, startAuth, finishAuth, disconnect, upsertEvent, deleteEvent };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
