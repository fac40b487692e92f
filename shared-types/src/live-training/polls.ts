import { z } from 'zod';
import '../zod-messages';
import { LIVE_LIMITS as L, LIVE_MESSAGES, POLL_KIND_LIMITS as K, POLL_KIND_MESSAGES as M, POLL_KINDS, POLL_RESULTS_VISIBILITY, pollHasOptions, type TPollKind } from './model';
import { objectId } from './schema-kit';

// ---- Polls of every kind (issue 25); single and multiple choice keep their original rules and messages.

const createPollFields = z.object({
  /** Without it: 'multiple' when allowMultiple, else 'single' (the original polls). */
  kind: z.enum(POLL_KINDS, { error: 'Please choose a kind of poll' }).optional(),
  question: z
    .string({ error: LIVE_MESSAGES.pollQuestionRequired })
    .trim()
    .min(1, LIVE_MESSAGES.pollQuestionRequired)
    .max(L.pollQuestionMax, `Question must be at most ${L.pollQuestionMax} characters`),
  // Blank options are dropped; kinds with options need at least two to remain (checked below).
  options: z
    .array(z.string({ error: LIVE_MESSAGES.pollOptionsRequired }).trim().max(L.pollOptionMax, `Options must be at most ${L.pollOptionMax} characters`), {
      error: LIVE_MESSAGES.pollOptionsRequired,
    })
    .max(L.pollOptionsMax, `A poll has at most ${L.pollOptionsMax} options`)
    .transform((options) => options.filter((o) => o.length > 0))
    .optional(),
  allowMultiple: z.boolean().default(false),
  anonymous: z.boolean().default(false),
  resultsVisibility: z.enum(POLL_RESULTS_VISIBILITY).default('live'),
  /** Quiz: the index of the right option (null or absent for other kinds: a form sends back what it parsed). */
  correctIndex: z.number({ error: M.correctRequired }).int(M.correctRequired).min(0, M.correctRequired).max(L.pollOptionsMax - 1, M.correctRequired).nullable().optional(),
  /** Quiz: closes by itself after this many seconds; null or absent: closed by the instructor. */
  timerSeconds: z
    .number({ error: `The timer must be ${K.quizTimerMin} to ${K.quizTimerMax} seconds` })
    .int()
    .min(K.quizTimerMin, `The timer must be ${K.quizTimerMin} to ${K.quizTimerMax} seconds`)
    .max(K.quizTimerMax, `The timer must be ${K.quizTimerMin} to ${K.quizTimerMax} seconds`)
    .nullable()
    .optional(),
});

const kindOf = (v: { kind?: TPollKind; allowMultiple: boolean }): TPollKind => v.kind ?? (v.allowMultiple ? 'multiple' : 'single');

export const ZCreatePollRequest = createPollFields
  .superRefine((v, ctx) => {
    const kind = kindOf(v);
    const options = v.options ?? [];
    if (pollHasOptions(kind) && options.length < L.pollOptionsMin) ctx.addIssue({ code: 'custom', path: ['options'], message: LIVE_MESSAGES.pollOptionsRequired });
    if (kind !== 'quiz') return;
    if (v.correctIndex === undefined || v.correctIndex === null || v.correctIndex >= options.length) ctx.addIssue({ code: 'custom', path: ['correctIndex'], message: M.correctRequired });
    if (v.anonymous) ctx.addIssue({ code: 'custom', path: ['anonymous'], message: M.quizNotAnonymous });
  })
  .transform((v) => {
    const kind = kindOf(v);
    const quiz = kind === 'quiz';
    return {
      kind,
      question: v.question,
      // Kinds without options keep none, whatever was sent; a rating's scale is fixed (1-5).
      options: pollHasOptions(kind) ? (v.options ?? []) : [],
      allowMultiple: kind === 'multiple',
      anonymous: v.anonymous,
      resultsVisibility: v.resultsVisibility,
      correctIndex: quiz ? (v.correctIndex ?? null) : null,
      timerSeconds: quiz ? (v.timerSeconds ?? null) : null,
    };
  });
export type TCreatePollRequest = z.input<typeof ZCreatePollRequest>;
export type TCreatePollInput = z.output<typeof ZCreatePollRequest>;

const optionIndex = z.number({ error: 'Please choose an option' }).int('Please choose an option').min(0, 'Please choose an option').max(L.pollOptionsMax - 1, 'Please choose an option');

const voteFields = {
  optionIndex: optionIndex.optional(),
  optionIndexes: z.array(optionIndex).min(1, 'Please choose an option').max(L.pollOptionsMax).optional(),
  /** Word cloud and open text. */
  text: z.string({ error: M.answerRequired }).trim().min(1, M.answerRequired).max(K.openAnswerMax, `Answers must be at most ${K.openAnswerMax} characters`).optional(),
  rating: z.number({ error: M.ratingRange }).int(M.ratingRange).min(K.ratingMin, M.ratingRange).max(K.ratingMax, M.ratingRange).optional(),
  /** Every option's index once, best first. */
  ranking: z
    .array(optionIndex, { error: M.rankingRequired })
    .min(L.pollOptionsMin, M.rankingRequired)
    .max(L.pollOptionsMax, M.rankingRequired)
    .refine((r) => new Set(r).size === r.length, M.rankingRequired)
    .optional(),
};
type VoteFields = { optionIndex?: number; optionIndexes?: number[]; text?: string; rating?: number; ranking?: number[] };

/** What a vote says, whatever field carried it; the service checks it fits the poll's kind. */
export type TVoteChoice = { optionIndexes: number[] } | { text: string } | { rating: number } | { ranking: number[] };

const given = (v: VoteFields) => [v.optionIndex, v.optionIndexes, v.text, v.rating, v.ranking].filter((f) => f !== undefined).length;
function toChoice(v: VoteFields): TVoteChoice {
  if (v.text !== undefined) return { text: v.text };
  if (v.rating !== undefined) return { rating: v.rating };
  if (v.ranking !== undefined) return { ranking: v.ranking };
  return { optionIndexes: [...new Set(v.optionIndexes ?? [v.optionIndex as number])] };
}

/**
 * One of: `optionIndex` (single choice, quiz), `optionIndexes` (multiple choice), `text` (word
 * cloud, open text), `rating` (1-5), `ranking` (every option once, best first).
 */
export const ZVoteRequest = z
  .object(voteFields)
  .refine((v) => given(v) === 1, 'Please choose an option')
  .transform(toChoice);
export type TVoteRequest = z.input<typeof ZVoteRequest>;

export const ZVoteCommand = z
  .object({ pollId: objectId(), ...voteFields })
  .refine((v) => given(v) === 1, 'Please choose an option')
  .transform(({ pollId, ...v }) => ({ pollId, choice: toChoice(v) }));

/** PUT /api/training/polls/:sessionId/leaderboard: the instructor shows or hides the quiz leaderboard to everybody. */
export const ZLeaderboardRequest = z.object({ shown: z.boolean({ error: 'Say whether to show the leaderboard (true or false)' }) });

/** GET /api/training/polls/:pollId/answers?before=<answer id>: older open-text answers, a page at a time. */
export const ZAnswersPageQuery = z.object({ before: objectId('Unknown answer').optional() });
