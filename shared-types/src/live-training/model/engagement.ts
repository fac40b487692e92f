/**
 * The panel at Slido's level (issue 25): Q&A moderation, raised hands, reactions, breakout timers
 * and the presenter view. Constants, wire types and server->client events, without zod.
 */
import type { TQuizLeaderboard } from './polls';

// ---- Q&A moderation

/**
 * 'visible': everybody sees it; 'queued': waiting for the instructor's review (the asker and
 * instructors see it); 'dismissed': archived, instructors only.
 */
export const QUESTION_STATES = ['visible', 'queued', 'dismissed'] as const;
export type TQuestionState = (typeof QUESTION_STATES)[number];

export const QA_SORTS = ['popular', 'recent'] as const;
export type TQaSort = (typeof QA_SORTS)[number];

/** The session's Q&A switches: review before questions show, and the question being answered now. */
export type TQaSettings = { moderation: boolean; nowAnswering: string | null };

export const QA_LIMITS = {
  /** Questions a list or snapshot carries: the latest ones (plus pinned, highlighted and top-voted); older ones a page at a time. */
  listed: 100,
  /** Most upvoted questions always carried, however old. */
  topListed: 20,
  page: 50,
} as const;

export const QA_MESSAGES = {
  queuedNotice: 'Your question was sent to the moderator and appears once approved.',
  notQueued: 'This question is not waiting for review.',
  dismissedGone: 'This question was dismissed.',
} as const;

/** A page of older questions (GET /api/training/qa/:sessionId/older). */
export type TQuestionPage<Q> = { questions: Q[]; hasMore: boolean };

// ---- Raised hands

/** A raised hand in the queue (instructors see them all, first raised first). */
export type THand = { userId: string; name: string; raisedAt: string; position: number };

/** What GET /api/training/hands/:sessionId answers: one's own place (1 is next), and the whole queue for instructors. */
export type THandsView = { myPosition: number | null; queue?: THand[] };

export const HAND_MESSAGES = { notRaised: 'This hand is not raised.' } as const;

// ---- Reactions

export const REACTIONS = [
  { value: 'thumbs-up', emoji: '👍', label: 'Thumbs up' },
  { value: 'clap', emoji: '👏', label: 'Applause' },
  { value: 'heart', emoji: '❤️', label: 'Love it' },
  { value: 'laugh', emoji: '😄', label: 'Funny' },
  { value: 'question', emoji: '❓', label: 'Confused' },
] as const;
export type TReaction = (typeof REACTIONS)[number]['value'];
export const REACTION_VALUES = REACTIONS.map((r) => r.value) as [TReaction, ...TReaction[]];

export const REACTION_MESSAGES = { off: 'Reactions are turned off for this session.' } as const;

/** The session's reactions: counted since the start, shown only while the instructor has them on. */
export type TReactionsState = { enabled: boolean; counts: Record<TReaction, number>; revision: number };

// ---- Breakout rooms' timer

export const BREAKOUT_TIMER = {
  /** Everybody is warned this long before the rooms close. */
  countdownSeconds: 60,
  minutesMin: 1,
  minutesMax: 120,
  messageMax: 500,
} as const;

/**
 * The rooms close at `endsAt`; from `countdownAt` everybody sees the countdown. `serverNow` is the
 * server's clock when this was sent: a browser counts down from the server's times, corrected for
 * its own clock being off, not from a guess of its own.
 */
export type TBreakoutTimer = { sessionId: string; endsAt: string; countdownAt: string; serverNow: string };

export type TBreakoutMessage = { sessionId: string; message: string; from: string; sentAt: string };

// ---- Presenter view

export const PRESENTER_VIEWS = ['auto', 'poll', 'questions', 'leaderboard'] as const;
export type TPresenterMode = (typeof PRESENTER_VIEWS)[number];
/**
 * What the projector shows: 'auto' follows the newest open poll (else the last poll, else the top
 * questions); 'poll' a chosen poll; 'questions' the top questions; 'leaderboard' the quiz ranking.
 */
export type TPresenterView = { mode: TPresenterMode; pollId: string | null };

/** The parts of the panel's snapshot these features add. */
export type TPanelExtras = {
  leaderboard: TQuizLeaderboard;
  qa: TQaSettings & { hasOlder: boolean };
  hands: THandsView;
  reactions: TReactionsState;
  breakoutTimer: TBreakoutTimer | null;
  presenter: TPresenterView;
};

/** Server -> client events these features add to a session's room (and a member's own room for their hand). */
export type PanelEngagementEvents = {
  'quiz:leaderboard': (payload: TQuizLeaderboard) => void;
  'qa:settings': (payload: { sessionId: string } & TQaSettings) => void;
  /** Instructors: the whole queue, first raised first. */
  'hand:queue': (payload: { sessionId: string; queue: THand[] }) => void;
  /** To a member's own room: their place in the queue (null once lowered). */
  'hand:mine': (payload: { sessionId: string; position: number | null }) => void;
  /** Coalesced (a few per second at most); carries every count. */
  'reactions:counted': (payload: { sessionId: string } & TReactionsState) => void;
  'breakout:timer': (payload: { sessionId: string; timer: TBreakoutTimer | null }) => void;
  'breakout:message': (payload: TBreakoutMessage) => void;
  'presenter:changed': (payload: { sessionId: string; view: TPresenterView }) => void;
};
