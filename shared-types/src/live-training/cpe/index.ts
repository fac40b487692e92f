import { z } from 'zod';
import '../../zod-messages';
import { CPE_LEVELS, CPE_RULES as R, LEVELS_NEEDING_PREREQUISITES, NASBA_FIELDS_OF_STUDY } from './model';

export * from './model';

const objectId = (message = 'Not found') => z.string().regex(/^[0-9a-f]{24}$/i, message);

export const PREREQUISITES_REQUIRED = 'Please state the prerequisites: Intermediate, Advanced and Update programs need them';
export const CREDITS_IN_FIFTHS = 'Credits are 1 or more, in steps of 0.2 (1, 1.2, 1.4 …)';

/** PUT /api/live-training/:id/cpe (and `cpe` when scheduling): the session as a CPE program. */
export const ZCpeProgramRequest = z
  .object({
    fieldOfStudy: z.enum(NASBA_FIELDS_OF_STUDY, { error: 'Please choose a NASBA field of study' }),
    credits: z
      .number({ error: CREDITS_IN_FIFTHS })
      .min(R.creditsMin, CREDITS_IN_FIFTHS)
      .max(R.creditsMax, `Credits must be at most ${R.creditsMax}`)
      .refine((n) => Math.abs(n * 5 - Math.round(n * 5)) < 1e-9, CREDITS_IN_FIFTHS)
      .transform((n) => Math.round(n * 5) / 5),
    level: z.enum(CPE_LEVELS, { error: 'Please choose a level' }),
    objectives: z
      .array(z.string().trim().min(1, 'Objectives cannot be blank').max(R.objectiveMax, `Objectives must be at most ${R.objectiveMax} characters`), { error: 'Please list the learning objectives' })
      .min(1, 'Please list at least one learning objective')
      .max(R.objectivesMax, `At most ${R.objectivesMax} learning objectives`),
    prerequisites: z
      .string()
      .trim()
      .max(R.prerequisitesMax, `Prerequisites must be at most ${R.prerequisitesMax} characters`)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (LEVELS_NEEDING_PREREQUISITES.includes(v.level) && !v.prerequisites) ctx.addIssue({ code: 'custom', path: ['prerequisites'], message: PREREQUISITES_REQUIRED });
  });
export type TCpeProgramRequest = z.input<typeof ZCpeProgramRequest>;

/** POST /api/training/checks/:sessionId: an instructor runs a check now. */
export const ZOpenCheckRequest = z.object({
  prompt: z
    .string()
    .trim()
    .max(R.promptMax, `Prompt must be at most ${R.promptMax} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  windowSeconds: z
    .number({ error: `The window is ${R.checkWindowMinSeconds} to ${R.checkWindowMaxSeconds} seconds` })
    .int(`The window is ${R.checkWindowMinSeconds} to ${R.checkWindowMaxSeconds} seconds`)
    .min(R.checkWindowMinSeconds, `The window is ${R.checkWindowMinSeconds} to ${R.checkWindowMaxSeconds} seconds`)
    .max(R.checkWindowMaxSeconds, `The window is ${R.checkWindowMinSeconds} to ${R.checkWindowMaxSeconds} seconds`)
    .default(R.defaultCheckWindowSeconds),
});
export type TOpenCheckRequest = z.input<typeof ZOpenCheckRequest>;

export const ZCheckIdParam = z.object({ checkId: objectId() });
/** POST /api/training/checks/:checkId/answer takes an empty body. */
export const ZCheckAnswerRequest = z.object({}).passthrough();
export const ZCheckAnswerCommand = z.object({ checkId: objectId('Check not found') });

/** Run-time map of the CPE commands (spread into realtime's clientCommandSchemas). */
export const cpeCommandSchemas = {
  'check:answer': ZCheckAnswerCommand,
} satisfies Record<string, z.ZodType>;
