import { z } from 'zod';
import '../../zod-messages';
import { ACR_CRITERION_NUMS, ACR_FORMATS, ACR_LEVELS, ACR_LIMITS, ACR_MESSAGES, acrSiteOf } from './model';

export * from './model';

const ObjectIdText = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{24}$/i, message);

/** The criterion of PUT /api/compliance/acr/criteria/{criterion}: one of the report's numbers. */
export const ZAcrCriterionParam = z.object({
  criterion: z.string({ error: ACR_MESSAGES.criterionUnknown }).refine((num) => ACR_CRITERION_NUMS.has(num), ACR_MESSAGES.criterionUnknown),
});

/**
 * Which site's report: an http(s) address whose origin (scheme, host, port) names the site, as
 * site-wide triage decisions do. Sent as the origin itself; any address of the site is accepted and
 * reduced to its origin.
 */
export const ZAcrSite = z
  .string({ error: ACR_MESSAGES.siteInvalid })
  .trim()
  .max(ACR_LIMITS.siteMax, ACR_MESSAGES.siteInvalid)
  .transform((value, ctx) => {
    const site = acrSiteOf(value);
    if (site === null) ctx.addIssue({ code: 'custom', message: ACR_MESSAGES.siteInvalid });
    return site ?? z.NEVER;
  });

export const ZAcrEvaluationRequest = z.object({
  level: z.enum(ACR_LEVELS, { error: ACR_MESSAGES.levelInvalid }),
  remarks: z.string({ error: ACR_MESSAGES.remarksRequired }).trim().max(ACR_LIMITS.remarksMax, ACR_MESSAGES.remarksTooLong).default(''),
  /** Whose report: the owner of this site scan (an operator's way to a member's report); default the caller's own. */
  siteScanId: ObjectIdText('Invalid site scan id').optional(),
  /** Which of the owner's sites the evaluation is for; default the report's default site (see TAcr.site). */
  site: ZAcrSite.optional(),
});
export type TAcrEvaluationRequest = z.input<typeof ZAcrEvaluationRequest>;

export const ZAcrScopeQuery = z.object({ siteScanId: ObjectIdText('Invalid site scan id').optional(), site: ZAcrSite.optional() });

export const ZCreateAcrVersionRequest = z.object({ siteScanId: ObjectIdText('Invalid site scan id').optional(), site: ZAcrSite.optional() });

export const ZAcrExportQuery = z.object({ format: z.enum(ACR_FORMATS, { error: `Format must be one of ${ACR_FORMATS.join(', ')}` }) });

export const ZAcrDiffQuery = z.object({ from: ObjectIdText('Invalid version id') });
