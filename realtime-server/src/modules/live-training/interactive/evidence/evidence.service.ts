import { isOperator, type TUser } from '@app/shared-types/auth';
import { CPE_RULES, answersRequired } from '@app/shared-types/live-training/cpe/model';
import type { CpeSettings } from '../checks';
import type { ChecksService } from '../checks/checks.service';
import type { CreditsService } from '../checks/credits.service';
import { forbidden } from '../errors';
import type { PollsService } from '../polls/polls.service';
import type { QuestionsService } from '../questions/questions.service';
import { actor, type SliceDeps } from '../slice-kit';

export type EvidenceCell = string | number | boolean | null;
/** One CSV of the archive: its file name, header and rows. */
export type EvidenceTable = { file: string; header: string[]; rows: EvidenceCell[][] };

export const EVIDENCE_OPERATORS_ONLY = 'Only operators can download a session’s audit evidence.';

const minutesBetween = (from: string, to: string | null) => (to ? Math.floor((Date.parse(to) - Date.parse(from)) / 60_000) : null);

/**
 * A session's evidence for a CPE audit (Standard No. 24 asks sponsors to keep attendance records,
 * the monitoring mechanism's documentation and each participant's responses, the credits awarded
 * and the program's details): one table per CSV, read from the store as it is now.
 */
export function evidenceService(deps: Pick<SliceDeps, 'access'> & { checks: ChecksService; credits: CreditsService; polls: PollsService; questions: QuestionsService; settings: CpeSettings }) {
  const { access, checks, credits, polls, questions, settings } = deps;

  async function tables(user: TUser | null, sessionId: string): Promise<{ title: string; tables: EvidenceTable[] }> {
    await access.require(user, sessionId, 'manage');
    const viewer = actor(user);
    if (!isOperator(viewer)) throw forbidden(EVIDENCE_OPERATORS_ONLY);
    const facts = await access.cpeFacts(sessionId);
    const [ledger, report, pollList, questionList] = await Promise.all([
      checks.ledgerOf(sessionId),
      credits.reportOf(sessionId, facts),
      polls.listForViewer(viewer, sessionId, 'instructor'),
      questions.listForViewer(viewer, sessionId, 'instructor'),
    ]);
    const { session, program } = facts;
    const rule = settings.requiredShare === null ? 'all but one per whole credit offered' : `${Math.round(settings.requiredShare * 100)}% of the checks run`;
    const programRows: EvidenceCell[][] = [
      ['Session id', session.id],
      ['Title', session.title],
      ['Instructor', session.instructorName],
      ['Status', session.status],
      ['Time zone', session.timezone],
      ['Scheduled start', session.scheduledStartTime],
      ['Scheduled end', session.scheduledEndTime],
      ['Actual start', session.actualStartTime],
      ['Actual end', session.actualEndTime],
      ['CPE program', program ? 'yes' : 'no'],
      ['Field of study', program?.fieldOfStudy ?? null],
      ['Credits offered', program?.credits ?? null],
      ['Level', program?.level ?? null],
      ['Delivery method', program?.deliveryMethod ?? null],
      ['Learning objectives', program?.objectives.join(' | ') ?? null],
      ['Prerequisites', program ? (program.prerequisites ?? 'None') : null],
      ['Credit measure', `${CPE_RULES.minutesPerCredit}-minute hour; fifths of a credit after the first; rounded down; capped at credits offered`],
      ['Attendance checks', `at least ${CPE_RULES.checksPerCredit} per credit offered; answers required: ${rule}`],
      ['Checks run', report.checksRun],
      ['Answers required', answersRequired(report.checksRun, program?.credits ?? 0, settings.requiredShare)],
    ];
    const visits: EvidenceCell[][] = [];
    for (const a of facts.attendees) {
      let lastTo: string | null = null;
      for (const v of a.visits) {
        visits.push([a.userId, a.name, v.from, v.to, minutesBetween(v.from, v.to), lastTo ? minutesBetween(lastTo, v.from) : null]);
        lastTo = v.to;
      }
    }
    const pollRows: EvidenceCell[][] = pollList.flatMap((p) =>
      p.options.map((option, i) => [p.id, p.createdAt, p.question, i + 1, option, p.votes?.[String(i)] ?? 0, p.totalVoters, p.isActive ? 'open' : 'closed']),
    );
    return {
      title: session.title,
      tables: [
        { file: 'program.csv', header: ['Field', 'Value'], rows: programRows },
        {
          file: 'roster.csv',
          header: ['User id', 'Username', 'Name', 'Registered at', 'Registration status', 'First joined at', 'Last left at'],
          rows: facts.attendees.map((a) => [a.userId, a.username, a.name, a.registeredAt, a.status, a.joinedAt, a.leftAt]),
        },
        { file: 'attendance.csv', header: ['User id', 'Name', 'Arrived at', 'Left at', 'Minutes', 'Minutes away before this visit'], rows: visits },
        {
          file: 'attendance-minutes.csv',
          header: ['User id', 'Name', 'Minutes attended', 'Visits'],
          rows: facts.attendees.map((a) => [a.userId, a.name, Math.floor(a.seconds / 60), a.visits.length]),
        },
        {
          file: 'checks.csv',
          header: ['Check id', 'Prompt', 'Run by', 'Opened at', 'Window closes at', 'Window (seconds)', 'Status'],
          rows: ledger.checks.map((c) => [c.id, c.prompt, c.source === 'schedule' ? 'server schedule' : 'instructor', c.openedAt, c.closesAt, c.windowSeconds, c.status]),
        },
        {
          file: 'check-responses.csv',
          header: ['Check id', 'User id', 'Name', 'Outcome', 'At'],
          rows: ledger.entries.map((e) => [e.checkId, e.userId, e.name, e.outcome, e.at]),
        },
        {
          file: 'credits.csv',
          header: ['User id', 'Name', 'Minutes', 'Checks answered', 'Checks missed', 'Credits awarded'],
          rows: report.rows.map((r) => [r.userId, r.name, r.minutes, r.checksAnswered, r.checksMissed, r.credits]),
        },
        { file: 'polls.csv', header: ['Poll id', 'Created at', 'Question', 'Option number', 'Option', 'Votes', 'Voters', 'Status'], rows: pollRows },
        {
          file: 'qa.csv',
          header: ['Question id', 'Asked at', 'Asked by', 'Question', 'Status', 'Answer', 'Answered at', 'Answered by', 'Upvotes', 'Hidden'],
          rows: questionList.map((q) => [q.id, q.timestamp, q.askedByName, q.question, q.status, q.answer, q.answeredAt, q.answeredByName, q.upvotes, q.hidden]),
        },
      ],
    };
  }

  return { tables };
}

export type EvidenceService = ReturnType<typeof evidenceService>;
