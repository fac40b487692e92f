import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the scanner may reach. Only public unicast addresses: private, loopback,
 * link-local (169.254.169.254 metadata), carrier-grade NAT (100.100.100.200 metadata), unique-local
 * (fd00:ec2::254 metadata), IPv4-mapped/translated IPv6, multicast, reserved and unspecified are
 * refused, as are addresses that embed an IPv4 one (6to4, Teredo, NAT64), whose real target we
 * cannot see. The allow-list lets tests and local use reach named hosts or addresses on purpose.
 */
export type AddressClass = ReturnType<typeof classifyAddress>;

export function classifyAddress(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  return parsed.range();
}

export const isPublicAddress = (address: string) => classifyAddress(address) === 'unicast';

export type HostCheck =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: 'blocked'; address: string; range: string }
  | { ok: false; reason: 'dns'; address: null; range: null };

export type AddressPolicy = {
  /** Resolves `hostname` and picks the one address to connect to, or says why none may be used. */
  check(hostname: string): Promise<HostCheck>;
};

/** A host as URL.hostname gives it ("[::1]" for IPv6 literals) in a comparable form. */
export function normalizeHost(hostname: string): string {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare).toNormalizedString() : bare;
}

/**
 * `offline` (the default under NODE_ENV=test): only allow-listed hosts and addresses are reached;
 * other names are not even looked up, so no test can make the scanner contact an outside host.
 */
export function createAddressPolicy(options: { allowHosts: string[]; offline?: boolean; resolve?: (host: string) => Promise<{ address: string; family: number }[]> }): AddressPolicy {
  const allowed = new Set(options.allowHosts.map(normalizeHost));
  const resolve = options.resolve ?? ((host: string) => lookup(host, { all: true, verbatim: true }));

  return {
    async check(hostname) {
      const host = normalizeHost(hostname);
      let addresses: { address: string; family: number }[];
      if (isIP(host)) {
        if (options.offline && !allowed.has(host)) {
          const range = classifyAddress(host);
          return { ok: false, reason: 'blocked', address: host, range: range === 'unicast' ? 'offline' : range };
        }
        addresses = [{ address: host, family: isIP(host) }];
      } else if (options.offline && !allowed.has(host)) {
        return { ok: false, reason: 'dns', address: null, range: null };
      } else {
        try {
          addresses = await resolve(host);
        } catch {
          return { ok: false, reason: 'dns', address: null, range: null };
        }
        if (addresses.length === 0) return { ok: false, reason: 'dns', address: null, range: null };
      }
      // Every answer must pass: a name resolving to one public and one private address could be
      // connected to either, so it is refused as a whole.
      for (const { address } of addresses) {
        const normalized = normalizeHost(address);
        if (allowed.has(host) || allowed.has(normalized)) continue;
        const range = classifyAddress(normalized);
        if (range !== 'unicast') return { ok: false, reason: 'blocked', address: normalized, range };
      }
      const first = addresses[0]!;
      return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
    },
  };
}
