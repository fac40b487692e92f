import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M, DEFAULT_BUSINESS_HOURS, type TConsultation } from '@app/shared-types/consultations';
import { person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { useSuiteApp } from '../helpers/suite-app';
import { availability, book, client, freeTimes, freshDate } from '../helpers/consultations';
import { consultationModel } from '../../src/modules/consultations/consultation.model';

const app = useSuiteApp();

const OPEN_TIMES = ['10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];

describe('availability from the one source of business hours', () => {
  it('offers the spec times inside the published hours on open days, none on closed days, today or closures', async () => {
    const visitor = await person(app.server);
    const monday = freshDate('monday');
    expect(await availability(visitor, monday)).toEqual(OPEN_TIMES.map((time) => ({ time, available: true })));
    expect(await availability(visitor, freshDate('tuesday'))).toEqual([]);
    expect(await availability(visitor, freshDate('saturday'))).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(await availability(visitor, today)).toEqual([]);

    const closed = freshDate('wednesday');
    const put = await app.operator.request('PUT', '/api/business-hours', { body: { days: DEFAULT_BUSINESS_HOURS.days, closures: [{ date: closed, reason: 'Holiday' }] } });
    expect(put.status).toBe(200);
    try {
      expect(await availability(visitor, closed)).toEqual([]);
      const refused = await book(app.operator, closed).catch((e: Error) => e.message);
      expect(refused).toContain(M.closedDay);
    } finally {
      await app.operator.request('PUT', '/api/business-hours', { body: { days: DEFAULT_BUSINESS_HOURS.days, closures: [] } });
    }
  });

  it('places slots at the right instant on both US daylight-saving change days', async () => {
    const days = { ...DEFAULT_BUSINESS_HOURS.days, sunday: { open: '09:00', close: '17:00' } };
    expect((await app.operator.request('PUT', '/api/business-hours', { body: { days } })).status).toBe(200);
    try {
      const hours = (await app.operator.get('/api/business-hours')).json;
      expect(hours.days.sunday).toEqual({ open: '09:00', close: '17:00' });
      // 2027-03-14: clocks spring forward (EDT, UTC-4); 2027-11-07: they fall back (EST, UTC-5).
      for (const [date, utcHour] of [['2027-03-14', 14], ['2027-11-07', 15]] as const) {
        expect(freeTimes(await availability(app.operator, date))).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
        const booked = await book(app.operator, date, '10:00');
        expect(new Date(booked.startsAt!).getUTCHours()).toBe(utcHour);
        expect(booked.startsAt).toBe(`${date}T${utcHour}:00:00.000Z`);
      }
      // 16:00 + 90 minutes passes the 17:00 close.
      const late = await app.operator.post('/api/consultations', { kind: 'booking', ...client, preferredDate: '2027-03-21', preferredTime: '16:00', duration: 90 });
      expect(late.status).toBe(400);
      expect(late.json.message).toBe(M.doesNotFit);
      expect(freeTimes(await availability(app.operator, '2027-03-21', 90))).not.toContain('16:00');
    } finally {
      await app.operator.request('PUT', '/api/business-hours', { body: { days: DEFAULT_BUSINESS_HOURS.days } });
    }
  });

  it('lets only operators change the hours, with clear messages', async () => {
    const member = await person(app.server);
    expect((await member.request('PUT', '/api/business-hours', { body: { days: DEFAULT_BUSINESS_HOURS.days } })).status).toBe(403);
    const bad = await app.operator.request('PUT', '/api/business-hours', { body: { days: { ...DEFAULT_BUSINESS_HOURS.days, monday: { open: '18:00', close: '09:00' } } } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(M.hours);
  });
});

describe('booking rules', () => {
  it('gives exactly one of 50 concurrent bookings of one slot, and 409 to the other 49', async () => {
    const date = freshDate('thursday');
    const results = await Promise.all(Array.from({ length: 50 }, () => app.operator.post('/api/consultations', { kind: 'booking', ...client, preferredDate: date, preferredTime: '14:00', duration: 60 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)!.json.message).toBe(M.slotTaken);
    expect(await consultationModel(app.server.database.connection).countDocuments({ preferredDate: date, status: { $ne: 'cancelled' } })).toBe(1);
  });

  it('keeps 15 minutes free after each booking', async () => {
    const date = freshDate('monday');
    await book(app.operator, date, '10:00', { duration: 60 });
    // 10:00-11:00 plus the buffer reaches into 11:00.
    expect(freeTimes(await availability(app.operator, date))).toEqual(['13:00', '14:00', '15:00', '16:00']);
    const clash = await app.operator.post('/api/consultations', { kind: 'booking', ...client, preferredDate: date, preferredTime: '11:00' });
    expect(clash.status).toBe(409);
    await book(app.operator, date, '13:00', { duration: 90 });
    // 13:00-14:30 + 15 minutes: 14:00 is taken, 15:00 is free.
    expect(freeTimes(await availability(app.operator, date))).toEqual(['15:00', '16:00']);

    const other = freshDate('monday');
    await book(app.operator, other, '10:00', { duration: 30 });
    expect(freeTimes(await availability(app.operator, other))).toContain('11:00');
  });

  it('refuses dates before tomorrow, closed days and times outside hours with the spec messages', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const cases: [Record<string, unknown>, string][] = [
      [{ preferredDate: today, preferredTime: '10:00' }, M.notBookableYet],
      [{ preferredDate: freshDate('tuesday'), preferredTime: '10:00' }, M.closedDay],
      [{ preferredDate: freshDate('monday'), preferredTime: '09:00' }, M.outsideHours],
      [{ preferredDate: freshDate('monday'), preferredTime: '12:00' }, M.time],
      [{ preferredDate: '2027-02-30', preferredTime: '10:00' }, M.date],
      [{ preferredDate: null, preferredTime: null }, M.dateTimeRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await app.operator.post('/api/consultations', { kind: 'booking', ...client, ...fields });
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });

  it('answers every bad input with the spec message', async () => {
    const date = freshDate('wednesday');
    const base = { kind: 'booking', ...client, preferredDate: date, preferredTime: '10:00' };
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ' }, M.firstName],
      [{ lastName: '' }, M.lastName],
      [{ email: 'not-an-email' }, M.email],
      [{ serviceType: undefined }, M.serviceType],
      [{ serviceType: 'astrology' }, M.serviceType],
      [{ message: 'too short' }, M.message],
    ];
    for (const [fields, message] of cases) {
      const res = await app.operator.post('/api/consultations', { ...base, ...fields });
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const visitor = (await import('../helpers/http-client')).HttpClient;
    const anonymous = await new visitor(app.server.url).post('/api/consultations', base);
    expect(anonymous.status).toBe(401);
  });
});

describe('contact-page requests', () => {
  it('records a request for a taken time with hasConflict and the note, holding no slot; a free time is held', async () => {
    const { HttpClient } = await import('../helpers/http-client');
    const visitor = new HttpClient(app.server.url);
    const date = freshDate('thursday');
    await book(app.operator, date, '11:00');
    const clash = await visitor.post('/api/consultations', { ...client, preferredDate: date, preferredTime: '11:00' });
    expect(clash.status).toBe(201);
    expect(clash.json).toMatchObject({ hasConflict: true, message: M.conflictNote, duration: 30, kind: 'request' });
    const free = await visitor.post('/api/consultations', { ...client, preferredDate: date, preferredTime: '15:00' });
    expect(free.json).toMatchObject({ hasConflict: false, message: M.requestReceived });
    expect(freeTimes(await availability(visitor, date))).not.toContain('15:00');
    const noTime = await visitor.post('/api/consultations', { ...client });
    expect(noTime.status).toBe(201);
    expect(noTime.json).toMatchObject({ hasConflict: false, startsAt: null });
  });

  it('counts dialog bookings against the plan but never the free initial consultation', async () => {
    const member = await person(app.server);
    const none = await member.post('/api/consultations', { kind: 'booking', ...client, preferredDate: freshDate('monday'), preferredTime: '10:00' });
    expect(none.status).toBe(403);
    expect(none.json).toMatchObject({ code: 'PLAN_LIMIT', message: M.planLimit('Free', 0) });

    await paidMember(member, app.operator, 'professional');
    // Two Mondays of one month: the request does not count, the first booking does, the second is refused.
    expect((await member.post('/api/consultations', { ...client, preferredDate: '2028-06-05', preferredTime: '13:00' })).status).toBe(201);
    await book(member, '2028-06-05', '10:00');
    const second = await member.post('/api/consultations', { kind: 'booking', ...client, preferredDate: '2028-06-12', preferredTime: '15:00' });
    expect(second.status).toBe(403);
    expect(second.json.message).toBe(M.planLimit('Professional', 1));
    // Next month is open again.
    await book(member, '2028-07-03', '10:00');
  });

  it('a professional member booking two slots at once in one month gets exactly one', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'professional');
    const sameMonth = '2028-06-07';
    const results = await Promise.all(
      ['10:00', '13:00', '15:00'].map((t) => member.post('/api/consultations', { kind: 'booking', ...client, preferredDate: sameMonth, preferredTime: t })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
  });
});

describe('who sees and changes what', () => {
  it('members see and change only their own; operators see and change everyone', async () => {
    const alice = await person(app.server);
    const bob = await person(app.server);
    await paidMember(alice, app.operator, 'premium');
    await paidMember(bob, app.operator, 'premium');
    const mine = await book(alice, freshDate('wednesday'), '13:00');
    expect(((await alice.get('/api/consultations')).json as TConsultation[]).map((c) => c.id)).toEqual([mine.id]);
    expect((await bob.get('/api/consultations')).json).toEqual([]);
    expect((await bob.request('PUT', `/api/consultations/${mine.id}/cancel`)).status).toBe(404);
    expect((await bob.request('PUT', `/api/consultations/${mine.id}/reschedule`, { body: { scheduledDate: `${freshDate('monday')}T10:00:00` } })).status).toBe(404);
    expect((await bob.get(`/api/consultations/${mine.id}/invite.ics`)).status).toBe(404);
    expect(((await app.operator.get('/api/consultations')).json as TConsultation[]).some((c) => c.id === mine.id)).toBe(true);
    expect((await app.operator.get('/api/consultations?category=tax')).json.some((c: TConsultation) => c.id === mine.id)).toBe(true);
    expect((await app.operator.get('/api/consultations?category=hr')).json.some((c: TConsultation) => c.id === mine.id)).toBe(false);
    expect((await app.operator.get('/api/consultations?category=astrology')).status).toBe(400);
    expect((await new (await import('../helpers/http-client')).HttpClient(app.server.url).get('/api/consultations')).status).toBe(401);
  });

  it('cancel and reschedule close 24 hours before the start for members, never for operators', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'premium');
    const a = await book(member, freshDate('monday'), '10:00');
    const b = await book(member, freshDate('monday'), '10:00');
    const Consultations = consultationModel(app.server.database.connection);
    await Consultations.updateMany({ _id: { $in: [a.id, b.id] } }, { $set: { startsAt: new Date(Date.now() + 23 * 3_600_000) } });
    const cancel = await member.request('PUT', `/api/consultations/${a.id}/cancel`);
    expect(cancel.status).toBe(403);
    expect(cancel.json.message).toBe(M.cutoff);
    const moveTo = freshDate('wednesday');
    expect((await member.request('PUT', `/api/consultations/${b.id}/reschedule`, { body: { scheduledDate: `${moveTo}T13:00:00` } })).status).toBe(403);
    expect((await app.operator.request('PUT', `/api/consultations/${a.id}/cancel`)).json.status).toBe('cancelled');
    expect((await app.operator.request('PUT', `/api/consultations/${b.id}/reschedule`, { body: { scheduledDate: `${moveTo}T13:00:00` } })).json).toMatchObject({ status: 'rescheduled', preferredDate: moveTo, preferredTime: '13:00' });
  });

  it('reschedules into a free slot only, frees the old one, and cancelling frees the slot', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'premium');
    const date = freshDate('thursday');
    const c = await book(member, date, '10:00');
    await book(app.operator, date, '14:00');
    const taken = await member.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${date}T14:00:00` } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(M.slotTaken);
    const closed = await member.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${freshDate('friday')}T10:00:00` } });
    expect(closed.json.message).toBe(M.closedDay);
    expect((await member.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: 'tomorrow' } })).json.message).toBe(M.scheduledDate);
    // Moving by an hour overlaps its own blocks: that is allowed.
    const moved = await member.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${date}T11:00:00` } });
    expect(moved.json).toMatchObject({ status: 'rescheduled', preferredTime: '11:00' });
    const slots = await availability(member, date);
    expect(slots.find((s) => s.time === '10:00')!.available).toBe(false); // 10:00 + 60 min reaches 11:00, now held
    await member.request('PUT', `/api/consultations/${c.id}/cancel`);
    expect(freeTimes(await availability(member, date))).toEqual(['10:00', '11:00', '16:00']);
  });
});

describe('ratings, outcomes and the calendar hook', () => {
  it('the member rates 1-5 once it took place; staff record the outcome', async () => {
    const member = await person(app.server);
    await paidMember(member, app.operator, 'premium');
    const c = await book(member, freshDate('monday'), '15:00');
    expect((await member.request('PUT', `/api/consultations/${c.id}/rating`, { body: { rating: 5 } })).json.message).toBe(M.ratingNotYet);
    await consultationModel(app.server.database.connection).updateOne({ _id: c.id }, { $set: { startsAt: new Date(Date.now() - 3_600_000) } });
    expect((await member.request('PUT', `/api/consultations/${c.id}/rating`, { body: { rating: 6 } })).json.message).toBe(M.rating);
    expect((await member.request('PUT', `/api/consultations/${c.id}/rating`, { body: { rating: 4 } })).json.rating).toBe(4);
    expect((await member.request('PUT', `/api/consultations/${c.id}/outcome`, { body: { outcome: 'Filed.' } })).status).toBe(403);
    const done = await app.operator.request('PUT', `/api/consultations/${c.id}/outcome`, { body: { outcome: 'Estimated payments set up.' } });
    expect(done.json).toMatchObject({ status: 'completed', outcome: 'Estimated payments set up.', rating: 4 });
  });

  it('tells registered listeners about each committed change; a failing listener never fails the booking', async () => {
    const seen: { kind: string; consultation: TConsultation }[] = [];
    const kinds = ['booked', 'rescheduled', 'cancelled'] as const;
    const offA = kinds.map((kind) => app.server.events.subscribe(`consultations.${kind}`, 'test-listener', ({ payload }) => void seen.push({ kind, consultation: payload.consultation })));
    const offB = kinds.map((kind) =>
      app.server.events.subscribe(`consultations.${kind}`, 'test-failing-listener', () => {
        throw new Error('calendar down');
      }),
    );
    try {
      const date = freshDate('wednesday');
      const c = await book(app.operator, date, '16:00');
      await app.operator.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${date}T10:00:00` } });
      await app.operator.request('PUT', `/api/consultations/${c.id}/cancel`);
      expect(seen.filter((s) => s.consultation.id === c.id).map((s) => s.kind)).toEqual(['booked', 'rescheduled', 'cancelled']);
    } finally {
      [...offA, ...offB].forEach((off) => off());
    }
  });
});
