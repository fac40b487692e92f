/** The firm's time zone: business hours, booking dates and plan months are all in it. */
export const FIRM_TIMEZONE = 'America/New_York';
