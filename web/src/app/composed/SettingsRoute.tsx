import { CALENDAR_SETTINGS_TEXTS } from '@app/shared-types/calendar/model';
import { CalendarCard } from '../../features/calendar/CalendarCard';
import SettingsPage from '../../features/settings/pages/SettingsPage';

/** /settings with the calendar feature's card (spec 001 section 2), in the settings page's words (section 8). */
export default function SettingsRoute() {
  return <SettingsPage calendarCard={<CalendarCard texts={CALENDAR_SETTINGS_TEXTS} />} />;
}
