import type { TContactPage } from '@app/shared-types/contact/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applyLoadError, applySnapshot, beginLoad, type TInboxFilters } from '../model/inbox';
import { updateInbox, useInboxStore } from '../store';

/** GET /api/contacts (operators only) with the inbox's filters and page. */
export function fetchContacts(filters: TInboxFilters, page: number, signal?: AbortSignal) {
  const q = new URLSearchParams({ page: String(page) });
  if (filters.status) q.set('status', filters.status);
  if (filters.urgent !== undefined) q.set('urgent', String(filters.urgent));
  if (filters.serviceInterest) q.set('serviceInterest', filters.serviceInterest);
  return getJson<TContactPage>(`/api/contacts?${q}`, { signal });
}

/** Loads the snapshot for the store's current filters and page. */
export async function loadContacts(signal?: AbortSignal): Promise<void> {
  const { filters, page } = useInboxStore.getState();
  updateInbox(beginLoad);
  try {
    updateInbox(applySnapshot, await fetchContacts(filters, page, signal));
  } catch (error) {
    if (!signal?.aborted) updateInbox(applyLoadError, errorMessage(error));
  }
}
