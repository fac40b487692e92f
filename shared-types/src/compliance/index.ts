import { z } from 'zod';
import '../zod-messages';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES, ISSUE_SEVERITY_FILTERS, SCHEDULE_FREQUENCIES } from './model';

export * from './model';

/** An absolute http(s) URL, with the spec's two messages; anything else is refused before any lookup. */
// shared-types has neither DOM nor Node types; both platforms have the WHATWG URL class.
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string } }).URL;

export const ZScanUrl = z
  .string({ error: COMPLIANCE_MESSAGES.urlRequired })
  .trim()
  .min(1, COMPLIANCE_MESSAGES.urlRequired)
  .max(COMPLIANCE_LIMITS.urlMax, COMPLIANCE_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const url = new WhatwgUrl(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, COMPLIANCE_MESSAGES.urlInvalid);

export const ZStartScanRequest = z.object({ url: ZScanUrl });
export type TStartScanRequest = z.infer<typeof ZStartScanRequest>;

export const ZStartSiteScanRequest = z.object({
  url: ZScanUrl,
  pageLimit: z.coerce.number().int().min(1).max(COMPLIANCE_LIMITS.sitePagesMax).default(COMPLIANCE_LIMITS.sitePagesMax),
});
export type TStartSiteScanRequest = z.input<typeof ZStartSiteScanRequest>;

export const ZIssuesQuery = z.object({
  severity: z.enum(ISSUE_SEVERITY_FILTERS, { error: `Severity must be one of ${ISSUE_SEVERITY_FILTERS.join(', ')}` }).default('all'),
  scanId: z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid scan id').optional(),
});
export type TIssuesQuery = z.input<typeof ZIssuesQuery>;

export const ZHistoryQuery = z.object({ url: ZScanUrl });

export const ZScheduleRequest = z.object({
  url: ZScanUrl,
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: 'Frequency must be daily or weekly' }),
});
export type TScheduleRequest = z.infer<typeof ZScheduleRequest>;

export const ZExportQuery = z.object({ format: z.enum(['yaml', 'html'], { error: 'Format must be yaml or html' }).default('html') });
