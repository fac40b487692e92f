import { randomUUID } from 'node:crypto';
import type { Connection, Model, Types } from 'mongoose';
import { z } from 'zod';
import { SMS_MESSAGES as M } from '@app/shared-types/sms';
import { defineJob, type Jobs } from '../../jobs/jobs';
import type { Logger } from '../../logger';
import { simulatedSmsProvider, SmsOutcomeUnknownError, SmsProviderUnavailableError, SmsRateLimitedError, SmsRejectedError, type SmsProvider } from '../sms-provider/contracts';
import { resolveAudience } from './audience';
import { createPace } from './pace';
import { zonesOf } from './phone';
import { countProgress, countsOf, progressCoalescer, storeCounts } from './progress';
import { heldUntil, isMarketing } from './quiet-hours';
import type { SmsEventsEmitter } from './sms.events';
import type { ISmsCampaign, ISmsLog, ISmsSubscriber } from './sms.model';
import type { Subscribers } from './subscribers';

export const SEND_JOB = 'sms:send-campaign';
export const RESUME_JOB = 'sms:resume-sends';

export type SenderOptions = {
  messagesPerSecond: number;
  /** A runner that shows no life for this long is presumed dead and its campaign is resumed. */
  leaseMs: number;
  /** Rate-limited attempts per recipient before that text is given up (never stall for ever). */
  maxRateLimitRetries: number;
  /** The longest a runner waits in place for Retry-After; longer waits hand the campaign back. */
  maxInlineWaitMs: number;
  /** While a real campaign sends, inbound texts (STOP) are read before a batch at most this often. */
  inboundPollMs: number;
};

type Deps = {
  db: Connection;
  Campaigns: Model<ISmsCampaign>;
  Logs: Model<ISmsLog>;
  SubscriberRows: Model<ISmsSubscriber>;
  subscribers: Subscribers;
  jobs: Jobs;
  events: SmsEventsEmitter;
  /** The provider to send through now (the `sms-provider` port, or the simulated one). */
  activeProvider: () => Promise<SmsProvider>;
  /** The provider's "read inbound texts now". */
  pollInbound: () => Promise<void>;
  logger: Logger;
  options: SenderOptions;
};

type Outcome = 'ok' | 'stop' | 'unavailable';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isDuplicate = (err: unknown) => (err as { code?: number })?.code === 11000 || (err as { writeErrors?: unknown[] })?.writeErrors !== undefined;

/**
 * Sends campaigns as agenda jobs. Each recipient's log row is written before anything is sent and
 * claimed (pending -> sending) just before its text goes out, so a restart, a retry or a second node
 * never texts anyone twice; a campaign is run by one process at a time (a lease with a heartbeat),
 * and a recurring job resumes campaigns whose runner died, starts scheduled ones and wakes held ones.
 */
export function createSender(deps: Deps) {
  const { Campaigns, Logs, events, activeProvider, logger: log, options } = deps;
  const stopped = { value: false };
  // One pace per provider for the whole cluster: the provider's limit is per account, not per campaign or node.
  const pace = createPace(deps.db, 1000 / options.messagesPerSecond);
  const progress = progressCoalescer(publishProgress, 250, (err) => log.warn({ err }, 'sms progress not published'));
  let lastInboundPoll = 0;

  const sendJob = defineJob({
    name: SEND_JOB,
    schema: z.object({ campaignId: z.string().regex(/^[0-9a-f]{24}$/) }),
    concurrency: 2,
    handler: async ({ campaignId }) => run(campaignId),
  });
  const resumeJob = defineJob({
    name: RESUME_JOB,
    schema: z.object({}),
    handler: async () => resume(),
    // A node killed while holding this job's lock must not keep every other node from resuming its
    // campaign for agenda's default 10 minutes. A run is one query and one queued job per due
    // campaign; two runs at once are harmless (the campaign's own lease picks one runner).
    maxRunMs: Math.max(options.leaseMs, 5_000),
  });

  const start = (campaignId: string) => deps.jobs.now(sendJob, { campaignId });

  async function resume(): Promise<void> {
    const now = new Date();
    const providerConnected = !(await activeProvider()).simulated;
    const due = await Campaigns.find(
      {
        $or: [
          { status: 'scheduled', scheduledAt: { $lte: now } },
          { status: 'sending', runner: { $ne: null }, heartbeatAt: { $lt: new Date(now.getTime() - options.leaseMs) } },
          { status: 'sending', runner: null, pausedReason: null, $or: [{ resumeAt: null }, { resumeAt: { $lte: now } }] },
          // Paused for a disconnected provider: only once it is back, so nothing is sent simulated.
          ...(providerConnected ? [{ status: 'sending' as const, runner: null, pausedReason: { $ne: null } }] : []),
        ],
      },
      { _id: 1 },
    ).lean();
    for (const c of due) await start(c._id.toString());
  }

  /** Counts from the log rows to the room; a finished campaign's card gets its new totals too (late receipts). */
  async function publishProgress(campaignId: Types.ObjectId | string) {
    const campaign = await Campaigns.findById(campaignId, { pausedReason: 1, status: 1 }).lean();
    if (!campaign) return null;
    const sending = campaign.status === 'sending';
    const counted = await countProgress(Logs, campaign._id, sending ? (campaign.pausedReason ?? null) : null);
    await storeCounts(Campaigns, campaign._id, counted);
    events.progress(counted);
    if (!sending) {
      const finished = await Campaigns.findById(campaign._id);
      if (finished) events.updated(finished);
    }
    return counted;
  }

  /** The runner is done with this campaign for now: its final state goes out at once. */
  async function ended(campaignId: Types.ObjectId): Promise<void> {
    progress.forget(campaignId);
    await publishProgress(campaignId);
  }

  /** Refreshes the lease; false when the campaign was cancelled or another runner took it. */
  async function alive(campaignId: Types.ObjectId, runnerId: string): Promise<boolean> {
    if (stopped.value) return false;
    const r = await Campaigns.updateOne({ _id: campaignId, status: 'sending', runner: runnerId }, { $set: { heartbeatAt: new Date() } });
    return r.matchedCount === 1;
  }

  /** Waits without losing the lease; false when the campaign stopped meanwhile. */
  async function pause(campaignId: Types.ObjectId, runnerId: string, ms: number): Promise<boolean> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await sleep(Math.min(until - Date.now(), options.leaseMs / 3));
      if (!(await alive(campaignId, runnerId))) return false;
    }
    return true;
  }

  /** Hands the campaign back; the resume job picks it up at `resumeAt`. */
  async function release(campaignId: Types.ObjectId, runnerId: string, resumeAt: Date): Promise<void> {
    await Campaigns.updateOne({ _id: campaignId, runner: runnerId }, { $set: { runner: null, resumeAt } });
  }

  /** A real campaign whose provider is gone waits, visibly, until the resume job sees it connected. */
  async function hold(campaignId: Types.ObjectId, runnerId: string, reason: string): Promise<void> {
    const held = await Campaigns.findOneAndUpdate({ _id: campaignId, runner: runnerId, status: 'sending' }, { $set: { runner: null, resumeAt: null, pausedReason: reason } }, { returnDocument: 'after' });
    if (held) events.updated(held);
    log.warn({ campaignId: campaignId.toString() }, 'sms campaign paused: its provider is disconnected');
  }

  async function unpause(campaign: ISmsCampaign, runnerId: string): Promise<void> {
    const resumed = await Campaigns.findOneAndUpdate({ _id: campaign._id, runner: runnerId }, { $set: { pausedReason: null } }, { returnDocument: 'after' });
    campaign.pausedReason = null;
    if (resumed) events.updated(resumed);
  }

  async function run(id: string): Promise<void> {
    const now = new Date();
    const started = await Campaigns.findOneAndUpdate(
      { _id: id, status: 'scheduled', scheduledAt: { $lte: now } },
      { $set: { status: 'sending', sentAt: now } },
      { returnDocument: 'after' },
    );
    if (started) events.updated(started);
    // One runner per campaign at a time, even within a process (the start and the resume job may race).
    const runnerId = randomUUID();
    const stale = new Date(now.getTime() - options.leaseMs);
    const campaign = await Campaigns.findOneAndUpdate(
      { _id: id, status: 'sending', $or: [{ runner: null }, { heartbeatAt: { $lt: stale } }] },
      { $set: { runner: runnerId, heartbeatAt: now, resumeAt: null } },
      { returnDocument: 'after' },
    );
    if (!campaign) return;
    try {
      await sendAll(campaign, runnerId);
    } catch (err) {
      log.error({ err, campaignId: id }, 'sms campaign runner failed; it will be resumed');
      await release(campaign._id, runnerId, new Date(Date.now() + options.leaseMs));
    }
  }

  async function prepare(campaign: ISmsCampaign): Promise<ISmsCampaign> {
    if (campaign.resolvedAt) {
      // Taking over from a runner that died: a text it had claimed may or may not have left. Not
      // sending it again is the safer side of the law (a duplicate is a complaint; a gap is not).
      await Logs.updateMany(
        { campaignId: campaign._id, status: 'sending' },
        { $set: { status: 'failed', errorMessage: 'Interrupted while sending; not retried so that nobody gets it twice.' } },
      );
      return campaign;
    }
    await deps.subscribers.syncContactOptIns();
    const recipients = await resolveAudience({ db: deps.db, Subscribers: deps.SubscriberRows }, campaign.targetAudience, campaign.tierTarget);
    try {
      await Logs.insertMany(
        recipients.map((r) => ({ campaignId: campaign._id, recipientPhone: r.phone, recipientType: r.type, recipientId: r.id, message: campaign.message })),
        { ordered: false },
      );
    } catch (err) {
      if (!isDuplicate(err)) throw err;
    }
    const provider = await activeProvider();
    const totalRecipients = await Logs.countDocuments({ campaignId: campaign._id });
    const updated = await Campaigns.findOneAndUpdate(
      { _id: campaign._id },
      { $set: { resolvedAt: new Date(), totalRecipients, simulated: provider.simulated } },
      { returnDocument: 'after' },
    );
    if (updated) events.updated(updated);
    return updated ?? campaign;
  }

  /** Inbound texts before the next batch, so a STOP sent during the campaign stops that number's text. */
  async function readStops(): Promise<void> {
    if (Date.now() - lastInboundPoll < options.inboundPollMs) return;
    lastInboundPoll = Date.now();
    await deps.pollInbound().catch((err: unknown) => log.warn({ err }, 'sms inbound texts not read before the batch'));
  }

  /** The cluster-wide pace of this provider; long waits renew the lease so that nobody takes the campaign over meanwhile. */
  async function waitForSlot(campaignId: Types.ObjectId, runnerId: string, provider: SmsProvider): Promise<boolean> {
    const wait = await pace.reserve(provider.service);
    if (wait <= 0) return true;
    if (wait < options.leaseMs / 3) {
      await sleep(wait);
      return true;
    }
    return pause(campaignId, runnerId, wait);
  }

  async function sendAll(claimed: ISmsCampaign, runnerId: string): Promise<void> {
    const campaign = await prepare(claimed);
    const marketing = isMarketing(campaign.campaignType);
    for (;;) {
      if (!(await alive(campaign._id, runnerId))) return ended(campaign._id);
      const provider = campaign.simulated ? simulatedSmsProvider : await activeProvider();
      if (provider.simulated && !campaign.simulated) {
        await hold(campaign._id, runnerId, M.pausedDisconnected);
        return ended(campaign._id);
      }
      if (campaign.pausedReason) await unpause(campaign, runnerId);
      if (!campaign.simulated) await readStops();
      const now = new Date();
      const row = await Logs.findOneAndUpdate(
        { campaignId: campaign._id, status: 'pending', $or: [{ holdUntil: null }, { holdUntil: { $lte: now } }] },
        { $set: { status: 'sending', claimedAt: now }, $inc: { attempts: 1 } },
        { sort: { _id: 1 }, returnDocument: 'after' },
      );
      if (!row) return finishOrWait(campaign._id, runnerId);

      if (await deps.subscribers.isOptedOut(row.recipientPhone)) {
        await Logs.updateOne({ _id: row._id }, { $set: { status: 'skipped', errorMessage: 'Opted out (STOP) before this text was sent.' } });
        progress.soon(campaign._id);
        continue;
      }
      if (marketing) {
        const until = heldUntil(now, await zonesOf(row.recipientPhone));
        if (until) {
          await unclaim(row, { holdUntil: until });
          progress.soon(campaign._id);
          continue;
        }
      }
      let slotted: boolean;
      try {
        slotted = await waitForSlot(campaign._id, runnerId, provider);
      } catch (err) {
        // The pace lives in the database now: a failed claim has sent nothing, so the row goes back
        // to pending (left `sending`, a takeover would mark it failed as possibly sent).
        await unclaim(row).catch(() => undefined);
        throw err;
      }
      if (!slotted) {
        await unclaim(row);
        return ended(campaign._id);
      }
      const outcome = await sendOne(campaign._id, runnerId, row, provider);
      if (outcome === 'unavailable') await hold(campaign._id, runnerId, M.pausedDisconnected);
      if (outcome !== 'ok') return ended(campaign._id);
      progress.soon(campaign._id);
    }
  }

  /** Back to pending as if never claimed (it was not attempted). */
  const unclaim = (row: ISmsLog, extra: Partial<ISmsLog> = {}) => Logs.updateOne({ _id: row._id }, { $set: { status: 'pending', claimedAt: null, ...extra }, $inc: { attempts: -1 } });

  async function sendOne(campaignId: Types.ObjectId, runnerId: string, row: ISmsLog, provider: SmsProvider): Promise<Outcome> {
    try {
      const result = await provider.send(row.recipientPhone, row.message);
      await Logs.updateOne(
        { _id: row._id },
        { $set: { status: result.status === 'simulated' ? 'simulated' : 'sent', providerMessageId: result.providerMessageId, sentAt: new Date(), errorMessage: null } },
      );
      return 'ok';
    } catch (err) {
      if (err instanceof SmsProviderUnavailableError) {
        await unclaim(row);
        return 'unavailable';
      }
      if (err instanceof SmsRateLimitedError) {
        if (row.attempts >= options.maxRateLimitRetries) {
          await fail(row, `The SMS provider kept refusing with a rate limit after ${row.attempts} attempts; not retried.`);
          return 'ok';
        }
        await Logs.updateOne({ _id: row._id }, { $set: { status: 'pending', claimedAt: null } });
        if (err.retryAfterMs > options.maxInlineWaitMs) {
          await release(campaignId, runnerId, new Date(Date.now() + err.retryAfterMs));
          return 'stop';
        }
        return (await pause(campaignId, runnerId, err.retryAfterMs)) ? 'ok' : 'stop';
      }
      if (err instanceof SmsOutcomeUnknownError) {
        await fail(row, err.message);
        return 'ok';
      }
      if (err instanceof SmsRejectedError) {
        await fail(row, err.message || 'The SMS provider refused this number.');
        return 'ok';
      }
      log.warn({ err, campaignId: campaignId.toString() }, 'sms send failed');
      if (row.attempts >= 3) {
        await fail(row, 'The SMS provider did not accept the message.');
        return 'ok';
      }
      await Logs.updateOne({ _id: row._id }, { $set: { status: 'pending', claimedAt: null } });
      return (await pause(campaignId, runnerId, 1000 * row.attempts)) ? 'ok' : 'stop';
    }
  }

  const fail = (row: ISmsLog, errorMessage: string) => Logs.updateOne({ _id: row._id }, { $set: { status: 'failed', errorMessage } });

  async function finishOrWait(campaignId: Types.ObjectId, runnerId: string): Promise<void> {
    progress.forget(campaignId);
    const held = await Logs.findOne({ campaignId, status: 'pending' }, { holdUntil: 1 }).sort({ holdUntil: 1 }).lean();
    if (held?.holdUntil) {
      await release(campaignId, runnerId, held.holdUntil);
      await publishProgress(campaignId);
      return;
    }
    const counted = await countProgress(Logs, campaignId);
    const failed = counted.failed > 0 && counted.sent + counted.simulated === 0;
    const done = await Campaigns.findOneAndUpdate(
      { _id: campaignId, status: 'sending', runner: runnerId },
      { $set: { status: failed ? 'failed' : 'completed', completedAt: new Date(), runner: null, pausedReason: null, ...countsOf(counted) } },
      { returnDocument: 'after' },
    );
    events.progress(counted);
    if (done) events.updated(done);
  }

  /**
   * A delivery receipt moves a `sent` row to its final state once: a receipt read again (the message
   * store is read with an overlap) finds the row already final and changes and announces nothing.
   */
  async function receipt(providerMessageId: string, status: 'delivered' | 'failed', errorMessage?: string): Promise<void> {
    const row = await Logs.findOneAndUpdate(
      { providerMessageId, status: 'sent' },
      { $set: status === 'delivered' ? { status, deliveredAt: new Date() } : { status, errorMessage: errorMessage ?? 'Not delivered' } },
    );
    if (row?.campaignId) progress.soon(row.campaignId);
  }

  return {
    jobs: { sendJob, resumeJob },
    start,
    receipt,
    stop: () => {
      stopped.value = true;
      progress.stop();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
