// Which IP addresses the image import may connect to: public unicast only. Everything a
// server-side fetch could use to reach the installation's own network is refused: loopback,
// private and shared (CGNAT) ranges, link-local (with the cloud metadata address
// 169.254.169.254), unspecified, multicast, reserved and documentation ranges, and the IPv6
// forms that carry an IPv4 address inside (mapped, NAT64, 6to4, Teredo) or stay local (ULA,
// link-local, site-local).
import net from "node:net";

export type AddressClass =
  | "public"
  | "invalid"
  | "unspecified"
  | "loopback"
  | "private"
  | "shared"
  | "link-local"
  | "multicast"
  | "reserved"
  | "ipv4-in-ipv6"
  | "unique-local";

/** IPv4 dotted quad → 32-bit number. */
function ipv4Number(ip: string): number {
  return ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

const inV4 = (n: number, base: string, bits: number) => {
  const size = 2 ** (32 - bits);
  return Math.floor(n / size) === Math.floor(ipv4Number(base) / size);
};

function classifyV4(ip: string): AddressClass {
  const n = ipv4Number(ip);
  if (inV4(n, "0.0.0.0", 8)) return "unspecified";
  if (inV4(n, "127.0.0.0", 8)) return "loopback";
  if (inV4(n, "10.0.0.0", 8) || inV4(n, "172.16.0.0", 12) || inV4(n, "192.168.0.0", 16)) return "private";
  if (inV4(n, "100.64.0.0", 10)) return "shared";
  if (inV4(n, "169.254.0.0", 16)) return "link-local";
  if (inV4(n, "224.0.0.0", 4)) return "multicast";
  if (
    inV4(n, "192.0.0.0", 24) || // IETF protocol assignments
    inV4(n, "192.0.2.0", 24) || // documentation
    inV4(n, "198.18.0.0", 15) || // benchmarking
    inV4(n, "198.51.100.0", 24) ||
    inV4(n, "203.0.113.0", 24) ||
    inV4(n, "192.88.99.0", 24) || // 6to4 relay
    inV4(n, "240.0.0.0", 4) // reserved, with 255.255.255.255
  )
    return "reserved";
  return "public";
}

/** IPv6 text → its eight 16-bit groups (an IPv4 tail is converted), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.split("%")[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4Number(v4[1]!);
    text = `${text.slice(0, -v4[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const parse = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...new Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function classifyV6(ip: string): AddressClass {
  const g = ipv6Groups(ip);
  if (!g) return "invalid";
  const zeroUpTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible, deprecated), 64:ff9b::/96 (NAT64),
  // 2002::/16 (6to4), 2001:0::/32 (Teredo): each hides an IPv4 address a host may route to.
  if (zeroUpTo(5) && (g[5] === 0xffff || g[5] === 0)) return "ipv4-in-ipv6";
  if (g[0] === 0x64 && g[1] === 0xff9b) return "ipv4-in-ipv6";
  if (g[0] === 0x2002) return "ipv4-in-ipv6";
  if (g[0] === 0x2001 && g[1] === 0) return "ipv4-in-ipv6";
  if ((g[0]! & 0xfe00) === 0xfc00) return "unique-local";
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0]! & 0xffc0) === 0xfec0) return "unique-local"; // site-local, deprecated
  if ((g[0]! & 0xff00) === 0xff00) return "multicast";
  if (g[0] === 0x2001 && g[1] === 0xdb8) return "reserved"; // documentation
  if (zeroUpTo(1) || (g[0]! & 0xe000) !== 0x2000) return "reserved"; // outside global unicast 2000::/3
  return "public";
}

export function classifyAddress(ip: string): AddressClass {
  const family = net.isIP(ip.split("%")[0]!);
  if (family === 4) return classifyV4(ip);
  if (family === 6) return classifyV6(ip);
  return "invalid";
}

/** The address may be fetched from: public, or one the configuration allows (tests). */
export function isFetchable(ip: string, allowed: readonly string[] = []): boolean {
  if (allowed.includes(ip)) return true;
  return classifyAddress(ip) === "public";
}
