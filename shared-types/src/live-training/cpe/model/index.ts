/**
 * CPE programs, attendance checks and credits, without zod (the panel's first load imports these).
 * Rules follow the NASBA/AICPA Statement on Standards for CPE Programs (group internet based).
 */

/**
 * NASBA's fields of study (the 2016 Fields of Study document, in force since 2018): technical first,
 * then non-technical. A certificate names exactly one of these.
 */
export const NASBA_FIELDS_OF_STUDY = [
  'Accounting',
  'Accounting (Governmental)',
  'Auditing',
  'Auditing (Governmental)',
  'Business Law',
  'Economics',
  'Finance',
  'Information Technology',
  'Management Services',
  'Regulatory Ethics',
  'Specialized Knowledge',
  'Statistics',
  'Taxes',
  'Behavioral Ethics',
  'Business Management & Organization',
  'Communications & Marketing',
  'Computer Software & Applications',
  'Personal Development',
  'Personnel/Human Resources',
  'Production',
] as const;
export type TFieldOfStudy = (typeof NASBA_FIELDS_OF_STUDY)[number];

/** Program levels (Standard No. 2). */
export const CPE_LEVELS = ['Basic', 'Intermediate', 'Advanced', 'Update', 'Overview'] as const;
export type TCpeLevel = (typeof CPE_LEVELS)[number];
/** Standard No. 3: these levels must state their prerequisites (Basic and Overview may say none). */
export const LEVELS_NEEDING_PREREQUISITES: readonly TCpeLevel[] = ['Intermediate', 'Advanced', 'Update'];

/** The instructional delivery method, worded exactly as the Standards name it (certificates state it). */
export const CPE_DELIVERY_METHOD = 'Group Internet Based';

export const CPE_RULES = {
  /** Standard No. 16: one CPE credit per 50-minute period. */
  minutesPerCredit: 50,
  /** Group internet based: at least three instances of interactivity (attendance checks) per CPE credit. */
  checksPerCredit: 3,
  /** Credits after the first are earned in fifths (rounded down, never up). */
  creditIncrement: 0.2,
  creditsMin: 1,
  creditsMax: 20,
  defaultCheckWindowSeconds: 60,
  checkWindowMinSeconds: 15,
  checkWindowMaxSeconds: 600,
  promptMax: 200,
  objectivesMax: 10,
  objectiveMax: 255,
  prerequisitesMax: 1_000,
} as const;

export const DEFAULT_CHECK_PROMPT = 'Still with us? Select Continue.';

/** A session's CPE program (null on a session that is not one). */
export type TCpeProgram = {
  fieldOfStudy: TFieldOfStudy;
  /** Credits offered: 1, then fifths (1, 1.2, 1.4 ...). */
  credits: number;
  level: TCpeLevel;
  objectives: string[];
  prerequisites: string | null;
  deliveryMethod: typeof CPE_DELIVERY_METHOD;
};

/** Seconds of attendance -> credits by the 50-minute hour, in fifths after the first credit (rounded down; 0 below one credit). */
export function creditsForSeconds(seconds: number): number {
  const fifths = Math.floor(Math.max(0, seconds) / ((CPE_RULES.minutesPerCredit * 60) / 5));
  return fifths < 5 ? 0 : fifths / 5;
}

/** The most a session of `durationMinutes` can award. */
export const creditsForDuration = (durationMinutes: number) => creditsForSeconds(durationMinutes * 60);

/** Checks the program needs over the session: at least three per credit offered. */
export const checksNeeded = (creditsOffered: number) => Math.ceil(CPE_RULES.checksPerCredit * creditsOffered - 1e-9);

/**
 * Answers needed out of `checksRun`: a share (a setting, 0..1, rounded up), or by default all but one
 * per whole credit offered.
 */
export function answersRequired(checksRun: number, creditsOffered: number, share: number | null = null): number {
  if (share !== null) return Math.ceil(checksRun * share - 1e-9);
  return Math.max(0, checksRun - Math.floor(creditsOffered + 1e-9));
}

/**
 * One attendee's credits: minutes by the 50-minute hour in fifths, capped at the credits offered, and
 * nothing unless they answered enough of the checks run.
 */
export function creditsEarned(input: { seconds: number; creditsOffered: number; checksRun: number; checksAnswered: number; requiredShare?: number | null }): number {
  if (input.checksAnswered < answersRequired(input.checksRun, input.creditsOffered, input.requiredShare ?? null)) return 0;
  return Math.min(creditsForSeconds(input.seconds), input.creditsOffered);
}

export const formatCredits = (credits: number) => credits.toFixed(1);

export type TCheckSource = 'instructor' | 'schedule';
export type TCheckOutcome = 'answered' | 'missed' | 'late';

/** An attendance check as the room sees it. */
export type TAttendanceCheck = {
  id: string;
  sessionId: string;
  prompt: string;
  source: TCheckSource;
  openedAt: string;
  closesAt: string;
  windowSeconds: number;
  status: 'open' | 'closed';
};

/** A check with the viewer's own outcome (null while unanswered and open). */
export type TCheckForViewer = TAttendanceCheck & { myOutcome: TCheckOutcome | null };

export type TCheckAnswerResult = { checkId: string; outcome: 'answered'; answeredAt: string };

/** One line of the append-only ledger: an answer, a silence recorded when the window closed, or a late answer refused. */
export type TLedgerEntry = {
  id: string;
  checkId: string;
  sessionId: string;
  userId: string;
  name: string;
  outcome: TCheckOutcome;
  /** When it was answered, or when the window closed for a silence. */
  at: string;
};

/** Per attendee, live to the instructor and final after the session. */
export type TCreditRow = {
  userId: string;
  name: string;
  minutes: number;
  checksAnswered: number;
  checksMissed: number;
  credits: number;
  /** While the session is live: missed a check, or away now. */
  atRisk: boolean;
  presentNow: boolean;
};

export type TCreditsReport = {
  sessionId: string;
  /**
   * When the server began reading what this report says (ISO). The snapshot and the pushes travel
   * by different channels: a client keeps the report read last, so an older one never replaces it.
   */
  asOf: string;
  program: TCpeProgram | null;
  checksRun: number;
  answersRequired: number;
  rows: TCreditRow[];
};

/** What the panel loads on join and on every reconnect (beside the snapshot). */
export type TCheckState = {
  sessionId: string;
  program: TCpeProgram | null;
  checks: TCheckForViewer[];
  /** Instructors only. */
  credits?: TCreditsReport;
};

/** Server -> client events of a session room ('credits:updated' to its instructors only). */
export type CpeEvents = {
  'check:opened': (payload: { check: TAttendanceCheck }) => void;
  'check:closed': (payload: { sessionId: string; checkId: string }) => void;
  'credits:updated': (payload: { sessionId: string; report: TCreditsReport }) => void;
};
