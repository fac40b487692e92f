import type { EventBus } from '../../events/event-bus';
import type { RingCentralClient } from '../../integrations/ringcentral/ringcentral-client';
import type { Logger } from '../../logger';
import type { PollState } from './poll-state';

/** Where each read stopped (separate keys: inbound and receipt reads run independently). */
const INBOUND_CURSOR = 'sms-provider:ringcentral:inbound-cursor';
const RECEIPT_CURSOR = 'sms-provider:ringcentral:receipt-cursor';
const INBOUND_CLAIM = 'sms-provider:ringcentral:inbound-read';

/** Texts can appear in the store a little after their creation time (and clocks differ): each read starts this far back. */
const OVERLAP_MS = 60_000;
/** The first read after connecting looks back this far (STOPs sent to the number before count). */
const FIRST_LOOKBACK_MS = 24 * 60 * 60_000;
/** A text whose carrier never reports a final status stops being waited for after this (it stays counted as sent). */
const RECEIPT_WAIT_MS = 6 * 60 * 60_000;

type InboundCursor = { from: string; seen: { id: string; at: string }[] };
type ReceiptCursor = { from: string };
type Auth = { token: string; client: RingCentralClient };

const FINAL: Record<string, 'delivered' | 'failed'> = { Delivered: 'delivered', DeliveryFailed: 'failed', SendingFailed: 'failed' };

/**
 * Reads RingCentral's message store from where the last read stopped (with a small overlap), every
 * page of it. Inbound texts (STOP, START, HELP) are published once each (ids seen in the overlap are
 * remembered); delivery outcomes are published for every text in the window, and the SMS module
 * applies each at most once (a log row already final is left alone). A subscriber that fails is the
 * bus's to run again (events/event-bus.ts), with the same event. Reading inbound texts is
 * bounded to once per `inboundIntervalMs` across all nodes, however many campaigns ask for it.
 */
export function createMessageStorePoller({ state, auth, inboundIntervalMs, domainEvents, logger }: { state: PollState; auth: () => Promise<Auth | null>; inboundIntervalMs: number; domainEvents: Pick<EventBus, 'publish'>; logger: Logger }) {
  let inboundRead: Promise<void> | null = null;

  async function readInbound(a: Auth): Promise<void> {
    const to = new Date();
    const cursor = (await state.get<InboundCursor>(INBOUND_CURSOR)) ?? { from: new Date(to.getTime() - FIRST_LOOKBACK_MS).toISOString(), seen: [] };
    const stored = await a.client.messages(a.token, 'Inbound', new Date(cursor.from), to);
    const seen = new Set(cursor.seen.map((s) => s.id));
    const handled = [...cursor.seen];
    let complete = false;
    try {
      for (const m of stored.filter((x) => !seen.has(x.id)).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())) {
        await domainEvents.publish('sms-provider.inbound-received', { from: m.from, text: m.text, providerMessageId: m.id, receivedAt: m.createdAt }, { id: `sms-inbound:${m.id}` });
        handled.push({ id: m.id, at: m.createdAt.toISOString() });
      }
      complete = true;
    } finally {
      // After a failure the window is read again from the same start; what was handled is remembered.
      const from = complete ? new Date(to.getTime() - OVERLAP_MS) : new Date(cursor.from);
      const keep = handled.filter((s) => new Date(s.at).getTime() >= from.getTime() - OVERLAP_MS);
      await state.put<InboundCursor>(INBOUND_CURSOR, { from: from.toISOString(), seen: keep });
    }
  }

  async function readReceipts(): Promise<void> {
    const a = await auth();
    if (!a) return;
    const to = new Date();
    const cursor = (await state.get<ReceiptCursor>(RECEIPT_CURSOR)) ?? { from: new Date(to.getTime() - FIRST_LOOKBACK_MS).toISOString() };
    const stored = await a.client.messages(a.token, 'Outbound', new Date(cursor.from), to);
    const waitFloor = to.getTime() - RECEIPT_WAIT_MS;
    // The next read starts at the oldest text still waiting for its outcome, so a late receipt is not missed.
    let oldestOpen = to.getTime();
    for (const m of stored) {
      const final = FINAL[m.status];
      if (!final) {
        if (m.createdAt.getTime() >= waitFloor) oldestOpen = Math.min(oldestOpen, m.createdAt.getTime());
        continue;
      }
      const receipt = { providerMessageId: m.id, status: final, errorMessage: final === 'failed' ? `RingCentral: ${m.status}` : undefined, at: m.lastModified };
      await domainEvents.publish('sms-provider.delivery-updated', receipt, { id: `sms-receipt:${m.id}:${final}` });
    }
    const from = Math.max(waitFloor, oldestOpen - OVERLAP_MS);
    await state.put<ReceiptCursor>(RECEIPT_CURSOR, { from: new Date(from).toISOString() });
  }

  return {
    /** Inbound texts now, unless another read (here or on another node) happened within the interval. */
    pollInbound(): Promise<void> {
      inboundRead ??= (async () => {
        try {
          // Not connected: nothing to read, and nothing to claim.
          const a = await auth();
          if (a && (await state.claimInterval(INBOUND_CLAIM, inboundIntervalMs))) await readInbound(a);
        } catch (err) {
          logger.warn({ err }, 'ringcentral inbound texts not read');
        } finally {
          inboundRead = null;
        }
      })();
      return inboundRead;
    },
    async pollReceipts(): Promise<void> {
      await readReceipts();
    },
    /** New app credentials mean another account's store: start reading it afresh. */
    async reset(): Promise<void> {
      const start = new Date(Date.now() - FIRST_LOOKBACK_MS).toISOString();
      await state.put<InboundCursor>(INBOUND_CURSOR, { from: start, seen: [] });
      await state.put<ReceiptCursor>(RECEIPT_CURSOR, { from: start });
    },
  };
}

export type MessageStorePoller = ReturnType<typeof createMessageStorePoller>;
