import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit';

describe('addressKey', () => {
  it('counts an IPv4 address as itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const key = addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:0db8:85a3:0001::1')).toBe(key);
    expect(addressKey('2001:db8:85a3:1::ffff%eth0')).toBe(key);
    expect(addressKey('2001:db8:85a3:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('has a key for a request without an address', () => {
    expect(addressKey(undefined)).toBe('unknown');
  });
});
