import { ZNotificationPreferencesUpdate } from '@app/shared-types/notifications';
import type { TNotificationPreferences } from '@app/shared-types/notifications/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import type { TPreferenceChanges } from '../model/preferences';

/** PUT /api/notifications/preferences with only the changed kinds and channels; answers the whole set. */
export const updatePreferences = (types: TPreferenceChanges) =>
  apiRequest<TNotificationPreferences>('PUT', '/api/notifications/preferences', ZNotificationPreferencesUpdate.parse({ types }));

export function useUpdatePreferences() {
  return useAction(updatePreferences, {
    success: { title: 'Preferences saved', description: 'Your notification preferences are saved.' },
    errorTitle: 'Preferences not saved',
    errorFallback: 'Your notification preferences could not be saved.',
  });
}
