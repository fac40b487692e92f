import { createHash, randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { ErrorCode } from '@app/shared-types/errors';
import { SMS_PROVIDER_MESSAGES as M, type TSmsStatus } from '@app/shared-types/sms-provider/model';
import type { SecretBox } from '../../crypto/secret-box';
import { AppError, badRequest, upstreamFailed } from '../../errors/app-error';
import { createRingCentralClient, RingCentralError, type RingCentralClient } from '../../integrations/ringcentral/ringcentral-client';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import type { SettingsStore } from '../settings/contracts';
import type { PollState } from './poll-state';
import { SmsProviderUnavailableError, type SmsProvider } from './contracts';
import { createMessageStorePoller } from './message-store-poller';
import type { ISmsOAuthState } from './oauth-state.model';

/** The firm's one RingCentral connection, in the settings collection; secrets sealed, never returned. */
export const SETTINGS_KEY = 'sms-provider:ringcentral';
type Stored = {
  clientId: string;
  clientSecretSealed: string;
  accessTokenSealed: string | null;
  refreshTokenSealed: string | null;
  expiresAt: string | null;
  fromNumber: string | null;
  connectedAt: string | null;
};

const STATE_TTL_MS = 10 * 60_000;
const REFRESH_MARGIN_MS = 60_000;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const ctx = (kind: string) => `sms-provider:${kind}`;
const notConfigured = () => new AppError(ErrorCode.CONFLICT, M.notConfigured);

type Deps = {
  settings: SettingsStore;
  pollState: PollState;
  States: Model<ISmsOAuthState>;
  box: SecretBox;
  serverUrl: string;
  inboundPollMs: number;
  /** Where inbound texts and delivery receipts are published. */
  domainEvents: Pick<EventBus, 'publish'>;
  logger: Logger;
  fetchImpl?: typeof fetch;
};

export function createProviderService({ settings, pollState, States, box, serverUrl, inboundPollMs, domainEvents, logger, fetchImpl }: Deps) {
  const read = async () => (await settings.get<Stored>(SETTINGS_KEY))?.value ?? null;
  // The whole record sealed too: the row says it holds credentials (settings.encrypted).
  const write = (value: Stored, by: string | null) => settings.put(SETTINGS_KEY, value, by, { encrypted: true });
  const clientFor = (s: Stored, redirectUri = '') =>
    createRingCentralClient({ serverUrl, clientId: s.clientId, clientSecret: box.open(s.clientSecretSealed, ctx('client-secret')), redirectUri }, fetchImpl);

  async function status(): Promise<TSmsStatus> {
    const s = await read();
    return { configured: !!s, connected: !!s?.accessTokenSealed, service: 'ringcentral', fromNumber: s?.accessTokenSealed ? s.fromNumber : null };
  }

  /** New credentials: any earlier authorization belonged to the old app and is dropped. */
  async function configure(userId: string, input: { clientId: string; clientSecret: string }): Promise<TSmsStatus> {
    await write({ clientId: input.clientId, clientSecretSealed: box.seal(input.clientSecret, ctx('client-secret')), accessTokenSealed: null, refreshTokenSealed: null, expiresAt: null, fromNumber: null, connectedAt: null }, userId);
    await poller.reset();
    return status();
  }

  async function startAuth(userId: string, redirectUri: string): Promise<{ authUrl: string }> {
    const s = await read();
    if (!s) throw notConfigured();
    const state = randomBytes(32).toString('base64url');
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    await States.create({ _id: hashState(state), userId, verifierSealed: box.seal(verifier, ctx(`pkce:${userId}`)), redirectUri, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    return { authUrl: clientFor(s, redirectUri).authUrl(state, challenge) };
  }

  /** The state must be one this operator started, unexpired; the atomic delete that reads it makes it single-use. */
  async function finishAuth(userId: string | undefined, query: { state?: string; code?: string; error?: string }): Promise<void> {
    const s = await read();
    if (!s) throw notConfigured();
    const row = query.state ? await States.findOneAndDelete({ _id: hashState(query.state) }).lean<ISmsOAuthState>() : null;
    if (!row || row.expiresAt.getTime() < Date.now() || !userId || row.userId !== userId) throw badRequest(M.stateInvalid);
    if (query.error || !query.code) throw badRequest(M.denied);
    const client = clientFor(s, row.redirectUri);
    let tokens;
    let fromNumber;
    try {
      tokens = await client.exchangeCode(query.code, box.open(row.verifierSealed, ctx(`pkce:${userId}`)));
      fromNumber = await client.smsNumber(tokens.accessToken);
    } catch (error) {
      logger.warn({ err: error }, 'ringcentral authorization failed');
      throw upstreamFailed(M.exchangeFailed);
    }
    if (!fromNumber) throw badRequest(M.noSmsNumber);
    await write(
      { ...s, accessTokenSealed: box.seal(tokens.accessToken, ctx('access')), refreshTokenSealed: box.seal(tokens.refreshToken, ctx('refresh')), expiresAt: tokens.expiresAt.toISOString(), fromNumber, connectedAt: new Date().toISOString() },
      userId,
    );
  }

  type Auth = { token: string; client: RingCentralClient };
  const usable = (s: Stored, marginMs: number) => !!s.accessTokenSealed && !!s.expiresAt && new Date(s.expiresAt).getTime() - marginMs > Date.now();
  let refreshing: Promise<Auth | null> | null = null;

  /**
   * A usable access token, refreshed shortly before it lapses. RingCentral's refresh tokens are single
   * use, so one refresh runs at a time here; one that lost a race with another node finds that node's
   * new tokens stored. Only a refusal (4xx) means authorizing again; a failed call is tried next time.
   */
  async function accessToken(s: Stored): Promise<Auth | null> {
    if (!s.accessTokenSealed || !s.refreshTokenSealed || !s.expiresAt) return null;
    if (usable(s, REFRESH_MARGIN_MS)) return { token: box.open(s.accessTokenSealed, ctx('access')), client: clientFor(s) };
    refreshing ??= refresh(s).finally(() => (refreshing = null));
    return refreshing;
  }

  async function refresh(s: Stored): Promise<Auth | null> {
    const client = clientFor(s);
    try {
      const tokens = await client.refresh(box.open(s.refreshTokenSealed!, ctx('refresh')));
      await write({ ...s, accessTokenSealed: box.seal(tokens.accessToken, ctx('access')), refreshTokenSealed: box.seal(tokens.refreshToken, ctx('refresh')), expiresAt: tokens.expiresAt.toISOString() }, null);
      return { token: tokens.accessToken, client };
    } catch (error) {
      const latest = await read();
      if (latest?.refreshTokenSealed && latest.refreshTokenSealed !== s.refreshTokenSealed && usable(latest, 0)) {
        return { token: box.open(latest.accessTokenSealed!, ctx('access')), client: clientFor(latest) };
      }
      if (!(error instanceof RingCentralError && error.status >= 400 && error.status < 500)) {
        logger.warn({ err: error }, 'ringcentral token refresh failed; tried again on the next use');
        return null;
      }
      logger.error({ err: error }, 'ringcentral refused the token refresh; an operator must connect SMS again');
      await write({ ...(latest ?? s), accessTokenSealed: null, refreshTokenSealed: null, expiresAt: null }, null);
      return null;
    }
  }

  /**
   * Revokes the grant, then forgets the tokens. A 4xx from the revoke means RingCentral no longer
   * knows the token (revoked or expired already), so there is nothing left to revoke; a 5xx or no
   * answer leaves the connection as it was, to be tried again.
   */
  async function disconnect(userId: string): Promise<TSmsStatus> {
    const s = await read();
    if (!s) throw notConfigured();
    if (s.refreshTokenSealed) {
      try {
        await clientFor(s).revoke(box.open(s.refreshTokenSealed, ctx('refresh')));
      } catch (error) {
        const alreadyGone = error instanceof RingCentralError && error.status >= 400 && error.status < 500;
        logger.warn({ err: error }, alreadyGone ? 'ringcentral revoke refused the token; treated as already revoked' : 'ringcentral revoke failed');
        if (!alreadyGone) throw upstreamFailed(M.disconnectFailed);
      }
    }
    await write({ ...s, accessTokenSealed: null, refreshTokenSealed: null, expiresAt: null, fromNumber: null, connectedAt: null }, userId);
    return status();
  }

  /** RingCentral when connected; null means the simulated provider. */
  async function provider(): Promise<SmsProvider | null> {
    const s = await read();
    if (!s?.accessTokenSealed || !s.fromNumber) return null;
    const from = s.fromNumber;
    return {
      service: 'ringcentral',
      simulated: false,
      async send(to, text) {
        const current = (await read()) ?? s;
        const auth = await accessToken(current);
        if (!auth) throw new SmsProviderUnavailableError('RingCentral is no longer authorized');
        const sent = await auth.client.sendSms(auth.token, from, to, text);
        return { providerMessageId: sent.id, status: 'queued' };
      },
    };
  }

  const poller = createMessageStorePoller({ state: pollState, inboundIntervalMs: inboundPollMs, domainEvents, logger, auth: async () => {
    const s = await read();
    return s ? accessToken(s) : null;
  } });

  /** The recurring read of the message store (needs no public URL, so it works on a developer machine too). */
  async function poll(): Promise<void> {
    await poller.pollInbound();
    await poller.pollReceipts();
  }

  return { status, configure, startAuth, finishAuth, disconnect, provider, poll, pollInbound: poller.pollInbound };
}

export type ProviderService = ReturnType<typeof createProviderService>;
