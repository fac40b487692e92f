import { describe, expect, it } from 'vitest';
import { heldUntil, US_ZONES } from '../../src/modules/sms/quiet-hours';
import { zonesOf } from '../../src/modules/sms/phone';
import { keywordOf } from '../../src/modules/sms/keywords';

const at = (iso: string) => new Date(iso);

describe('quiet hours (TCPA: 08:00-21:00 in the recipient\'s time zone)', () => {
  it('finds the zone from the area code; toll-free numbers have no single zone', async () => {
    expect(await zonesOf('+14155550100')).toEqual(['America/Los_Angeles']);
    expect(await zonesOf('+12125550100')).toEqual(['America/New_York']);
    expect((await zonesOf('+18005550100')).length).toBeGreaterThan(1);
  });

  it('holds a Pacific number at 7 AM Pacific until 8 AM Pacific, while New York may be texted', async () => {
    const sevenPacific = at('2026-11-24T15:00:00Z'); // 07:00 PST, 10:00 EST
    expect(heldUntil(sevenPacific, await zonesOf('+14155550100'))).toEqual(at('2026-11-24T16:00:00Z'));
    expect(heldUntil(sevenPacific, await zonesOf('+12125550100'))).toBeNull();
  });

  it('holds after 9 PM local until the next morning, across a daylight-saving change', async () => {
    // 21:30 EDT on Saturday 31 Oct 2026; clocks go back overnight, so 08:00 EST is 13:00Z.
    expect(heldUntil(at('2026-11-01T01:30:00Z'), ['America/New_York'])).toEqual(at('2026-11-01T13:00:00Z'));
  });

  it('uses the window common to every US zone when the zone is unknown', () => {
    // 12:00 EST is 07:00 in Honolulu: too early somewhere in the US.
    expect(heldUntil(at('2026-11-24T17:00:00Z'), [])).toEqual(at('2026-11-24T18:00:00Z'));
    expect(heldUntil(at('2026-11-24T18:00:00Z'), US_ZONES)).toBeNull();
  });
});

describe('keywords', () => {
  it('takes the whole message, any case, as the keyword', () => {
    for (const word of ['STOP', 'stop', ' Stop ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit.']) expect(keywordOf(word)).toBe('stop');
    expect(keywordOf('start')).toBe('start');
    expect(keywordOf('UNSTOP')).toBe('start');
    // "Yes" answers a question in conversation; it is not consent to texts again.
    expect(keywordOf('yes')).toBeNull();
    expect(keywordOf('HELP')).toBe('help');
    expect(keywordOf('please stop texting')).toBeNull();
    expect(keywordOf('Can we end the call early?')).toBeNull();
  });
});
