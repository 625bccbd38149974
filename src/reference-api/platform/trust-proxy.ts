import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: a hop count, the proxies' addresses, or nothing trusted. */
export type TrustProxy = number | string[] | false;

/** proxy-addr's names for address ranges (Fastify passes the list to it). */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`: unset, empty or `0` trusts no proxy; a whole number is the count of proxy
 * hops in front of the server (`1`: one reverse proxy; the client is the last address that proxy
 * appended to `X-Forwarded-For`, so a forged first entry changes nothing); otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges (or `loopback`, `linklocal`,
 * `uniquelocal`). Never "trust every hop": `true`, `*` and ranges covering every address are
 * refused. Throws an Error naming the setting. A hop count suits a server that only its proxies
 * can reach (HOST=127.0.0.1 behind a proxy on the same machine); one that clients can also reach
 * directly should list the proxies' addresses instead, or a direct client picks its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!acceptable(entry))
      throw new Error(
        `TRUST_PROXY must be a hop count (1 for one proxy) or the proxies' addresses/CIDR ranges, comma-separated; "${entry}" is neither`,
      );
  }
  return entries;
}

function acceptable(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  const prefix = Number(bits);
  // A /0 is every address: the same as trusting every hop.
  return prefix >= 1 && prefix <= (version === 4 ? 32 : 128);
}

/**
 * The `trustProxy` Fastify is given. Fastify answers a plain number by trusting no hop at all, so
 * a hop count becomes proxy-addr's function form: the first `hops` addresses, counted from the
 * socket's peer back along `X-Forwarded-For`, are proxies; the next one is the client.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
