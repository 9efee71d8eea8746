import { isIP } from 'node:net';

/** Express's names for address ranges (see proxy-addr). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE_IN_PRODUCTION =
  'TRUST_PROXY=true would let any client choose its own IP through X-Forwarded-For; in production give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.0.2.10)';

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: false (unset), a hop count, or a list of
 * proxy addresses, CIDR ranges and Express's named ranges, comma-separated. `true` (trust every
 * hop) is refused in production. Throws an Error whose message names the problem.
 */
export function parseTrustProxy(value: string | undefined, nodeEnv: string): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') {
    if (nodeEnv === 'production') throw new Error(TRUST_PROXY_TRUE_IN_PRODUCTION);
    return true;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(
        `"${entry}" is not a hop count, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
