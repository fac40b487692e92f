/**
 * Certificates of completion for CPE programs. Issued when live training announces a program's
 * final credits ('live-training.cpe-credits-awarded'); announced one by one as 'certificates.issued'
 * (live training marks the registration certified; the notification centre may tell the member).
 */
import '../live-training/contracts';

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A member's certificate exists (event id `certificate:<id>:issued`, so a repeat is recognisable). */
    'certificates.issued': { certificateId: string; code: string; userId: string; sessionId: string; attendeeName: string; programTitle: string; credits: number };
  }
}

declare module '../module' {
  interface ModuleMetrics {
    /** CPE certificates issued so far. */
    certificatesIssued: number;
  }
}
