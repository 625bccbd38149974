import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go (docs/alerts.md#webhook-addresses): an `https` URL on a public address. A webhook URL
 * is the customer's to choose, so without these rules it would make the server call its own
 * loopback services, the company network or the cloud's metadata service for whoever asked.
 */

/** The address ranges no webhook reaches, each with why. */
const FORBIDDEN_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0 reaches the server itself
  ['10.0.0.0', 8, 'ipv4'], // private (RFC 1918)
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, and the broadcast address
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  // IPv4-compatible, NAT64 and 6to4 addresses carry an IPv4 address a gateway may reach: none is a
  // webhook's (IPv4-mapped ::ffff:0:0/96 is checked as the IPv4 address it carries, by BlockList).
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['100::', 64, 'ipv6'], // discard-only
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['fc00::', 7, 'ipv6'], // unique local (private)
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const forbidden = new BlockList();
for (const [address, prefix, family] of FORBIDDEN_RANGES) forbidden.addSubnet(address, prefix, family);

/** Whether an IP address is one no webhook may reach (IPv4-mapped IPv6 forms included). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The test receivers: `address:port` pairs (an IP literal, IPv6 in brackets) that webhooks may reach
 * over `http` though the address is loopback or private (`WEBHOOK_TEST_RECEIVERS`, refused in
 * production). Only that port: any other URL on the same address is still refused.
 */
export type TestReceivers = readonly string[];

/**
 * Reads `WEBHOOK_TEST_RECEIVERS`: comma-separated `address:port` pairs, each an IP literal (IPv6 in
 * brackets) and a port. Throws on anything else, naming it: a name could be made to resolve anywhere.
 */
export function parseTestReceivers(text: string | undefined): TestReceivers {
  const pairs = (text ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  for (const pair of pairs) {
    const match = /^(\[[^\]]+\]|[\d.]+):(\d{1,5})$/.exec(pair);
    const host = match?.[1]?.replace(/^\[|\]$/g, '') ?? '';
    if (!match || !isIP(host) || Number(match[2]) > 65535)
      throw new Error(`WEBHOOK_TEST_RECEIVERS must list address:port pairs (127.0.0.1:8799), not "${pair}"`);
  }
  return pairs.map((pair) => new URL(`http://${pair}`)).map((url) => `${url.hostname}:${url.port || '80'}`);
}

/** Why a webhook URL is refused, as a message key of `webhooks.*` in server.json. */
export type UrlRefusal =
  | 'urlInvalid'
  | 'urlNotHttps'
  | 'urlCredentials'
  | 'urlForbiddenAddress'
  | 'urlUnresolved';

/** Why a delivery's connection was refused: the address the name resolved to is forbidden. */
export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, an address webhooks may not reach`);
  }
}

/** The URL's host and port as a test receiver names them (`127.0.0.1:8799`, `[::1]:8799`). */
function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

/** Whether the URL is one of the test receivers (an IP literal and port listed exactly). */
export function isTestReceiver(url: URL, testReceivers: TestReceivers): boolean {
  return testReceivers.includes(hostPort(url));
}

/** The host of a URL as an IP literal without brackets, or null when it is a name. */
export function ipLiteral(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? host : null;
}

/**
 * Whether a URL may be a webhook's, as far as it says itself: parsed as the WHATWG URL parser does (so
 * `http://2130706433/` is 127.0.0.1 here as on the wire), `https`, no user name or password, and
 * not an IP literal of a forbidden range. A name is checked once resolved (`resolveWebhookHost`).
 */
export function checkUrlSyntax(text: string, testReceivers: TestReceivers = []): UrlRefusal | URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'urlInvalid';
  }
  if (isTestReceiver(url, testReceivers) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return url;
  if (url.protocol !== 'https:') return 'urlNotHttps';
  if (url.username || url.password) return 'urlCredentials';
  const literal = ipLiteral(url);
  if (literal !== null && isForbiddenAddress(literal)) return 'urlForbiddenAddress';
  return url;
}

type LookupAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** Every address a name resolves to, as the operating system's resolver answers (what `http` would use). */
function resolveAll(hostname: string, resolver: LookupAll = dnsLookup): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    resolver(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * The addresses a webhook's host resolves to, refused (ForbiddenAddressError) when any is in a
 * forbidden range: a name with one private address among public ones could be made to reach it.
 */
export async function resolveWebhookHost(hostname: string, resolver?: LookupAll): Promise<LookupAddress[]> {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host, resolver);
  const bad = addresses.find((a) => isForbiddenAddress(a.address));
  if (bad) throw new ForbiddenAddressError(host, bad.address);
  if (addresses.length === 0) throw new ForbiddenAddressError(host, '(none)');
  return addresses;
}

/**
 * A `lookup` for `http.request` that answers only checked addresses: the connection goes to the
 * address that was checked, so a name that resolves to a public address when the URL is added and
 * to 127.0.0.1 when it is called (DNS rebinding) is refused at the call.
 */
export function checkedLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  resolveWebhookHost(hostname).then(
    (addresses) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
}

/**
 * Checks a webhook URL when it is added: its form (`checkUrlSyntax`) and, for a name, where it
 * resolves now. Answers the URL or why it is refused.
 */
export async function checkWebhookUrl(
  text: string,
  testReceivers: TestReceivers = [],
): Promise<UrlRefusal | URL> {
  const url = checkUrlSyntax(text, testReceivers);
  if (typeof url === 'string' || isTestReceiver(url, testReceivers)) return url;
  try {
    await resolveWebhookHost(url.hostname);
    return url;
  } catch (error) {
    return error instanceof ForbiddenAddressError ? 'urlForbiddenAddress' : 'urlUnresolved';
  }
}
