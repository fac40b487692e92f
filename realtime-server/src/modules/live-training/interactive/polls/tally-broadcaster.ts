/**
 * Coalesces vote tallies: a burst of a thousand votes on one poll becomes at most one broadcast per
 * interval (10 per second by default), each carrying the whole tally and its revision, so a client
 * that applies only higher revisions always converges.
 *
 * Per poll: the first change is sent at once (leading edge); changes during the interval replace the
 * pending tally and go out when it ends; when an interval ends with nothing new, the last tally is
 * sent once more without `volatile` (the trailing flush), so a client whose volatile copy was dropped
 * still ends with the exact final tally. Several app nodes each coalesce their own votes; the node
 * that counted the last vote sends the highest revision.
 */
export type TallyState = {
  pollId: string;
  /** Monotonic per poll: a state replaces the pending one only when its revision is higher. */
  revision: number;
};

type Entry<S extends TallyState> = {
  latest: S;
  sentRevision: number;
  /** The last send was volatile (might have been dropped): a settling send is owed. */
  owesReliable: boolean;
  timer: NodeJS.Timeout | undefined;
};

export type TallyBroadcaster<S extends TallyState> = {
  /** A write moved the tally; `state` is the poll's tally right after that write. */
  counted(state: S): void;
  /** Something else already delivered this revision reliably (e.g. 'poll:closed'): do not resend it. */
  delivered(pollId: string, revision: number): void;
  stop(): void;
};

export function createTallyBroadcaster<S extends TallyState>(
  publish: (state: S, options: { volatile: boolean }) => void,
  onError: (err: unknown) => void,
  intervalMs = 100,
): TallyBroadcaster<S> {
  const entries = new Map<string, Entry<S>>();

  function send(entry: Entry<S>, volatile: boolean) {
    entry.sentRevision = entry.latest.revision;
    entry.owesReliable = volatile;
    try {
      publish(entry.latest, { volatile });
    } catch (err) {
      onError(err);
    }
  }

  function arm(entry: Entry<S>) {
    entry.timer = setTimeout(() => tick(entry), intervalMs);
    entry.timer.unref();
  }

  function tick(entry: Entry<S>) {
    entry.timer = undefined;
    if (entry.latest.revision > entry.sentRevision) {
      send(entry, true);
      arm(entry);
    } else if (entry.owesReliable) {
      send(entry, false);
      arm(entry);
    } else {
      entries.delete(entry.latest.pollId);
    }
  }

  return {
    counted(state) {
      const entry = entries.get(state.pollId);
      if (!entry) {
        const created: Entry<S> = { latest: state, sentRevision: -1, owesReliable: false, timer: undefined };
        entries.set(state.pollId, created);
        send(created, true);
        arm(created);
        return;
      }
      if (state.revision > entry.latest.revision) entry.latest = state;
    },
    delivered(pollId, revision) {
      const entry = entries.get(pollId);
      if (!entry || entry.latest.revision > revision) return;
      entry.sentRevision = Math.max(entry.sentRevision, revision);
      entry.owesReliable = false;
    },
    stop() {
      for (const entry of entries.values()) if (entry.timer) clearTimeout(entry.timer);
      entries.clear();
    },
  };
}
