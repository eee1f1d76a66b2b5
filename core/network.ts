// Address blocks (docs/decisions/0181): limits and review signals that count per network
// rather than per address, since a new address in the same block costs a farm nothing. An
// IPv4 address counts with its /24, an IPv6 address with its /64 (one customer's prefix).

/** "203.0.113.0/24" or "2001:db8:1:2::/64"; the address itself when it is neither. */
export function networkBlock(address: string): string {
  const ip = address.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const groups = expandIpv6(ip);
  if (groups)
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ""))
      .join(":")}::/64`;
  return ip;
}

/** Shows enough of an address to recognise a place, not enough to locate a person: 211.36.***.*** */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.***.***`;
  if (ip.includes(":")) return `${ip.split(":").slice(0, 2).join(":")}:****`;
  return ip ? "***" : "";
}

/** The eight groups of an IPv6 address, or null. */
function expandIpv6(ip: string): string[] | null {
  const bare = ip.replace(/%.*$/, "");
  if (!/^[0-9a-f:]+$/.test(bare) || !bare.includes(":")) return null;
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => g.padStart(4, "0")) : null;
}
