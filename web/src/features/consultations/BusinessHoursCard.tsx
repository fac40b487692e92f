/** The hours card lives in lib (features do not import each other); the contact page imports it from there. */
export { BusinessHoursCard } from '../../lib/business-hours/BusinessHoursCard';
