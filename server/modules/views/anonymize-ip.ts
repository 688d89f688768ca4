import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * What of a visitor's address is kept with a view: an IPv4 address with its last octet zeroed (its
 * /24), an IPv6 one cut to its /48 (a site, not a device). An IPv4-mapped IPv6 address counts as
 * IPv4. Anything that is not an address (an in-process request's 'local') is kept as nothing.
 */
export function anonymizeIp(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return address.replace(/\.\d+$/, '.0');
  if (!isIPv6(address)) return '';
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return anonymizeIp(mapped[1]!);
  const groups = ipv6Groups(address.toLowerCase());
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::`;
}
