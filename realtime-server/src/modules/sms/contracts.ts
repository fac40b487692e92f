/** What other modules may use of SMS campaigns: phone numbers as the texts need them, and its monitoring figure. */

/** A phone number as typed, in E.164 (US by default), or null when it is not a valid number. */
export { toE164 } from './phone';

declare module '../module' {
  interface ModuleMetrics {
    /** Campaigns sending now. */
    campaignsSending: number;
  }
}
