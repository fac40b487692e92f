import { z } from 'zod';
import '../zod-messages';
import { limitedText as text, optionalLimitedText as optionalText } from '../common';
import { PLAN_IDS } from '../membership/model';
import {
  BREAKOUT_ASSIGNMENTS,
  BREAKOUT_SIZES,
  DEFAULT_SESSION_TIMEZONE,
  LIVE_LIMITS as L,
  LIVE_MESSAGES,
  RESOURCE_TYPE_VALUES,
  SESSION_CATEGORY_FILTERS,
  SESSION_CATEGORY_VALUES,
  SESSION_TYPE_VALUES,
} from './model';
import { ZCpeProgramRequest } from './cpe';
import { breakoutMinutes, panelCommandSchemas } from './panel';
import { ZVoteCommand } from './polls';
import { objectId } from './schema-kit';

export * from './model';
export * from './polls';
export * from './panel';

/** Sessions start before this instant (dates past it are typing slips, and break calendars). */
export const LATEST_START = Date.UTC(2100, 0, 1);
export const DATE_MESSAGES = {
  startTooLate: 'The start must be before the year 2100',
  endBeforeStart: 'The end must be after the start',
} as const;
const sessionStart = z.iso
  .datetime({ offset: true, error: 'Please choose a valid start date and time' })
  .refine((v) => Date.parse(v) < LATEST_START, DATE_MESSAGES.startTooLate);
const sessionEnd = z.iso.datetime({ offset: true, error: 'Please choose a valid end date and time' });
const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(L.urlMax, `${label} must be at most ${L.urlMax} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a valid http(s) URL` }));

// ---- Route parameters and queries

export const ZSessionIdParam = z.object({ id: objectId() });
export const ZSessionIdRouteParam = z.object({ sessionId: objectId() });
export const ZPollIdParam = z.object({ pollId: objectId() });
export const ZQuestionIdParam = z.object({ questionId: objectId() });
export const ZRoomIdParam = z.object({ roomId: objectId() });
export const ZResourceIdParam = z.object({ resourceId: objectId() });

export const ZSessionListQuery = z.object({
  category: z.enum(SESSION_CATEGORY_FILTERS, { error: 'Unknown category' }).default('all'),
});

// ---- Sessions

const sessionFields = {
  title: text(L.titleMax, 'Title').min(1, 'Title is required'),
  description: text(L.descriptionMax, 'Description').default(''),
  category: z.enum(SESSION_CATEGORY_VALUES, { error: 'Please choose a category' }),
  sessionType: z.enum(SESSION_TYPE_VALUES, { error: 'Please choose a session type' }).default('webinar'),
  scheduledStartTime: sessionStart,
  /** Optional: when given, the duration is the time from the start to it. */
  scheduledEndTime: sessionEnd.optional(),
  duration: z.number().int().min(L.durationMin).max(L.durationMax).default(L.defaultDuration),
  timezone: z
    .string()
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone')
    .default(DEFAULT_SESSION_TIMEZONE),
  maxParticipants: z.number().int().min(L.maxParticipantsMin).max(L.maxParticipantsMax).default(L.defaultMaxParticipants),
  isPremiumOnly: z.boolean().default(false),
  /** The plan an attendee needs (free < starter < professional < premium); premium-only alone means Starter. */
  requiredTier: z.enum(PLAN_IDS, { error: 'Please choose a plan' }).optional(),
  agenda: optionalText(L.agendaMax, 'Agenda'),
  learningObjectives: z.array(text(L.objectiveMax, 'Objective').min(1)).max(L.objectivesMax).default([]),
  materials: z.array(text(L.objectiveMax, 'Material').min(1)).max(L.objectivesMax).default([]),
  recordingEnabled: z.boolean().default(true),
};

/** POST /api/live-training: instructors schedule a session (the start must be in the future: checked by the service). */
export const ZScheduleSessionRequest = z.strictObject({ ...sessionFields, cpe: ZCpeProgramRequest.nullish() }).superRefine((v, ctx) => {
  if (v.scheduledEndTime && Date.parse(v.scheduledEndTime) <= Date.parse(v.scheduledStartTime)) ctx.addIssue({ code: 'custom', path: ['scheduledEndTime'], message: DATE_MESSAGES.endBeforeStart });
});
export type TScheduleSessionRequest = z.input<typeof ZScheduleSessionRequest>;

/** PATCH /api/live-training/:id: any subset, while the session is scheduled. */
export const ZUpdateSessionRequest = z
  .strictObject({
    title: sessionFields.title,
    description: text(L.descriptionMax, 'Description'),
    category: sessionFields.category,
    sessionType: z.enum(SESSION_TYPE_VALUES, { error: 'Please choose a session type' }),
    scheduledStartTime: sessionFields.scheduledStartTime,
    scheduledEndTime: sessionEnd,
    duration: z.number().int().min(L.durationMin).max(L.durationMax),
    timezone: sessionFields.timezone.unwrap(),
    maxParticipants: z.number().int().min(L.maxParticipantsMin).max(L.maxParticipantsMax),
    isPremiumOnly: z.boolean(),
    requiredTier: z.enum(PLAN_IDS, { error: 'Please choose a plan' }),
    agenda: optionalText(L.agendaMax, 'Agenda'),
    learningObjectives: z.array(text(L.objectiveMax, 'Objective').min(1)).max(L.objectivesMax),
    materials: z.array(text(L.objectiveMax, 'Material').min(1)).max(L.objectivesMax),
    recordingEnabled: z.boolean(),
  })
  .partial();
export type TUpdateSessionRequest = z.input<typeof ZUpdateSessionRequest>;

/** POST /api/live-training/instant: a session starting now, run by the caller. */
export const ZInstantSessionRequest = z.object({
  topic: z.string({ error: LIVE_MESSAGES.topicRequired }).trim().min(1, LIVE_MESSAGES.topicRequired).max(L.titleMax, `Topic must be at most ${L.titleMax} characters`),
  agenda: optionalText(L.agendaMax, 'Agenda'),
});
export type TInstantSessionRequest = z.input<typeof ZInstantSessionRequest>;

export const ZRecordingRequest = z.object({ recordingUrl: httpUrl('Recording link') });

export const ZFeedbackRequest = z.object({
  rating: z.number().int().min(1, 'Please rate from 1 to 5').max(5, 'Please rate from 1 to 5'),
  comments: optionalText(L.feedbackCommentsMax, 'Comments'),
});

// ---- Polls: ./polls.ts

// ---- Q&A

export const ZAskQuestionRequest = z.object({
  question: z.string({ error: LIVE_MESSAGES.questionRequired }).trim().min(1, LIVE_MESSAGES.questionRequired).max(L.questionMax, `Question must be at most ${L.questionMax} characters`),
  anonymous: z.boolean().default(false),
});
export type TAskQuestionRequest = z.input<typeof ZAskQuestionRequest>;

export const ZAnswerQuestionRequest = z.object({
  answer: z.string({ error: 'Please enter an answer' }).trim().min(1, 'Please enter an answer').max(L.answerMax, `Answer must be at most ${L.answerMax} characters`),
});

export const ZModerateQuestionRequest = z
  .object({ pinned: z.boolean().optional(), hidden: z.boolean().optional() })
  .refine((v) => v.pinned !== undefined || v.hidden !== undefined, 'Nothing to change');

// ---- Breakout rooms

export const ZCreateBreakoutRequest = z.object({
  name: z.string({ error: 'Please name the room' }).trim().min(1, 'Please name the room').max(L.breakoutNameMax, `Name must be at most ${L.breakoutNameMax} characters`),
  maxParticipants: z.union(BREAKOUT_SIZES.map((n) => z.literal(n)), { error: 'Room size must be 3, 5, 8 or 10' }),
  topic: optionalText(L.breakoutTopicMax, 'Topic'),
  /** Several rooms at once, named "<name> 1..N". */
  count: z.number().int().min(1).max(L.breakoutCountMax).default(1),
  /** 'random' seats the attendees present now; 'registrations' every registered attendee; 'choose' lets them pick. */
  assignment: z.enum(BREAKOUT_ASSIGNMENTS).default('choose'),
  /** A timer: the rooms close by themselves after this many minutes (with a countdown before). */
  minutes: breakoutMinutes.nullable().optional(),
});
export type TCreateBreakoutRequest = z.input<typeof ZCreateBreakoutRequest>;

// ---- Resources and controls

export const ZShareResourceRequest = z.object({
  title: z.string({ error: 'Please enter a title' }).trim().min(1, 'Please enter a title').max(L.resourceTitleMax, `Title must be at most ${L.resourceTitleMax} characters`),
  description: optionalText(L.resourceDescriptionMax, 'Description'),
  resourceType: z.enum(RESOURCE_TYPE_VALUES).default('link'),
  fileUrl: httpUrl('Link'),
  downloadAllowed: z.boolean().default(true),
});
export type TShareResourceRequest = z.input<typeof ZShareResourceRequest>;

/** PUT /api/training/controls/:sessionId: an instructor starts or stops the meeting's recording (Zoom). */
export const ZControlsRequest = z.object({ recording: z.boolean({ error: 'Say whether to record (true or false)' }) });

// ---- Socket commands (client -> server, each answered through an ack)

export const ZSnapshotCommand = z.object({ sessionId: objectId() });
export const ZAskCommand = ZAskQuestionRequest.extend({ sessionId: objectId() });
export const ZUpvoteCommand = z.object({ questionId: objectId() });
export const ZBreakoutJoinCommand = z.object({ roomId: objectId() });
export const ZBreakoutLeaveCommand = z.object({ sessionId: objectId() });

/** Run-time map of the live-training commands (spread into realtime's clientCommandSchemas). */
export const liveTrainingCommandSchemas = {
  'live:snapshot': ZSnapshotCommand,
  'poll:vote': ZVoteCommand,
  'question:ask': ZAskCommand,
  'question:upvote': ZUpvoteCommand,
  'breakout:join': ZBreakoutJoinCommand,
  'breakout:leave': ZBreakoutLeaveCommand,
  ...panelCommandSchemas,
} satisfies Record<string, z.ZodType>;
