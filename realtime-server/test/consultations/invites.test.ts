import { describe, expect, it } from 'vitest';
import { person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { useSuiteApp } from '../helpers/suite-app';
import { book, freshDate } from '../helpers/consultations';
import { consultationModel } from '../../src/modules/consultations/consultation.model';
import { REMINDER_JOB } from '../../src/modules/consultations/consultations.jobs';

const app = useSuiteApp();

type Mail = { subject: string; to: string; text: string; tags: string[]; attachments: { filename: string; contentType: string; content: string }[] };
const mailOf = async (id: string): Promise<Mail[]> => ((await app.operator.get(`/api/mail/outbox?tag=consultation:${id}`)).json.messages as Mail[]).reverse();
const field = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim();

/** Runs one reminder through agenda now and waits until agenda has finished it. */
async function runReminder(data: { consultationId: string; startsAt: string; hoursBefore: 24 | 1 }) {
  const before = new Date();
  await app.server.jobs.agenda.now(REMINDER_JOB, data);
  const jobs = app.server.database.connection.collection('agendaJobs');
  const ran = { name: REMINDER_JOB, 'data.consultationId': data.consultationId, 'data.hoursBefore': data.hoursBefore, 'data.startsAt': data.startsAt, lastFinishedAt: { $gt: before } };
  await expect.poll(async () => jobs.countDocuments(ran), { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('emails and calendar invites', () => {
  it('sends an invite on booking, reschedule and cancellation with one UID, a rising SEQUENCE and the right METHOD', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'premium');
    const date = freshDate('wednesday');
    const c = await book(member, date, '13:00', { email: 'client@example.com', title: 'Payroll setup' });

    const download = await member.get(`/api/consultations/${c.id}/invite.ics`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/calendar');
    expect(download.headers.get('content-disposition')).toContain('consultation.ics');
    const first = download.text;
    expect(field(first, 'METHOD')).toBe('REQUEST');
    expect(field(first, 'SEQUENCE')).toBe('0');
    expect(field(first, 'SUMMARY')).toBe('Payroll setup');
    expect(first).toContain('BEGIN:VTIMEZONE');
    expect(first).toContain('TZID:America/New_York');
    expect(first).toContain(`DTSTART;TZID=America/New_York:${date.replaceAll('-', '')}T130000`);
    const uid = field(first, 'UID');
    expect(uid).toBe(`consultation-${c.id}@consultations.firm`);

    await member.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${date}T15:00:00` } });
    await member.request('PUT', `/api/consultations/${c.id}/cancel`);

    const mails = await mailOf(c.id);
    expect(mails.map((m) => m.subject)).toEqual(['Consultation Scheduled', 'Consultation Rescheduled', 'Consultation Cancelled']);
    expect(mails.every((m) => m.to === 'client@example.com')).toBe(true);
    const invites = mails.map((m) => m.attachments[0]!.content);
    expect(invites.map((ics) => field(ics, 'UID'))).toEqual([uid, uid, uid]);
    expect(invites.map((ics) => field(ics, 'SEQUENCE'))).toEqual(['0', '1', '2']);
    expect(invites.map((ics) => field(ics, 'METHOD'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(invites[1]).toContain(`DTSTART;TZID=America/New_York:${date.replaceAll('-', '')}T150000`);
    expect(field(invites[2]!, 'STATUS')).toBe('CANCELLED');
    expect(mails[2]!.attachments[0]!.contentType).toContain('method=CANCEL');
  });

  it('keeps the outbox for operators only', async () => {
    const member = await person(app.server);
    expect((await member.get('/api/mail/outbox')).status).toBe(403);
    const res = await app.operator.get('/api/mail/outbox');
    expect(res.status).toBe(200);
    expect(res.json.delivery).toBe('outbox');
  });
});

describe('reminders', () => {
  it('queues reminders 24 hours and 1 hour before, and sends one when it is due', async () => {
    const c = await book(app.operator, freshDate('monday'), '10:00');
    const queued = await app.server.database.connection.collection('agendaJobs').find({ name: REMINDER_JOB, 'data.consultationId': c.id }).toArray();
    expect(queued.map((j) => [j.data.hoursBefore, (new Date(c.startsAt!).getTime() - j.nextRunAt.getTime()) / 3_600_000]).sort()).toEqual([
      [1, 1],
      [24, 24],
    ]);
    await runReminder({ consultationId: c.id, startsAt: c.startsAt!, hoursBefore: 24 });
    expect((await mailOf(c.id)).map((m) => m.subject)).toEqual(['Consultation Scheduled', 'Reminder: your consultation is tomorrow']);
  });

  it('sends no reminder for a cancelled booking, a rescheduled time or a time already past', async () => {
    const cancelled = await book(app.operator, freshDate('monday'), '11:00');
    await app.operator.request('PUT', `/api/consultations/${cancelled.id}/cancel`);
    await runReminder({ consultationId: cancelled.id, startsAt: cancelled.startsAt!, hoursBefore: 1 });
    expect((await mailOf(cancelled.id)).map((m) => m.subject)).toEqual(['Consultation Scheduled', 'Consultation Cancelled']);

    const date = freshDate('monday');
    const moved = await book(app.operator, date, '13:00');
    await app.operator.request('PUT', `/api/consultations/${moved.id}/reschedule`, { body: { scheduledDate: `${date}T16:00:00` } });
    await runReminder({ consultationId: moved.id, startsAt: moved.startsAt!, hoursBefore: 24 });
    expect((await mailOf(moved.id)).map((m) => m.subject)).toEqual(['Consultation Scheduled', 'Consultation Rescheduled']);

    const past = await book(app.operator, freshDate('monday'), '14:00');
    const startedAt = new Date(Date.now() - 60_000);
    await consultationModel(app.server.database.connection).updateOne({ _id: past.id }, { $set: { startsAt: startedAt } });
    await runReminder({ consultationId: past.id, startsAt: startedAt.toISOString(), hoursBefore: 1 });
    expect((await mailOf(past.id)).map((m) => m.subject)).toEqual(['Consultation Scheduled']);
  });
});
