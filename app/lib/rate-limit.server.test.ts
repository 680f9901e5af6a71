import { isIPv6 } from "node:net";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { limitedAddress } from "./rate-limit.server";

describe("limitedAddress", () => {
  it("counts every address of one IPv6 /64 as one client, compressed or full", () => {
    const block = "2001:db8:0:1::";
    for (const address of [
      "2001:db8:0:1::1",
      "2001:db8:0:1::",
      "2001:db8::1:0:0:0:1",
      "2001:0db8:0000:0001:0000:0000:0000:0001",
      "2001:DB8:0:1:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:0:1:a:b:c:d",
      "2001:db8:0:1::a:b",
      "2001:db8:0:1:0:0:192.0.2.1",
      "2001:db8:0:1::192.0.2.1",
      "2001:db8:0:1::1%eth0",
    ]) {
      expect(limitedAddress(address), address).toBe(block);
    }
    expect(limitedAddress("2001:db8:0:2::1")).toBe("2001:db8:0:2::");
    expect(limitedAddress("2001:db8::1")).toBe("2001:db8:0:0::");
    expect(limitedAddress("::1")).toBe("0:0:0:0::");
    expect(limitedAddress("fe80::1%eth0")).toBe("fe80:0:0:0::");
    expect(limitedAddress("1::")).toBe("1:0:0:0::");
  });

  it("keeps IPv4 clients apart, also written as IPv4-mapped IPv6", () => {
    expect(limitedAddress("198.51.100.7")).toBe("198.51.100.7");
    expect(limitedAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(limitedAddress("::FFFF:198.51.100.8")).toBe("198.51.100.8");
    expect(limitedAddress("0:0:0:0:0:ffff:198.51.100.9")).toBe("198.51.100.9");
  });

  it("answers an address Better Auth still takes for one", () => {
    for (const address of ["2001:db8:0:1::1", "::1", "::ffff:198.51.100.7", "2001:db8:85a3:8d3:1319:8a2e:370:7348"]) {
      const limited = limitedAddress(address);
      expect(z.ipv4().safeParse(limited).success || (isIPv6(limited) && z.ipv6().safeParse(limited).success), limited).toBe(true);
    }
  });

  it("keeps what is not an address as it is", () => {
    expect(limitedAddress("unknown")).toBe("unknown");
    expect(limitedAddress("2001:db8::1::2")).toBe("2001:db8::1::2");
  });
});
