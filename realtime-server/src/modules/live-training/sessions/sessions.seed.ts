import { Types } from 'mongoose';
import { displayName, type TUser } from '@app/shared-types/auth';
import { DEFAULT_SESSION_TIMEZONE, type TSessionCategory, type TSessionStatus, type TSessionType } from '@app/shared-types/live-training';
import { createJitsiProvider } from '../../../integrations/meetings';
import type { Seed } from '../../../seed/seeds';
import type { Accounts } from '../../module';
import type { InteractiveParts } from '../contracts';
import { CPE_DELIVERY_METHOD, type TCpeProgram } from '@app/shared-types/live-training/cpe/model';
import type { ILiveSession } from './session.model';
import type { SessionsStore } from './sessions.store';
import { storedMeeting } from './stored-meeting';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A narrated training video the app serves to everyone (training-videos seed), standing in for a recording. */
export const DEMO_RECORDING_URL = '/media/training/section-508-wcag-basics.webm';

type DemoSession = {
  key: string;
  title: string;
  description: string;
  category: TSessionCategory;
  sessionType: TSessionType;
  /** Start relative to now. */
  startsInMs: number;
  duration: number;
  status: TSessionStatus;
  isPremiumOnly?: boolean;
  /** Above Starter: a session for a higher plan. */
  requiredTier?: 'professional' | 'premium';
  maxParticipants?: number;
  learningObjectives: string[];
  agenda?: string;
  recordingUrl?: string;
  /** Demo accounts registered for it, and whether they attended. */
  registrants?: { username: string; attendedSeconds?: number }[];
  /** A CPE program (NASBA group internet based): a completed one awards its credits at seed time. */
  cpe?: TCpeProgram;
};

const DEMO_SESSIONS: DemoSession[] = [
  {
    key: 'live',
    title: 'Year-End Payroll and 1099 Clinic',
    description: 'Bring your year-end payroll questions: W-2 and 1099 deadlines, corrections and the filings small contractors most often miss.',
    category: 'hr',
    sessionType: 'workshop',
    startsInMs: -20 * MINUTE,
    duration: 90,
    status: 'live',
    maxParticipants: 50,
    agenda: '1. Deadlines at a glance\n2. W-2 corrections\n3. 1099-NEC vs 1099-MISC\n4. Open Q&A',
    learningObjectives: ['Meet every year-end payroll deadline', 'Correct W-2 errors before they become penalties', 'Know which 1099 form each vendor needs'],
    registrants: [{ username: 'premium' }, { username: 'member' }],
  },
  {
    key: 'soon',
    title: 'SAM.gov Registration Walkthrough',
    description: 'A live, step-by-step walk through a SAM.gov registration, from UEI to the final submission.',
    category: 'business',
    sessionType: 'webinar',
    startsInMs: 40 * MINUTE,
    duration: 60,
    status: 'scheduled',
    learningObjectives: ['Get a UEI without delays', 'Avoid the most common SAM rejections'],
    registrants: [{ username: 'member' }],
  },
  {
    key: 'premium',
    title: 'Indirect Rate Structures for Cost-Plus Contracts',
    description: 'Premium workshop: building defensible indirect rate pools that survive a DCAA review.',
    category: 'accounting',
    sessionType: 'workshop',
    startsInMs: 3 * DAY,
    duration: 120,
    status: 'scheduled',
    isPremiumOnly: true,
    maxParticipants: 25,
    agenda: 'Pool design, allocation bases, provisional billing rates, and a worked example.',
    learningObjectives: ['Design fringe, overhead and G&A pools', 'Choose allocation bases an auditor accepts', 'Set provisional billing rates'],
    registrants: [{ username: 'premium' }],
  },
  {
    key: 'completed',
    title: 'Section 508 and WCAG 2.1 AA: Live Q&A',
    description: 'The accessibility basics every federal vendor needs, with questions from the audience.',
    category: 'compliance',
    sessionType: 'webinar',
    startsInMs: -7 * DAY,
    duration: 60,
    status: 'completed',
    recordingUrl: DEMO_RECORDING_URL,
    learningObjectives: ['Read a VPAT', 'Find the most common WCAG failures'],
    cpe: {
      fieldOfStudy: 'Specialized Knowledge',
      credits: 1,
      level: 'Basic',
      objectives: ['Read a VPAT', 'Find the most common WCAG failures'],
      prerequisites: null,
      deliveryMethod: CPE_DELIVERY_METHOD,
    },
    registrants: [
      { username: 'premium', attendedSeconds: 55 * 60 },
      { username: 'member', attendedSeconds: 20 * 60 },
    ],
  },
  {
    key: 'cancelled',
    title: 'Quarterly Estimated Tax Payments',
    description: 'How contractors size and time their estimated payments. Cancelled: the instructor will reschedule it.',
    category: 'tax',
    sessionType: 'webinar',
    startsInMs: 2 * DAY,
    duration: 60,
    status: 'cancelled',
    learningObjectives: ['Use the safe-harbor rules'],
  },
  {
    key: 'close',
    title: 'Month-End Close for Small Firms',
    description: 'A checklist-driven month-end close you can finish in three days.',
    category: 'accounting',
    sessionType: 'workshop',
    startsInMs: 4 * DAY,
    duration: 90,
    status: 'scheduled',
    learningObjectives: ['Reconcile every account monthly', 'Close in three days'],
  },
  {
    key: 'payroll-tax',
    title: 'Payroll Tax Deposits Explained',
    description: 'Monthly or semiweekly? Deposit schedules, Form 941 and avoiding failure-to-deposit penalties.',
    category: 'tax',
    sessionType: 'webinar',
    startsInMs: 6 * DAY,
    duration: 60,
    status: 'scheduled',
    learningObjectives: ['Know your deposit schedule', 'File Form 941 correctly'],
  },
  {
    key: 'capability',
    title: 'Writing a Capability Statement That Wins',
    description: 'Office hours on capability statements: bring yours for live feedback.',
    category: 'business',
    sessionType: 'office-hours',
    startsInMs: 9 * DAY,
    duration: 60,
    status: 'scheduled',
    isPremiumOnly: true,
    requiredTier: 'professional',
    learningObjectives: ['Lead with past performance', 'Fit it on one page'],
  },
  {
    key: 'procurement-508',
    title: 'Section 508 in Federal Procurement',
    description: 'What contracting officers check for accessibility, and how to answer it in a proposal.',
    category: 'compliance',
    sessionType: 'webinar',
    startsInMs: 12 * DAY,
    duration: 60,
    status: 'scheduled',
    learningObjectives: ['Answer 508 clauses in proposals'],
  },
];

/**
 * The instructor's sessions in every state: one live now (with the interactive panel's demo polls and
 * questions), one starting in under an hour, a premium-only one, a completed CPE program with a recording
 * (its credits awarded through the same path as a real session's, so its attendee has a certificate), a
 * cancelled one and several upcoming across categories. Links are Jitsi rooms even when Zoom is
 * configured, so start-up never calls an outside service.
 */
export function liveTrainingSeed(deps: {
  accounts: Pick<Accounts, 'findByUsername'>;
  store: SessionsStore;
  interactive: Pick<InteractiveParts, 'seedDemo'>;
  jitsiDomain: string;
  /** A completed CPE program's attendance is in: its credits (and so certificates) follow, as after a real session. */
  programEnded: (sessionId: string, endedAt: Date) => Promise<void>;
}): Seed {
  return {
    name: 'live-training',
    order: 40,
    async run({ logger }) {
      const instructor = await deps.accounts.findByUsername('instructor');
      if (!instructor) {
        logger.warn('no demo instructor: live training demo skipped');
        return;
      }
      const people = new Map<string, TUser>();
      for (const username of ['premium', 'member']) {
        const user = await deps.accounts.findByUsername(username);
        if (user) people.set(username, user);
      }
      const jitsi = createJitsiProvider(deps.jitsiDomain);
      const now = Date.now();
      const registrations: Record<string, unknown>[] = [];
      let liveSessionId: string | undefined;
      const endedPrograms: { sessionId: string; endedAt: Date }[] = [];

      for (const demo of DEMO_SESSIONS) {
        const start = new Date(now + demo.startsInMs);
        const end = new Date(start.getTime() + demo.duration * MINUTE);
        const meeting = await jitsi.createMeeting({ topic: demo.title, startTime: start, durationMinutes: demo.duration, timezone: DEFAULT_SESSION_TIMEZONE, instant: false });
        const registrants = (demo.registrants ?? []).flatMap((r) => {
          const user = people.get(r.username);
          return user ? [{ user, attendedSeconds: r.attendedSeconds }] : [];
        });
        const _id = new Types.ObjectId();
        const session: Omit<ILiveSession, 'createdAt' | 'updatedAt'> = {
          _id,
          title: demo.title,
          description: demo.description,
          category: demo.category,
          sessionType: demo.sessionType,
          ...storedMeeting(meeting),
          scheduledStartTime: start,
          scheduledEndTime: end,
          duration: demo.duration,
          timezone: DEFAULT_SESSION_TIMEZONE,
          instructorId: new Types.ObjectId(instructor.id),
          instructorName: displayName(instructor),
          isPremiumOnly: !!demo.isPremiumOnly,
          requiredTier: demo.requiredTier ?? (demo.isPremiumOnly ? 'starter' : 'free'),
          maxParticipants: demo.maxParticipants ?? 100,
          registeredCount: registrants.length,
          agenda: demo.agenda ?? null,
          learningObjectives: demo.learningObjectives,
          materials: [],
          recordingEnabled: true,
          recordingUrl: demo.recordingUrl ?? null,
          status: demo.status,
          actualStartTime: demo.status === 'live' || demo.status === 'completed' ? start : null,
          actualEndTime: demo.status === 'completed' ? end : null,
          cpe: demo.cpe ?? null,
        };
        await deps.store.Sessions.create(session);
        for (const { user, attendedSeconds } of registrants) {
          const attended = attendedSeconds !== undefined;
          registrations.push({
            sessionId: _id,
            userId: new Types.ObjectId(user.id),
            registeredAt: new Date(Math.min(now, start.getTime()) - 2 * DAY),
            status: attended ? 'attended' : 'registered',
            joinedAt: attended ? start : null,
            leftAt: attended ? new Date(start.getTime() + attendedSeconds * 1000) : null,
            attendanceDuration: attendedSeconds ?? 0,
            completed: attended && attendedSeconds >= (demo.duration * 60) / 2,
            feedbackRating: attended ? 5 : null,
            feedbackComments: attended ? 'Clear and practical, thank you.' : null,
          });
        }
        if (demo.key === 'live') liveSessionId = _id.toString();
        if (demo.cpe && demo.status === 'completed') endedPrograms.push({ sessionId: _id.toString(), endedAt: end });
      }
      await deps.store.Registrations.insertMany(registrations);
      for (const { sessionId, endedAt } of endedPrograms) await deps.programEnded(sessionId, endedAt);
      if (liveSessionId) await deps.interactive.seedDemo({ sessionId: liveSessionId, instructor, attendees: [...people.values()] });
    },
  };
}
