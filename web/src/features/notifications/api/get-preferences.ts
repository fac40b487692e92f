import type { TNotificationPreferences } from '@app/shared-types/notifications/model';
import { getJson } from '../../../lib/api-client';

/** GET /api/notifications/preferences: the kinds this person can receive, per channel. */
export const fetchPreferences = (signal?: AbortSignal) => getJson<TNotificationPreferences>('/api/notifications/preferences', { signal });
