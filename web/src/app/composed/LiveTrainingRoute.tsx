import { CalendarCard } from '../../features/calendar/CalendarCard';
import LiveTrainingPage from '../../features/live-training/pages/LiveTrainingPage';

/** /live-training with the calendar feature's card (spec 001: the session page's Calendar integration card). */
export default function LiveTrainingRoute() {
  return <LiveTrainingPage calendarCard={<CalendarCard />} />;
}
