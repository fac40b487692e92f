import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCertificate, TCertificateVerification } from '@app/shared-types/certificates';
import type { TLiveSession } from '@app/shared-types/live-training';
import { person, register, sessionTab, stored, type Person } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { startTestApp } from '../helpers/test-app';
import { answerBySocket, controlClock, openCheck, presenceIs } from '../live-training/cpe-helpers';
import { pdfText } from './pdf-text';

/**
 * A 1.2-credit Auditing program (60 minutes): Ann attends it all and answers its 4 checks, Bo leaves
 * after 40 minutes (no credit below 50). When it ends, Ann gets a certificate; Bo gets none.
 */
describe('CPE certificates', () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  let instructor: Person;
  let operator: Person;
  let ann: Person;
  let bo: Person;
  let stranger: Person;
  let session: TLiveSession;
  let certificate: TCertificate;
  const open: TestSocket[] = [];
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    server = await startTestApp({ CPE_AUTO_CHECKS: 'false', CPE_SPONSOR_ID: '112233', PUBLIC_URL: 'https://ledger.example' });
    [instructor, operator, ann, bo, stranger] = await Promise.all([person(server, 'instructor'), person(server, 'operator'), person(server), person(server), person(server)]);
    clock = controlClock(open);
    const res = await instructor.post('/api/live-training', {
      title: 'Audit sampling in practice',
      category: 'accounting',
      scheduledStartTime: new Date(clock.start + 60_000).toISOString(),
      duration: 60,
      timezone: 'America/Chicago',
      cpe: { fieldOfStudy: 'Auditing', credits: 1.2, level: 'Intermediate', objectives: ['Choose a sample size'], prerequisites: 'Two years of audit experience' },
    });
    expect(res.status).toBe(201);
    session = res.json as TLiveSession;
    await register(ann, session.id);
    await register(bo, session.id);
    expect((await instructor.post(`/api/live-training/${session.id}/start`)).status).toBe(200);
    await sessionTab(server, instructor, session.id, open);
    const annTab = await sessionTab(server, ann, session.id, open);
    const boTab = await sessionTab(server, bo, session.id, open);
    await presenceIs(instructor, session.id, { [ann.user.id]: true, [bo.user.id]: true });
    for (const minute of [5, 20, 35, 50]) {
      clock.at(minute);
      const check = await openCheck(instructor, session.id);
      expect((await answerBySocket(annTab, check.id)).ok).toBe(true);
      if (minute < 40) expect((await answerBySocket(boTab, check.id)).ok).toBe(true);
      if (minute === 35) {
        clock.at(40);
        boTab.disconnect();
        await presenceIs(instructor, session.id, { [bo.user.id]: false });
      }
    }
    clock.at(60);
    expect((await instructor.post(`/api/live-training/${session.id}/end`)).status).toBe(200);
    await server.events.idle();
    clock.restore();
    const mine = await ann.get('/api/certificates');
    expect(mine.status).toBe(200);
    expect(mine.json).toHaveLength(1);
    certificate = (mine.json as TCertificate[])[0]!;
  });

  afterAll(async () => {
    clock?.restore();
    for (const s of open) s.disconnect();
    await server?.stop();
  });

  const download = (who: Person | null, id: string) => fetch(`${server.url}/api/certificates/${id}/pdf`, { headers: who ? { Cookie: who.cookieHeader } : {} });

  it('issues a certificate to those who earned credit, and marks their registration', async () => {
    expect(certificate).toMatchObject({ sessionId: session.id, programTitle: 'Audit sampling in practice', fieldOfStudy: 'Auditing', credits: 1.2, deliveryMethod: 'Group Internet Based', sponsorId: '112233' });
    expect(certificate.code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect((await bo.get('/api/certificates')).json).toEqual([]);
    const { Registrations } = stored(server.database.connection);
    const annReg = await Registrations.findOne({ sessionId: session.id, userId: ann.user.id }).lean();
    const boReg = await Registrations.findOne({ sessionId: session.id, userId: bo.user.id }).lean();
    expect(annReg).toMatchObject({ completed: true, certificateIssued: true });
    expect(boReg).toMatchObject({ certificateIssued: false });
  });

  it('prints every required field in the PDF', async () => {
    const res = await download(ann, certificate.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    for (const field of [
      'Certificate of Completion',
      'Member Tester',
      'Audit sampling in practice',
      'Field of study: Auditing',
      'CPE credits earned: 1.2',
      'Program level: Intermediate',
      `Date completed: ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(clock.start + 3_600_000))}`,
      'Delivery method: Group Internet Based',
      'Sponsor: Capitol Ledger Advisory',
      'NASBA sponsor ID: 112233',
      '50-minute hour',
      `Verification code: ${certificate.code}`,
      `https://ledger.example/certificates/${certificate.code}`,
    ]) {
      expect(text).toContain(field);
    }
  });

  it('verifies a real code in public with name, program, date and credits only, and 404s a made-up one', async () => {
    const res = await fetch(`${server.url}/api/certificates/verify/${certificate.code.toLowerCase()}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TCertificateVerification;
    expect(body).toEqual({ genuine: true, name: 'Member Tester', program: 'Audit sampling in practice', date: certificate.completedAt, credits: 1.2 });
    expect((await fetch(`${server.url}/api/certificates/verify/ABCD-EFGH-JKLM`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/certificates/verify/not-a-code`)).status).toBe(404);
  });

  it("lets no other member download someone else's certificate; an operator may", async () => {
    expect((await download(stranger, certificate.id)).status).toBe(404);
    expect((await download(bo, certificate.id)).status).toBe(404);
    expect((await download(null, certificate.id)).status).toBe(401);
    expect((await download(operator, certificate.id)).status).toBe(200);
  });
});
