import { z } from 'zod';
import '../zod-messages';
import { SAM_REGISTRATION_MESSAGES as M, SAM_STEP_IDS, SAM_STEP_STATUSES } from './model';

export * from './model';

/** The step in PUT /api/sam-registration/steps/:stepId. */
export const ZSamStepParam = z.object({ stepId: z.enum(SAM_STEP_IDS, { error: M.stepNotFound }) });

/** PUT /api/sam-registration/steps/:stepId: the member's own status for that step. */
export const ZSamStepStatusRequest = z.object({ status: z.enum(SAM_STEP_STATUSES, { error: M.statusInvalid }) });
export type TSamStepStatusRequest = z.infer<typeof ZSamStepStatusRequest>;
