/** What other modules may use of SMS campaigns: phone numbers as the texts need them, and its monitoring figure. */

/** A phone number as typed, in E.164 (US by default), or null when it is not a valid number. */
export { toE164 } from './phone';

declare module '../module' {
  interface ModuleMetrics {
    /** Campaigns sending now. */
    campaignsSending: number;
  }
}

/** Numbers that texted STOP (only START undoes it), for other modules that text people (notifications). */
export type SmsOptOutsPort = { stopped: (phone: string) => Promise<boolean> };

declare module '../../ports/ports' {
  interface Ports {
    'sms-opt-outs': SmsOptOutsPort;
  }
}
