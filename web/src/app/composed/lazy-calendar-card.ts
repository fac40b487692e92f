import { lazy } from 'react';

/**
 * The calendar card is shown to signed-in readers only: visitors of the pages that compose it never
 * load its code (and the popup helper with it).
 */
export const LazyCalendarCard = lazy(() => import('../../features/calendar/CalendarCard').then((m) => ({ default: m.CalendarCard })));
