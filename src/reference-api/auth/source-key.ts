import { isIPv6 } from 'node:net';

/**
 * The source a request is counted under: the IPv4 address, or the /64 prefix of an IPv6 address
 * (one subscriber usually gets a whole /64, so counting single IPv6 addresses would let one
 * attacker rotate through 2^64 of them). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function sourceKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
