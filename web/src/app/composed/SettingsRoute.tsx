import { Suspense } from 'react';
import { CALENDAR_SETTINGS_TEXTS } from '@app/shared-types/calendar/model';
import SettingsPage from '../../features/settings/pages/SettingsPage';
import { LazyCalendarCard } from './lazy-calendar-card';

/** /settings with the calendar feature's card (spec 001 section 2), in the settings page's words (section 8). */
export default function SettingsRoute() {
  return (
    <SettingsPage
      calendarCard={
        <Suspense>
          <LazyCalendarCard texts={CALENDAR_SETTINGS_TEXTS} />
        </Suspense>
      }
    />
  );
}
