import { CalendarCard } from '../../features/calendar/CalendarCard';
import SettingsPage from '../../features/settings/pages/SettingsPage';

/** /settings with the calendar feature's card (spec 001 section 2: the Calendar integration card). */
export default function SettingsRoute() {
  return <SettingsPage calendarCard={<CalendarCard />} />;
}
