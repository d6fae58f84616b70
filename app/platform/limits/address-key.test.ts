import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key.ts";

describe("the subject of an address-keyed limit", () => {
  it("keeps an IPv4 address whole: neighbours are different people", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
  });

  it("groups IPv6 by its /64: every address one device is given counts as one", () => {
    const key = addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(key).toBe("2001:db8:1:2::/64");
    for (let i = 0; i < 30; i++) expect(addressKey(`2001:db8:1:2::${(i + 1).toString(16)}`)).toBe(key);
    expect(addressKey("2001:0DB8:0001:0002:0:0:0:1")).toBe(key);
    expect(addressKey("2001:db8:1:2::1%eth0")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
  });

  it("reads the shortened forms right: zeros in the network part, an embedded IPv4 tail", () => {
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("2001:db8:1:2:3::")).toBe("2001:db8:1:2::/64");
  });

  it("counts an IPv4 address written as IPv6 as the IPv4 address it is", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps anything that is not an address as given", () => {
    expect(addressKey("desconhecido")).toBe("desconhecido");
    expect(addressKey("")).toBe("");
  });
});
