/**
 * Whether the browser's Origin is this site: scheme, host and port, as the request reached us. The
 * host alone is not enough: a page served over plain http on the same host (say, rewritten by
 * someone on the network) would pass for the https site. An unparsable Origin is foreign. Used by
 * HTTP's cross-origin protection and Socket.IO's handshake alike.
 */
export function isSameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}
