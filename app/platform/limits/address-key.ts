import { isIPv4, isIPv6 } from "node:net";

/**
 * The subject an address-keyed limit counts: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one home, phone or server is given a whole /64, so counting each of its 2^64
 * addresses apart would let one person count as many), an IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`) as the IPv4 address it is. Anything else is kept as given.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const unzoned = address.split("%")[0]!;
  if (!isIPv6(unzoned)) return address;
  const groups = expandIPv6(unzoned);
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") return hexToIPv4(groups[6]!, groups[7]!);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case, without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.toLowerCase().split("::") as [string, string | undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const last = (tail ?? head).split(":").at(-1)!;
  // An embedded IPv4 tail (`::1.2.3.4`) stands for two groups.
  const withV4 = (groups: string[]) => groups.flatMap((g) => (g === last && isIPv4(g) ? ipv4Groups(g) : [g]));
  const left = withV4(groupsOf(head));
  const right = tail === undefined ? [] : withV4(groupsOf(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}

function hexToIPv4(high: string, low: string): string {
  const [h, l] = [parseInt(high, 16), parseInt(low, 16)];
  return [h >> 8, h & 255, l >> 8, l & 255].join(".");
}

function ipv4Groups(v4: string): string[] {
  const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
