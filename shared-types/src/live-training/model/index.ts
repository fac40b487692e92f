/**
 * Live training constants, wire types, labels and real-time event maps, without zod: the browser's
 * live-training page imports only these at first load. Schemas are in ../index.ts.
 */
import type { TPlanId } from '../../membership/model';
import type { TCpeProgram } from '../cpe/model';
import type { PanelEngagementEvents, TPanelExtras, TQuestionState } from './engagement';
import type { TPoll, TPollForViewer, TPollTallyEvent } from './polls';

export * from './polls';
export * from './engagement';

export const SESSION_CATEGORIES = [
  { value: 'compliance', label: 'Compliance' },
  { value: 'tax', label: 'Tax' },
  { value: 'hr', label: 'HR' },
  { value: 'accounting', label: 'Accounting' },
  { value: 'business', label: 'Business' },
] as const;
export type TSessionCategory = (typeof SESSION_CATEGORIES)[number]['value'];
export const SESSION_CATEGORY_VALUES = SESSION_CATEGORIES.map((c) => c.value) as [TSessionCategory, ...TSessionCategory[]];
/** The page's category filter: 'all' plus each category. */
export const SESSION_CATEGORY_FILTERS = ['all', ...SESSION_CATEGORY_VALUES] as const;
export type TSessionCategoryFilter = (typeof SESSION_CATEGORY_FILTERS)[number];
export const sessionCategoryLabel = (value: string) => SESSION_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const SESSION_TYPES = [
  { value: 'webinar', label: 'Webinar' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'office-hours', label: 'Office Hours' },
  { value: 'instant', label: 'Instant Session' },
] as const;
export type TSessionType = (typeof SESSION_TYPES)[number]['value'];
export const SESSION_TYPE_VALUES = SESSION_TYPES.map((t) => t.value) as [TSessionType, ...TSessionType[]];

export const SESSION_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'] as const;
export type TSessionStatus = (typeof SESSION_STATUSES)[number];

export const REGISTRATION_STATUSES = ['registered', 'cancelled', 'attended'] as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const BREAKOUT_SIZES = [3, 5, 8, 10] as const;
export type TBreakoutSize = (typeof BREAKOUT_SIZES)[number];
/** 'registrations': every registered attendee is placed ahead of time, present or not (issue 25). */
export const BREAKOUT_ASSIGNMENTS = ['choose', 'random', 'registrations'] as const;
export type TBreakoutAssignment = (typeof BREAKOUT_ASSIGNMENTS)[number];

/** 'instructor': attendees never see the results (e.g. open-text answers kept for the instructor). */
export const POLL_RESULTS_VISIBILITY = ['live', 'after-close', 'instructor'] as const;
export type TPollResultsVisibility = (typeof POLL_RESULTS_VISIBILITY)[number];

export const RESOURCE_TYPES = [
  { value: 'link', label: 'Link' },
  { value: 'document', label: 'Document' },
  { value: 'slides', label: 'Slides' },
  { value: 'worksheet', label: 'Worksheet' },
  { value: 'video', label: 'Video' },
] as const;
export type TResourceType = (typeof RESOURCE_TYPES)[number]['value'];
export const RESOURCE_TYPE_VALUES = RESOURCE_TYPES.map((t) => t.value) as [TResourceType, ...TResourceType[]];

export const MEETING_PROVIDERS = ['zoom', 'jitsi'] as const;
export type TMeetingProvider = (typeof MEETING_PROVIDERS)[number];
/** What the UI says about the meeting links in use. */
export const MEETING_PROVIDER_LABELS: Record<TMeetingProvider, string> = {
  zoom: 'Zoom',
  jitsi: 'Jitsi Meet (no account needed)',
};

/** Limits: the zod schemas, the models and the forms all read these. */
export const LIVE_LIMITS = {
  titleMax: 255,
  descriptionMax: 5_000,
  agendaMax: 2_000,
  categoryMax: 100,
  sessionTypeMax: 50,
  urlMax: 500,
  objectiveMax: 255,
  objectivesMax: 20,
  durationMin: 15,
  durationMax: 480,
  defaultDuration: 60,
  maxParticipantsMin: 1,
  maxParticipantsMax: 1_000,
  defaultMaxParticipants: 100,
  pollQuestionMax: 500,
  pollOptionMax: 200,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  questionMax: 1_000,
  answerMax: 2_000,
  breakoutNameMax: 100,
  breakoutTopicMax: 200,
  breakoutCountMax: 20,
  resourceTitleMax: 255,
  resourceDescriptionMax: 1_000,
  feedbackCommentsMax: 2_000,
} as const;

export const DEFAULT_SESSION_TIMEZONE = 'America/New_York';
/** The Join button shows from this long before the start (spec 001 section 9). */
export const JOIN_WINDOW_MS = 15 * 60_000;
/** 'Starting in Nm' applies under this (spec 001 section 9). */
export const STARTING_SOON_MS = 60 * 60_000;

/** Spec 001 sections 5 and 8: validation messages and toasts, reproduced exactly. */
export const LIVE_MESSAGES = {
  pollQuestionRequired: 'Question Required: Please enter a poll question.',
  pollOptionsRequired: 'Options Required: Please provide at least 2 poll options.',
  pollClosed: 'Poll closed',
  questionRequired: 'Question Required: Please enter your question.',
  topicRequired: 'Topic Required: Please enter a topic for the training session.',
  pollCreatedTitle: 'Poll Created',
  pollCreationFailedTitle: 'Poll Creation Failed',
  pollCreationFailedText: 'Failed to create poll.',
  questionSubmittedTitle: 'Question Submitted',
  registrationSuccessfulTitle: 'Registration Successful',
  // The spec's text points to an email; no mail is sent yet, so it says where the link really is.
  registrationSuccessfulText: 'You are registered. Your meeting link appears on the session card and the Join button opens 15 minutes before the start.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedText: 'Failed to register for the session.',
  instantCreatedTitle: 'Instant Meeting Created',
  instantFailedTitle: 'Meeting Creation Failed',
  instantFailedText: 'Failed to create instant meeting.',
  sessionFull: 'This session is full.',
  breakoutFull: 'This breakout room is full.',
  returnToMain: 'Breakout rooms are closed. Please return to the main session.',
  signInToRegister: 'Please sign in to register for this session.',
  premiumOnly: 'This session is for premium members.',
} as const;

export type TSessionViewer = {
  /** The viewer holds an active registration. */
  registered: boolean;
  /** Instructor rights in this session: its own instructor, or an operator. */
  canManage: boolean;
  /** May register, join the room and read its polls, questions and resources (premium gate). */
  canAccess: boolean;
};

/** A live training session as the browser sees it. */
export type TLiveSession = {
  id: string;
  title: string;
  description: string;
  category: TSessionCategory;
  sessionType: TSessionType;
  /** Minutes. */
  duration: number;
  maxParticipants: number;
  registeredCount: number;
  scheduledStartTime: string;
  scheduledEndTime: string;
  timezone: string;
  status: TSessionStatus;
  instructorId: string;
  instructorName: string;
  isPremiumOnly: boolean;
  /** The plan that opens the session (free for open sessions). */
  requiredTier: TPlanId;
  agenda: string | null;
  learningObjectives: string[];
  materials: string[];
  recordingEnabled: boolean;
  recordingUrl: string | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
  meetingProvider: TMeetingProvider;
  /** The attendee meeting link: only for those who may attend (registered, instructor, operator); else null. */
  zoomJoinUrl: string | null;
  /** The host link: only for the session's instructor and operators; else null. */
  zoomStartUrl: string | null;
  /** Per-viewer facts; in broadcast events every flag is false and the links are null. */
  viewer: TSessionViewer;
  /** The session as a CPE program (NASBA group internet based), or null. */
  cpe: TCpeProgram | null;
  createdAt: string;
  updatedAt: string;
};

export type TRegistration = {
  id: string;
  sessionId: string;
  userId: string;
  status: TRegistrationStatus;
  registeredAt: string;
  joinedAt: string | null;
  leftAt: string | null;
  /** Seconds connected to the session room, summed over visits. */
  attendanceDuration: number;
  completed: boolean;
  feedbackRating: number | null;
  feedbackComments: string | null;
};

/** For instructors: who registered and how long they attended. */
export type TAttendanceRow = TRegistration & { username: string; displayName: string };

export type TRegisterResult = { registration: TRegistration; session: TLiveSession };

export type TQuestionStatus = 'pending' | 'answered';

export type TQuestion = {
  id: string;
  sessionId: string;
  question: string;
  /** The asker's user id; null when asked anonymously (hidden from everyone, instructors included). */
  askedBy: string | null;
  /** 'Anonymous' when asked anonymously. */
  askedByName: string;
  anonymous: boolean;
  timestamp: string;
  status: TQuestionStatus;
  answer: string | null;
  answeredAt: string | null;
  answeredByName: string | null;
  upvotes: number;
  /** Bumped with each upvote change. */
  revision: number;
  pinned: boolean;
  /** Hidden questions reach instructors only. */
  hidden: boolean;
  /** Moderation: visible, waiting for review (asker and instructors), or dismissed (instructors' archive). */
  state: TQuestionState;
};

export type TQuestionForViewer = TQuestion & { viewerUpvoted: boolean; mine: boolean };

export type TUpvoteResult = { questionId: string; upvoted: boolean; upvotes: number; revision: number };

export type TBreakoutParticipant = { userId: string; name: string };

export type TBreakoutRoom = {
  id: string;
  sessionId: string;
  name: string;
  topic: string | null;
  maxParticipants: TBreakoutSize;
  participants: TBreakoutParticipant[];
  status: 'active' | 'closed';
  /** The room's own meeting link. */
  joinUrl: string;
  createdAt: string;
};

export type TResource = {
  id: string;
  sessionId: string;
  title: string;
  description: string | null;
  resourceType: TResourceType;
  fileUrl: string;
  downloadAllowed: boolean;
  uploadedBy: string;
  uploadedByName: string;
  createdAt: string;
};

/**
 * The session's switches the server keeps: whether its meeting's cloud recording runs (started and
 * stopped through Zoom by an instructor). Audio, video and screen sharing are each person's own, in
 * the meeting itself.
 */
export type TSessionControls = { recording: boolean };

export type TPresenceAttendee = { userId: string; name: string };
/** `attendees` only for instructors. */
export type TPresence = { count: number; attendees?: TPresenceAttendee[] };

/** Everything a client needs to draw the panel, in one answer: on join and on every reconnect. */
export type TSessionSnapshot = {
  session: TLiveSession;
  role: 'instructor' | 'attendee';
  polls: TPollForViewer[];
  questions: TQuestionForViewer[];
  breakouts: TBreakoutRoom[];
  myBreakoutId: string | null;
  resources: TResource[];
  presence: TPresence;
  controls: TSessionControls;
} & TPanelExtras;

/** `jitsiDomain`: the Jitsi server whose IFrame API embeds the meetings in the page; null with Zoom. */
export type TMeetingProviderInfo = { provider: TMeetingProvider; label: string; jitsiDomain: string | null };

/** Server -> client events of a `session:<id>` room (and members' `user:<id>` rooms for cancellations and breakout seats). */
export type LiveTrainingEvents = {
  'live-session:updated': (payload: { session: TLiveSession }) => void;
  'live-session:cancelled': (payload: { sessionId: string; title: string }) => void;
  'presence:changed': (payload: { sessionId: string; count: number }) => void;
  /** Instructors only. */
  'presence:roster': (payload: { sessionId: string; attendees: TPresenceAttendee[] }) => void;
  'poll:created': (payload: { poll: TPoll }) => void;
  /** Coalesced (a few per second per poll at most); carries the whole tally, so a dropped one is harmless. */
  'poll:vote-counted': (payload: TPollTallyEvent) => void;
  'poll:closed': (payload: { poll: TPoll }) => void;
  'question:asked': (payload: { question: TQuestion }) => void;
  'question:upvoted': (payload: { sessionId: string; questionId: string; upvotes: number; revision: number }) => void;
  'question:answered': (payload: { question: TQuestion }) => void;
  /** Pinned or hidden changed. Attendees get 'question:removed' instead when a question is hidden. */
  'question:moderated': (payload: { question: TQuestion }) => void;
  'question:removed': (payload: { sessionId: string; questionId: string }) => void;
  'breakout:opened': (payload: { sessionId: string; rooms: TBreakoutRoom[]; assignment: TBreakoutAssignment }) => void;
  /**
   * To each attendee the instructor placed (their own `user:<id>` room, every tab): the room they are
   * in now, with its meeting link.
   */
  'breakout:assigned': (payload: { sessionId: string; room: TBreakoutRoom }) => void;
  'breakout:updated': (payload: { room: TBreakoutRoom }) => void;
  'breakout:closed': (payload: { sessionId: string; roomIds: string[]; message: string }) => void;
  'resource:shared': (payload: { resource: TResource }) => void;
  'resource:removed': (payload: { sessionId: string; resourceId: string }) => void;
  'controls:changed': (payload: { sessionId: string; controls: TSessionControls }) => void;
} & PanelEngagementEvents;

type SessionTimes = { status: TSessionStatus; scheduledStartTime: string; scheduledEndTime: string };

/** The session's label, rules evaluated in spec 001 section 4's order. */
export function sessionLabel(session: SessionTimes, now: number = Date.now()): string {
  const start = Date.parse(session.scheduledStartTime);
  const end = Date.parse(session.scheduledEndTime);
  if (session.status === 'completed') return 'Completed';
  if (session.status === 'cancelled') return 'Cancelled';
  if (session.status === 'live' || (now >= start && now <= end)) return 'Live Now';
  if (start > now && start - now < STARTING_SOON_MS) return `Starting in ${Math.ceil((start - now) / 60_000)}m`;
  if (start > now) return 'Upcoming';
  return 'Ended';
}

/**
 * Join (rather than Register) shows from 15 minutes before the start until the end, or whenever
 * the session is live; never for a completed or cancelled one.
 */
export function isJoinWindowOpen(session: SessionTimes, now: number = Date.now()): boolean {
  if (session.status === 'completed' || session.status === 'cancelled') return false;
  if (session.status === 'live') return true;
  return now >= Date.parse(session.scheduledStartTime) - JOIN_WINDOW_MS && now <= Date.parse(session.scheduledEndTime);
}
