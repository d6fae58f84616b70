import { describe, expect, it } from "vitest";
import { timeZoneFromCookieHeader } from "./time-zone.ts";

describe("time zone cookie", () => {
  it("reads a valid zone", () => expect(timeZoneFromCookieHeader("tz=America%2FManaus")).toBe("America/Manaus"));
  it("falls back to São Paulo", () => {
    expect(timeZoneFromCookieHeader(null)).toBe("America/Sao_Paulo");
    expect(timeZoneFromCookieHeader("tz=Mars%2FOlympus")).toBe("America/Sao_Paulo");
  });
});
