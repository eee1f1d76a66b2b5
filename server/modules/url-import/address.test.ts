import { describe, expect, it } from "vitest";
import { classifyAddress, isFetchable } from "./address";

describe("classifyAddress", () => {
  it.each([
    ["8.8.8.8", "public"],
    ["1.1.1.1", "public"],
    ["172.32.0.1", "public"],
    ["100.128.0.1", "public"],
    ["0.0.0.0", "unspecified"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "shared"],
    ["100.127.255.255", "shared"],
    ["169.254.169.254", "link-local"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["2606:4700:4700::1111", "public"],
    ["2001:4860:4860::8888", "public"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "ipv4-in-ipv6"],
    ["::ffff:8.8.8.8", "ipv4-in-ipv6"],
    ["::ffff:7f00:1", "ipv4-in-ipv6"],
    ["64:ff9b::a9fe:a9fe", "ipv4-in-ipv6"],
    ["2002:7f00:1::", "ipv4-in-ipv6"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "reserved"],
    ["not-an-ip", "invalid"],
    ["999.1.1.1", "invalid"],
  ])("%s is %s", (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });

  it("allows a configured address, and nothing else that is not public", () => {
    expect(isFetchable("127.0.0.2", ["127.0.0.2"])).toBe(true);
    expect(isFetchable("127.0.0.1", ["127.0.0.2"])).toBe(false);
    expect(isFetchable("93.184.216.34")).toBe(true);
  });
});
