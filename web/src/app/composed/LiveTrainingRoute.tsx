import { Suspense } from 'react';
import LiveTrainingPage from '../../features/live-training/pages/LiveTrainingPage';
import { LazyCalendarCard } from './lazy-calendar-card';

/** /live-training with the calendar feature's card (spec 001: the session page's Calendar integration card). */
export default function LiveTrainingRoute() {
  return (
    <LiveTrainingPage
      calendarCard={
        <Suspense>
          <LazyCalendarCard />
        </Suspense>
      }
    />
  );
}
