import { describe, expect, it } from 'vitest';
import { changedPreferences, channelRules, errorsByKind, kindsOf, PREFERENCE_NOTES } from './preferences';

const pref = { muted: false, email: 'digest', sms: false } as const;

describe('notification preferences', () => {
  it('lists the kinds the server sent, in the centre’s order', () => {
    expect(kindsOf({ types: { 'payments.approved': pref, 'community.reply': pref }, smsAvailable: false, emailAvailable: true })).toEqual(['community.reply', 'payments.approved']);
  });

  it('offers no preference for a kind nothing produces yet (mentions)', () => {
    expect(kindsOf({ types: { 'community.mention': pref, 'community.reply': pref }, smsAvailable: false, emailAvailable: true })).toEqual(['community.reply']);
  });

  it('allows texts only for time-critical kinds, and only to members who opted in', () => {
    expect(channelRules({ smsAvailable: true, emailAvailable: true }, 'live.session-soon')).toEqual({ smsKind: true, smsNote: null, emailNote: null });
    expect(channelRules({ smsAvailable: false, emailAvailable: true }, 'live.session-soon').smsNote).toBe(PREFERENCE_NOTES.smsUnavailable);
    expect(channelRules({ smsAvailable: true, emailAvailable: true }, 'community.reply')).toMatchObject({ smsKind: false, smsNote: PREFERENCE_NOTES.smsKind });
    expect(channelRules({ smsAvailable: true, emailAvailable: true }, 'consultations.moved').emailNote).toBe(PREFERENCE_NOTES.sourceEmailed);
    expect(channelRules({ smsAvailable: true, emailAvailable: false }, 'community.reply').emailNote).toBe(PREFERENCE_NOTES.emailUnavailable);
  });

  it('sends only the kinds and channels that changed', () => {
    const saved = { 'community.reply': pref, 'live.session-soon': { ...pref, email: 'immediate' as const } };
    const edited = { 'community.reply': { ...pref, muted: true }, 'live.session-soon': { ...pref, email: 'immediate' as const } };
    expect(changedPreferences(saved, edited)).toEqual({ 'community.reply': { muted: true } });
    expect(changedPreferences(saved, saved)).toEqual({});
  });

  it('puts the server’s field errors on the row of their kind (kinds contain dots)', () => {
    expect(
      errorsByKind([
        { path: 'types.community.reply.sms', message: 'Texts are only sent for time-critical notifications' },
        { path: 'types.operators.urgent-contact', message: 'Only operators receive this notification' },
        { path: 'types', message: 'ignored' },
      ]),
    ).toEqual({ 'community.reply': 'Texts are only sent for time-critical notifications', 'operators.urgent-contact': 'Only operators receive this notification' });
  });
});
