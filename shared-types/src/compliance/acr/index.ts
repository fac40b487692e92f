import { z } from 'zod';
import '../../zod-messages';
import { ACR_CRITERION_NUMS, ACR_FORMATS, ACR_LEVELS, ACR_LIMITS, ACR_MESSAGES } from './model';

export * from './model';

const ObjectIdText = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{24}$/i, message);

/** The criterion of PUT /api/compliance/acr/criteria/{criterion}: one of the report's numbers. */
export const ZAcrCriterionParam = z.object({
  criterion: z.string({ error: ACR_MESSAGES.criterionUnknown }).refine((num) => ACR_CRITERION_NUMS.has(num), ACR_MESSAGES.criterionUnknown),
});

export const ZAcrEvaluationRequest = z.object({
  level: z.enum(ACR_LEVELS, { error: ACR_MESSAGES.levelInvalid }),
  remarks: z.string({ error: ACR_MESSAGES.remarksRequired }).trim().max(ACR_LIMITS.remarksMax, ACR_MESSAGES.remarksTooLong).default(''),
  /** Whose report: the owner of this site scan (an operator's way to a member's report); default the caller's own. */
  siteScanId: ObjectIdText('Invalid site scan id').optional(),
});
export type TAcrEvaluationRequest = z.input<typeof ZAcrEvaluationRequest>;

export const ZAcrScopeQuery = z.object({ siteScanId: ObjectIdText('Invalid site scan id').optional() });

export const ZCreateAcrVersionRequest = z.object({ siteScanId: ObjectIdText('Invalid site scan id').optional() });

export const ZAcrExportQuery = z.object({ format: z.enum(ACR_FORMATS, { error: `Format must be one of ${ACR_FORMATS.join(', ')}` }) });

export const ZAcrDiffQuery = z.object({ from: ObjectIdText('Invalid version id') });
