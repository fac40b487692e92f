import { describe, expect, it } from 'vitest';
import { CONTACT_PREFILL_MESSAGE_MAX, contactHref, readContactPrefill } from './contact-prefill';

describe('contact prefill links', () => {
  it('builds /contact with only the parts given', () => {
    expect(contactHref()).toBe('/contact');
    expect(contactHref({ service: 'sam-registration' })).toBe('/contact?service=sam-registration');
    expect(contactHref({ service: 'bookkeeping', packageName: 'Professional' })).toBe('/contact?service=bookkeeping&package=Professional');
  });

  it('round-trips a message with line breaks and symbols', () => {
    const message = "Quote please:\n- CFO & Strategy: Executive ($4,500/month)\n- 100% done?";
    const href = contactHref({ message });
    expect(readContactPrefill(href.slice(href.indexOf('?'))).message).toBe(message);
  });

  it('drops unknown services and control characters, and caps the message', () => {
    const prefill = readContactPrefill(`?service=evil&message=${encodeURIComponent('hi\u0000 there\u0007')}`);
    expect(prefill).toEqual({ message: 'hi there' });
    const long = readContactPrefill(`?message=${'a'.repeat(5000)}`);
    expect(long.message?.length).toBe(CONTACT_PREFILL_MESSAGE_MAX);
  });

  it('composes a message from a package when no message is given', () => {
    expect(readContactPrefill('?package=Enterprise')).toEqual({
      packageName: 'Enterprise',
      message: "I'm interested in the Enterprise package. Please contact me with more details.",
    });
    expect(readContactPrefill('')).toEqual({});
  });
});
