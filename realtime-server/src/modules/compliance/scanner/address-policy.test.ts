import { describe, expect, it } from 'vitest';
import { classifyAddress, createAddressPolicy, isPublicAddress } from './address-policy';

describe('address classes the scanner refuses', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.170.2', 'linkLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.10', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:169.254.169.254', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
  ])('%s is %s', (address, range) => {
    expect(classifyAddress(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it('lets public unicast addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses a name when any of its addresses is not public, and says when it does not resolve', async () => {
    const answers: Record<string, { address: string; family: number }[]> = {
      'mixed.test': [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      'metadata.test': [{ address: '169.254.169.254', family: 4 }],
      'public.test': [{ address: '93.184.216.34', family: 4 }],
    };
    const policy = createAddressPolicy({
      allowHosts: [],
      resolve: async (host) => {
        const found = answers[host];
        if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        return found;
      },
    });
    expect(await policy.check('mixed.test')).toMatchObject({ ok: false, reason: 'blocked', range: 'private' });
    expect(await policy.check('metadata.test')).toMatchObject({ ok: false, reason: 'blocked', range: 'linkLocal' });
    expect(await policy.check('nowhere.test')).toMatchObject({ ok: false, reason: 'dns' });
    expect(await policy.check('public.test')).toEqual({ ok: true, address: '93.184.216.34', family: 4 });
    expect(await policy.check('[::ffff:a9fe:a9fe]')).toMatchObject({ ok: false, range: 'ipv4Mapped' });
  });

  it('lets the allow-list reach named loopback addresses on purpose, and nothing else of loopback', async () => {
    const policy = createAddressPolicy({ allowHosts: ['127.0.0.1'], resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await policy.check('127.0.0.1')).toMatchObject({ ok: true });
    expect(await policy.check('localhost')).toMatchObject({ ok: true });
    expect(await policy.check('127.0.0.2')).toMatchObject({ ok: false, range: 'loopback' });
    expect(await policy.check('[::1]')).toMatchObject({ ok: false, range: 'loopback' });
  });
});
