import { describe, expect, it } from 'vitest';
import { createJitsiProvider, jitsiRoomUrl } from './jitsi';

describe('Jitsi Meet links', () => {
  it('name the room after the topic and end it in 128 random bits', () => {
    expect(jitsiRoomUrl('Year-End Payroll & 1099 Clinic!')).toMatch(/^https:\/\/meet\.jit\.si\/year-end-payroll-1099-clinic-[0-9a-f]{32}$/);
    expect(jitsiRoomUrl('***')).toMatch(/^https:\/\/meet\.jit\.si\/training-[0-9a-f]{32}$/);
    const many = new Set(Array.from({ length: 1000 }, () => jitsiRoomUrl('Same topic')));
    expect(many.size).toBe(1000);
  });

  it('are made on the configured Jitsi server, which also embeds them', async () => {
    const provider = createJitsiProvider('jitsi.example.org');
    expect(provider.embedDomain).toBe('jitsi.example.org');
    expect((await provider.createMeeting({ topic: 'Clinic', startTime: new Date(), durationMinutes: 60, timezone: 'UTC', instant: true })).joinUrl).toMatch(/^https:\/\/jitsi\.example\.org\/clinic-[0-9a-f]{32}$/);
  });

  it('give host and attendees the same link (Jitsi has no host link) and need no account', async () => {
    const meeting = await createJitsiProvider().createMeeting({ topic: 'Breakout 1 — Clinic', startTime: new Date(), durationMinutes: 60, timezone: 'UTC', instant: true });
    expect(meeting).toMatchObject({ provider: 'jitsi', meetingId: null, password: null });
    expect(meeting.startUrl).toBe(meeting.joinUrl);
    expect(meeting.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/breakout-1-clinic-[0-9a-f]{32}$/);
  });
});
