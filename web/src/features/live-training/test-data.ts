import type {
  TBreakoutRoom,
  TLiveSession,
  TPollForViewer,
  TQuestionForViewer,
  TResource,
  TSessionSnapshot,
} from '@app/shared-types/live-training/model';

/** Wire objects for tests, shaped exactly as the server sends them. */

export const SESSION_ID = 's1';

export function makeSession(overrides: Partial<TLiveSession> = {}): TLiveSession {
  const start = overrides.scheduledStartTime ?? '2030-03-05T19:00:00.000Z';
  return {
    id: SESSION_ID,
    title: 'Year-end payroll compliance',
    description: 'W-2s, 1099s and the deadlines that matter.',
    category: 'compliance',
    sessionType: 'webinar',
    duration: 60,
    maxParticipants: 100,
    registeredCount: 10,
    scheduledStartTime: start,
    scheduledEndTime: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
    timezone: 'America/New_York',
    status: 'scheduled',
    instructorId: 'teacher',
    instructorName: 'Dana Instructor',
    isPremiumOnly: false,
    requiredTier: 'free',
    agenda: null,
    learningObjectives: [],
    materials: [],
    recordingEnabled: true,
    recordingUrl: null,
    actualStartTime: null,
    actualEndTime: null,
    meetingProvider: 'jitsi',
    zoomJoinUrl: null,
    zoomStartUrl: null,
    viewer: { registered: false, canManage: false, canAccess: true },
    cpe: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A session as broadcast to a room: no viewer facts, no meeting links. */
export function makeBroadcastSession(overrides: Partial<TLiveSession> = {}): TLiveSession {
  return makeSession({ viewer: { registered: false, canManage: false, canAccess: false }, zoomJoinUrl: null, zoomStartUrl: null, ...overrides });
}

export function makePoll(overrides: Partial<TPollForViewer> = {}): TPollForViewer {
  return {
    id: 'p1',
    sessionId: SESSION_ID,
    kind: 'single',
    question: 'Which form is due first?',
    options: ['W-2', '1099-NEC', '941'],
    allowMultiple: false,
    anonymous: false,
    resultsVisibility: 'live',
    isActive: true,
    votes: { '0': 0, '1': 0, '2': 0 },
    totalVoters: 0,
    revision: 0,
    createdBy: 'teacher',
    createdAt: '2030-03-05T19:05:00.000Z',
    closedAt: null,
    correctIndex: null,
    revealed: false,
    timerSeconds: null,
    closesAt: null,
    myVote: null,
    ...overrides,
  };
}

export function makeQuestion(overrides: Partial<TQuestionForViewer> = {}): TQuestionForViewer {
  return {
    id: 'q1',
    sessionId: SESSION_ID,
    question: 'Do contractors get a W-2?',
    askedBy: 'someone',
    askedByName: 'Sam Attendee',
    anonymous: false,
    timestamp: '2030-03-05T19:10:00.000Z',
    status: 'pending',
    answer: null,
    answeredAt: null,
    answeredByName: null,
    upvotes: 0,
    revision: 0,
    pinned: false,
    hidden: false,
    state: 'visible',
    viewerUpvoted: false,
    mine: false,
    ...overrides,
  };
}

export function makeRoom(overrides: Partial<TBreakoutRoom> = {}): TBreakoutRoom {
  return {
    id: 'r1',
    sessionId: SESSION_ID,
    name: 'Room 1',
    topic: null,
    maxParticipants: 5,
    participants: [],
    status: 'active',
    joinUrl: 'https://meet.example.test/room-1',
    createdAt: '2030-03-05T19:20:00.000Z',
    ...overrides,
  };
}

export function makeResource(overrides: Partial<TResource> = {}): TResource {
  return {
    id: 'res1',
    sessionId: SESSION_ID,
    title: 'Payroll calendar',
    description: null,
    resourceType: 'link',
    fileUrl: 'https://example.test/calendar.pdf',
    downloadAllowed: true,
    uploadedBy: 'teacher',
    uploadedByName: 'Dana Instructor',
    createdAt: '2030-03-05T19:00:00.000Z',
    ...overrides,
  };
}

export function makeSnapshot(overrides: Partial<TSessionSnapshot> = {}): TSessionSnapshot {
  return {
    session: makeSession({ status: 'live', viewer: { registered: true, canManage: false, canAccess: true }, zoomJoinUrl: 'https://meet.example.test/main' }),
    role: 'attendee',
    polls: [],
    questions: [],
    breakouts: [],
    myBreakoutId: null,
    resources: [],
    presence: { count: 3 },
    controls: { recording: false },
    leaderboard: { sessionId: SESSION_ID, shown: false, players: 0, entries: [] },
    qa: { moderation: false, nowAnswering: null, hasOlder: false },
    hands: { myPosition: null },
    reactions: { enabled: true, counts: { 'thumbs-up': 0, clap: 0, heart: 0, laugh: 0, question: 0 }, revision: 0 },
    breakoutTimer: null,
    presenter: { mode: 'auto', pollId: null },
    ...overrides,
  };
}
