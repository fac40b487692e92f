import { z } from 'zod';
import '../zod-messages';
import { BREAKOUT_TIMER as T, LIVE_LIMITS as L, PRESENTER_VIEWS, REACTION_VALUES } from './model';
import { objectId } from './schema-kit';

// ---- Q&A moderation (issue 25)

/** PUT /api/training/qa/:sessionId/moderation: new questions wait for review (true) or show at once. */
export const ZModerationRequest = z.object({ enabled: z.boolean({ error: 'Say whether to review questions (true or false)' }) });

/** POST /api/training/qa/:questionId/approve: shows it to everybody, with the instructor's edit when given. */
export const ZApproveQuestionRequest = z.object({
  question: z.string().trim().min(1, 'The question cannot be empty').max(L.questionMax, `Question must be at most ${L.questionMax} characters`).optional(),
});

/** PUT /api/training/qa/:sessionId/answering: the question highlighted as being answered now (null: none). */
export const ZNowAnsweringRequest = z.object({ questionId: objectId('Question not found').nullable() });

/** GET /api/training/qa/:sessionId/older?before=<questionId>: the page of questions asked before that one. */
export const ZOlderQuestionsQuery = z.object({ before: objectId('Question not found') });

// ---- Raised hands

/** POST /api/training/hands/:sessionId: raise (true) or lower (false) one's hand; without `raised`, toggle. */
export const ZHandRequest = z.object({ raised: z.boolean().optional() });
export const ZHandUserParam = z.object({ sessionId: objectId(), userId: objectId() });

// ---- Reactions

export const ZReactRequest = z.object({ reaction: z.enum(REACTION_VALUES, { error: 'Unknown reaction' }) });
/** PUT /api/training/reactions/:sessionId/settings: the instructor turns reactions on or off. */
export const ZReactionsSettingsRequest = z.object({ enabled: z.boolean({ error: 'Say whether reactions are on (true or false)' }) });

// ---- Breakout rooms' timer and broadcast

const minutes = z
  .number({ error: `Please choose ${T.minutesMin} to ${T.minutesMax} minutes` })
  .int(`Please choose ${T.minutesMin} to ${T.minutesMax} minutes`)
  .min(T.minutesMin, `Please choose ${T.minutesMin} to ${T.minutesMax} minutes`)
  .max(T.minutesMax, `Please choose ${T.minutesMin} to ${T.minutesMax} minutes`);
export const breakoutMinutes = minutes;

/** POST /api/training/breakouts/:sessionId/extend: more minutes for the open rooms. */
export const ZExtendBreakoutsRequest = z.object({ minutes });
/** POST /api/training/breakouts/:sessionId/broadcast: a message to every room. */
export const ZBreakoutBroadcastRequest = z.object({
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(T.messageMax, `Messages must be at most ${T.messageMax} characters`),
});

// ---- Presenter view

export const ZPresenterRequest = z
  .object({ mode: z.enum(PRESENTER_VIEWS, { error: 'Unknown view' }), pollId: objectId('Poll not found').nullable().optional() })
  .refine((v) => v.mode !== 'poll' || !!v.pollId, { path: ['pollId'], message: 'Please choose a poll to show' })
  .transform((v) => ({ mode: v.mode, pollId: v.mode === 'poll' ? (v.pollId ?? null) : null }));

// ---- Socket commands these features add

export const ZReactCommand = ZReactRequest.extend({ sessionId: objectId() });
export const ZHandCommand = ZHandRequest.extend({ sessionId: objectId() });

export const panelCommandSchemas = {
  'reaction:send': ZReactCommand,
  'hand:raise': ZHandCommand,
} satisfies Record<string, z.ZodType>;
