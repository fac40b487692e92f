import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from 'mongodb';

/**
 * agenda rewrites its own job documents on every poll; the API request counter counts every request,
 * refused ones included (it is what the daily limit measures); the monitoring job writes samples;
 * the SMS provider's reader notes where it stopped reading; a campaign sending in the background
 * (started by an earlier request, or resumed by the recurring job) claims each text's slot in the
 * cluster-wide send pace. None of these is a request's effect.
 */
const IGNORED_COLLECTIONS = new Set(['agendaJobs', 'api_request_days', 'system_metrics', 'sms_provider_poll_state', 'sms_send_pace']);

export type Snapshot = Map<string, string>;

/**
 * Every document of every collection (plus the files under the uploads folder), as text, so a
 * refused write can be shown to have left the store exactly as it was.
 */
export async function takeSnapshot(db: Db, uploadsDir: string): Promise<Snapshot> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !IGNORED_COLLECTIONS.has(n));
  const snapshot: Snapshot = new Map();
  await Promise.all(
    names.map(async (name) => {
      const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
      snapshot.set(name, JSON.stringify(docs));
    }),
  );
  snapshot.set('files:uploads', JSON.stringify(listFiles(uploadsDir)));
  return snapshot;
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** The collections whose contents differ, with their sizes before and after. */
export function snapshotDiff(before: Snapshot, after: Snapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  const changed: string[] = [];
  for (const name of [...names].sort()) {
    const a = before.get(name) ?? '[]';
    const b = after.get(name) ?? '[]';
    if (a !== b) changed.push(`${name} (${(JSON.parse(a) as unknown[]).length} -> ${(JSON.parse(b) as unknown[]).length} entries)`);
  }
  return changed;
}
