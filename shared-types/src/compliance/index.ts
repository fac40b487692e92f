import { z } from 'zod';
import '../zod-messages';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES, DECISION_KINDS, DECISION_SCOPES, ISSUE_KIND_FILTERS, ISSUE_SEVERITY_FILTERS, SCHEDULE_FREQUENCIES } from './model';

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

const ZProfileId = z.string({ error: 'Profile id must be text' }).regex(/^[0-9a-f]{24}$/i, 'Invalid profile id');

export const ZStartScanRequest = z.object({ url: ZScanUrl, profileId: ZProfileId.optional() });
export type TStartScanRequest = z.infer<typeof ZStartScanRequest>;

export const ZStartSiteScanRequest = z.object({
  url: ZScanUrl,
  pageLimit: z.coerce.number().int().min(1).max(COMPLIANCE_LIMITS.sitePagesMax).default(COMPLIANCE_LIMITS.sitePagesMax),
  profileId: ZProfileId.optional(),
});
export type TStartSiteScanRequest = z.input<typeof ZStartSiteScanRequest>;

export const ZIssuesQuery = z.object({
  severity: z.enum(ISSUE_SEVERITY_FILTERS, { error: `Severity must be one of ${ISSUE_SEVERITY_FILTERS.join(', ')}` }).default('all'),
  scanId: z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid scan id').optional(),
  kind: z.enum(ISSUE_KIND_FILTERS, { error: `Kind must be one of ${ISSUE_KIND_FILTERS.join(', ')}` }).default('violation'),
});
export const ZScanIssuesQuery = z.object({
  kind: z.enum(ISSUE_KIND_FILTERS, { error: `Kind must be one of ${ISSUE_KIND_FILTERS.join(', ')}` }).default('all'),
});
export type TIssuesQuery = z.input<typeof ZIssuesQuery>;

export const ZHistoryQuery = z.object({ url: ZScanUrl });

export const ZScheduleRequest = z.object({
  url: ZScanUrl,
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: 'Frequency must be daily or weekly' }),
  profileId: ZProfileId.optional(),
});
export type TScheduleRequest = z.infer<typeof ZScheduleRequest>;

export const ZExportQuery = z.object({ format: z.enum(['yaml', 'html'], { error: 'Format must be yaml or html' }).default('html') });

export const ZFingerprint = z.string({ error: 'Fingerprint is required' }).regex(/^[0-9a-f]{16}$/, 'Fingerprint must be 16 hexadecimal characters');

/** A triage decision; the reason is required for an accepted risk, which alone may expire. */
export const ZDecisionRequest = z
  .object({
    fingerprint: ZFingerprint,
    scope: z.enum(DECISION_SCOPES, { error: `Scope must be one of ${DECISION_SCOPES.join(', ')}` }),
    decision: z.enum(DECISION_KINDS, { error: `Decision must be one of ${DECISION_KINDS.join(', ')}` }),
    reason: z.string({ error: 'Reason must be text' }).trim().max(COMPLIANCE_LIMITS.decisionReasonMax, `Reason must be at most ${COMPLIANCE_LIMITS.decisionReasonMax} characters`).optional(),
    expiresAt: z.iso.datetime({ offset: true, error: 'Expiry must be an ISO date and time' }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'accepted-risk' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: COMPLIANCE_MESSAGES.reasonRequired });
    if (value.decision !== 'accepted-risk' && value.expiresAt) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: COMPLIANCE_MESSAGES.expiryOnlyForRisk });
  });
export type TDecisionRequest = z.input<typeof ZDecisionRequest>;

/** A field of a sign-in page: a CSS selector, or `label:<accessible name>`; one line, no rule blocks. */
const ZAuthSelector = z
  .string({ error: 'Selector must be text' })
  .trim()
  .min(1, 'Selector is required')
  .max(COMPLIANCE_LIMITS.authSelectorMax, `Selector must be at most ${COMPLIANCE_LIMITS.authSelectorMax} characters`)
  .regex(/^[^\n\r{};<]+$/, 'Selector must be a CSS selector or label:<name> on one line')
  // puppeteer's ARIA query takes the name inside parentheses: it must be there, and hold none.
  .refine((value) => !value.startsWith('label:') || /^label:\s*[^()\s][^()]*$/.test(value), 'A label: selector needs an accessible name without parentheses');
const ZSecret = (name: string) => z.string({ error: `${name} is required` }).min(1, `${name} is required`).max(COMPLIANCE_LIMITS.authSecretMax, `${name} must be at most ${COMPLIANCE_LIMITS.authSecretMax} characters`);

export const ZFormAuth = z
  .object({
    type: z.literal('form'),
    loginUrl: ZScanUrl,
    usernameSelector: ZAuthSelector,
    passwordSelector: ZAuthSelector,
    submitSelector: ZAuthSelector.optional(),
    username: ZSecret('Username'),
    password: ZSecret('Password'),
    successSelector: ZAuthSelector.optional(),
    successUrl: ZScanUrl.optional(),
  })
  .refine((auth) => auth.successSelector || auth.successUrl, { path: ['successSelector'], message: COMPLIANCE_MESSAGES.successCheckRequired });

export const ZCookieAuth = z.object({
  type: z.literal('cookie'),
  cookie: z
    .string({ error: 'Cookie is required' })
    .trim()
    .min(1, 'Cookie is required')
    .max(COMPLIANCE_LIMITS.cookieHeaderMax, `Cookie must be at most ${COMPLIANCE_LIMITS.cookieHeaderMax} characters`)
    .regex(/^[^=;\s]+=[^;]*(;\s*[^=;\s]+=[^;]*)*;?$/, 'Cookie must be a Cookie header: name=value; name2=value2'),
});

export const ZProfileRequest = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(COMPLIANCE_LIMITS.profileNameMax, `Name must be at most ${COMPLIANCE_LIMITS.profileNameMax} characters`),
  startUrl: ZScanUrl,
  auth: z.discriminatedUnion('type', [ZFormAuth, ZCookieAuth], { error: 'Auth type must be form or cookie' }),
});
export type TProfileRequest = z.input<typeof ZProfileRequest>;
