/**
 * Every domain event of the app, by name (`<domain>.<past-tense>`), with its payload. The interface
 * is empty here: each module adds the events it publishes in its own contracts.ts, by declaration
 * merging, so the names and payloads of a domain are declared in one place:
 *
 *   declare module '../../events/domain-events' {
 *     interface DomainEvents { 'consultations.booked': { consultation: TConsultation } }
 *   }
 *
 * Payloads carry ids and the new state (plain data: a retried event is stored in a job and read back).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}
