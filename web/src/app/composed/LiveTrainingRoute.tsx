import LiveTrainingPage from '../../features/live-training/pages/LiveTrainingPage';
import { Suspense, lazy } from 'react';
import { CalendarCardFrame } from '../../features/calendar/CalendarCardFrame';
import { LazyCalendarCard } from './lazy-calendar-card';

const LazyLiveSessionsMeter = lazy(() => import('../../features/billing/components/LiveSessionsMeter').then((m) => ({ default: m.LiveSessionsMeter })));

/**
 * /live-training with the calendar feature's card (spec 001: the session page's Calendar integration
 * card) and the billing feature's meter of premium live sessions left this month (issue 27).
 */
export default function LiveTrainingRoute() {
  return (
    <LiveTrainingPage
      planMeter={(registrations) => (
        <Suspense>
          <LazyLiveSessionsMeter registrations={registrations} />
        </Suspense>
      )}
      calendarCard={
        <Suspense fallback={<CalendarCardFrame />}>
          <LazyCalendarCard />
        </Suspense>
      }
    />
  );
}
