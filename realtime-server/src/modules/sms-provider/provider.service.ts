import { createHash, randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import { ErrorCode } from '@app/shared-types/errors';
import { SMS_PROVIDER_MESSAGES as M, type TSmsStatus } from '@app/shared-types/sms/model';
import type { SecretBox } from '../../crypto/secret-box';
import { AppError, badRequest, upstreamFailed } from '../../http/errors';
import { createRingCentralClient, type RingCentralClient } from '../../integrations/ringcentral/ringcentral-client';
import type { Logger } from '../../logger';
import type { SettingsStore } from '../settings/contracts';
import { dispatchInboundSms, dispatchSmsDeliveryStatus, SmsProviderUnavailableError, type SmsProvider } from './contracts';
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
  /** Inbound texts already handed on (the message store is read with an overlap). */
  seenInbound: string[];
  /** Outbound ids whose final status was handed on. */
  seenReceipts: string[];
};

const STATE_TTL_MS = 10 * 60_000;
const REFRESH_MARGIN_MS = 60_000;
const LOOKBACK_MS = 24 * 60 * 60_000;
const SEEN_LIMIT = 500;
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const ctx = (kind: string) => `sms-provider:${kind}`;
const notConfigured = () => new AppError(409, ErrorCode.CONFLICT, M.notConfigured);

type Deps = { settings: SettingsStore; States: Model<ISmsOAuthState>; box: SecretBox; serverUrl: string; logger: Logger; fetchImpl?: typeof fetch };

export function createProviderService({ settings, States, box, serverUrl, logger, fetchImpl }: Deps) {
  const read = async () => (await settings.get<Stored>(SETTINGS_KEY))?.value ?? null;
  const write = (value: Stored, by: string | null) => settings.put(SETTINGS_KEY, value, by);
  const clientFor = (s: Stored, redirectUri = '') =>
    createRingCentralClient({ serverUrl, clientId: s.clientId, clientSecret: box.open(s.clientSecretSealed, ctx('client-secret')), redirectUri }, fetchImpl);

  async function status(): Promise<TSmsStatus> {
    const s = await read();
    return { configured: !!s, connected: !!s?.accessTokenSealed, service: 'ringcentral', fromNumber: s?.accessTokenSealed ? s.fromNumber : null };
  }

  /** New credentials: any earlier authorization belonged to the old app and is dropped. */
  async function configure(userId: string, input: { clientId: string; clientSecret: string }): Promise<TSmsStatus> {
    await write({ clientId: input.clientId, clientSecretSealed: box.seal(input.clientSecret, ctx('client-secret')), accessTokenSealed: null, refreshTokenSealed: null, expiresAt: null, fromNumber: null, connectedAt: null, seenInbound: [], seenReceipts: [] }, userId);
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

  /** A usable access token, refreshed shortly before it lapses; a refused refresh means authorizing again. */
  async function accessToken(s: Stored): Promise<{ token: string; client: RingCentralClient } | null> {
    if (!s.accessTokenSealed || !s.refreshTokenSealed || !s.expiresAt) return null;
    const client = clientFor(s);
    if (new Date(s.expiresAt).getTime() - REFRESH_MARGIN_MS > Date.now()) return { token: box.open(s.accessTokenSealed, ctx('access')), client };
    try {
      const tokens = await client.refresh(box.open(s.refreshTokenSealed, ctx('refresh')));
      await write({ ...s, accessTokenSealed: box.seal(tokens.accessToken, ctx('access')), refreshTokenSealed: box.seal(tokens.refreshToken, ctx('refresh')), expiresAt: tokens.expiresAt.toISOString() }, null);
      return { token: tokens.accessToken, client };
    } catch (error) {
      logger.error({ err: error }, 'ringcentral token refresh failed; an operator must connect SMS again');
      await write({ ...s, accessTokenSealed: null, refreshTokenSealed: null, expiresAt: null }, null);
      return null;
    }
  }

  async function disconnect(userId: string): Promise<TSmsStatus> {
    const s = await read();
    if (!s) throw notConfigured();
    if (s.refreshTokenSealed) {
      try {
        await clientFor(s).revoke(box.open(s.refreshTokenSealed, ctx('refresh')));
      } catch (error) {
        logger.warn({ err: error }, 'ringcentral revoke failed');
        throw upstreamFailed(M.disconnectFailed);
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

  /**
   * Reads the message store: inbound texts (STOP, START, HELP) and delivery outcomes of recent
   * texts, handed on once each. Polling needs no public URL, so it works on a developer machine too.
   */
  async function poll(): Promise<void> {
    const s = await read();
    if (!s) return;
    const auth = await accessToken(s);
    if (!auth) return;
    const since = new Date(Date.now() - LOOKBACK_MS);
    const [inbound, outbound] = await Promise.all([auth.client.messagesSince(auth.token, 'Inbound', since), auth.client.messagesSince(auth.token, 'Outbound', since)]);
    const seenInbound = new Set(s.seenInbound);
    const seenReceipts = new Set(s.seenReceipts);
    for (const m of inbound.filter((m) => !seenInbound.has(m.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      await dispatchInboundSms({ from: m.from, text: m.text, providerMessageId: m.id, receivedAt: m.createdAt });
      seenInbound.add(m.id);
    }
    for (const m of outbound.filter((m) => !seenReceipts.has(m.id))) {
      const final = m.status === 'Delivered' ? 'delivered' : m.status === 'DeliveryFailed' || m.status === 'SendingFailed' ? 'failed' : null;
      if (!final) continue;
      await dispatchSmsDeliveryStatus({ providerMessageId: m.id, status: final, errorMessage: final === 'failed' ? `RingCentral: ${m.status}` : undefined, at: m.lastModified });
      seenReceipts.add(m.id);
    }
    const latest = (await read()) ?? s;
    await write({ ...latest, seenInbound: [...seenInbound].slice(-SEEN_LIMIT), seenReceipts: [...seenReceipts].slice(-SEEN_LIMIT) }, null);
  }

  return { status, configure, startAuth, finishAuth, disconnect, provider, poll };
}

export type ProviderService = ReturnType<typeof createProviderService>;
