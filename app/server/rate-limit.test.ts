import { describe, expect, it } from "vitest";
import { rateLimitClient } from "./rate-limit.server";

describe("rateLimitClient", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
    ["2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:0:0:0:FFFF", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["fe80::1%eth0", "fe80::/64"],
    ["::1", "::/64"],
    ["unknown", "unknown"],
  ])("counts %j as %j", (address, expected) => {
    expect(rateLimitClient(address)).toBe(expected);
  });
});
