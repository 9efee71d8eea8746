import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a rate limiter counts a client by: the IPv4 address, or the /64 network of an IPv6
 * address (one subscriber commonly holds a whole /64 and could rotate through it at will).
 * An IPv4-mapped IPv6 address (::ffff:192.0.2.1) counts as its IPv4 address.
 */
export function clientRateKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0]!;
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const toGroups = (part: string | undefined) => (part ? part.split(':') : []);
  const headGroups = toGroups(head);
  const tailGroups = toGroups(tail);
  // A trailing dotted IPv4 part stands for two groups.
  const last = tailGroups.length ? tailGroups : headGroups;
  const dotted = last.at(-1);
  if (dotted && isIPv4(dotted)) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
