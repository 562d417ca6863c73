import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses a feed may not be fetched from in production (issue #27 item 6): the
 * server's own network. Checked on the resolved address, so a name that resolves inside is
 * refused as the address itself would be.
 */
type AddressClass = 'loopback' | 'private' | 'link-local' | 'reserved';

const RANGES: readonly [AddressClass, string, number, 'ipv4' | 'ipv6'][] = [
  ['reserved', '0.0.0.0', 8, 'ipv4'], // "this network"
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '100.64.0.0', 10, 'ipv4'], // carrier-grade NAT, often a cloud's inside
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['link-local', '169.254.0.0', 16, 'ipv4'], // cloud metadata services live here
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'], // benchmarking
  ['reserved', '224.0.0.0', 3, 'ipv4'], // multicast, reserved and broadcast
  ['reserved', '::', 128, 'ipv6'],
  ['loopback', '::1', 128, 'ipv6'],
  ['private', 'fc00::', 7, 'ipv6'], // unique local
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['private', 'fec0::', 10, 'ipv6'], // the old site-local
  ['reserved', 'ff00::', 8, 'ipv6'], // multicast
];

const lists = new Map<AddressClass, BlockList>();
for (const [kind, network, prefix, family] of RANGES) {
  const list = lists.get(kind) ?? new BlockList();
  list.addSubnet(network, prefix, family);
  lists.set(kind, list);
}

/** An IPv6 address's eight 16-bit groups, or null when it is not one. */
function groupsOf(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A dotted IPv4 tail ('::ffff:127.0.0.1') as its two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  return groups.length === 8 ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, the old compatible
 * ::a.b.c.d, NAT64's 64:ff9b::a.b.c.d), so a mapped loopback is refused as loopback.
 */
export function embeddedIPv4(address: string): string | null {
  const groups = groupsOf(address);
  if (!groups) return null;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  const mapped = zeros(0, 5) && groups[5] === 0xffff;
  const compatible = zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !compatible && !nat64) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** What kind of inside address this is, or null for a public one. */
export function addressClass(address: string): AddressClass | null {
  const v4 = isIPv4(address) ? address : embeddedIPv4(address);
  const [target, family] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (!v4 && !isIPv6(address)) return 'reserved';
  for (const [kind, list] of lists) if (list.check(target, family)) return kind;
  return null;
}

/**
 * Why the fetcher may not connect to `address`, or null. In production only public
 * addresses; outside it loopback too, so tests serve a feed from this machine.
 */
export function refusedAddress(address: string, production: boolean): string | null {
  const kind = addressClass(address);
  if (kind === null || (!production && kind === 'loopback')) return null;
  return `The feed's address leads to a ${kind} address (${address}), which feeds may not reach`;
}
