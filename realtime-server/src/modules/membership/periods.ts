import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** A monthly period ends on the same day of the next month (Jan 31 -> Feb 28/29), in UTC. */
export const oneMonthAfter = (start: Date) => dayjs.utc(start).add(1, 'month').toDate();
export const oneMonthBefore = (end: Date) => dayjs.utc(end).subtract(1, 'month').toDate();

/** The refund promise: 30 days from the start of the paid period. */
export const MONEY_BACK_MS = 30 * 24 * 60 * 60 * 1000;
