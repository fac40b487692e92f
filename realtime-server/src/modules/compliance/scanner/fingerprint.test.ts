import { describe, expect, it } from 'vitest';
import { fingerprintOf, looksGenerated, normaliseSelector } from './fingerprint';

describe('issue fingerprints', () => {
  it('leave out positions and generated ids and classes, keep what a person named', () => {
    expect(normaliseSelector('html > body > main > div:nth-child(3) > button.account-menu')).toBe('html > body > main > div > button.account-menu');
    expect(normaliseSelector('#main > ul > li:nth-of-type(12) > a.css-1q2w3e.nav-link')).toBe('#main > ul > li > a.nav-link');
    expect(normaliseSelector('div.sc-bdVaJa > #mui-12345')).toBe('div > *');
    expect(normaliseSelector('#\\:r1\\: > span.a1b2c3')).toBe('* > span');
    expect(normaliseSelector('form  input[name="ein"]')).toBe('form input[name="ein"]');
    expect(['account-menu', 'nav-link', 'main', 'btn-primary', 'h1'].filter(looksGenerated)).toEqual([]);
    expect(['css-1q2w3e', 'sc-bdVaJa', 'mui-12345', ':r1:', 'x7k2q9'].every(looksGenerated)).toBe(true);
  });

  it('are the same for the same rule, component and page, whatever the query, and differ otherwise', () => {
    const a = fingerprintOf('button-name', normaliseSelector('div:nth-child(2) > button.account-menu'), 'https://a.example/billing?x=1');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf('button-name', normaliseSelector('div:nth-child(5) > button.account-menu'), 'https://a.example/billing#top')).toBe(a);
    expect(fingerprintOf('button-name', 'div > button.account-menu', 'https://a.example/other')).not.toBe(a);
    expect(fingerprintOf('image-alt', 'div > button.account-menu', 'https://a.example/billing')).not.toBe(a);
  });
});
