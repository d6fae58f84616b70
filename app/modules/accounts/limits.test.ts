import { describe, expect, it } from "vitest";
import { blockedUntil, LIMITS, tooManyAttemptsMessage } from "./limits.ts";

const MIN = 60_000;
const now = 1_000 * MIN;

describe("abuse limits", () => {
  it("allows 5 failed logins per e-mail in 15 minutes and refuses the next until the window moves", () => {
    const four = [1, 2, 3, 4].map((m) => now - m * MIN);
    expect(blockedUntil(four, LIMITS.failedLoginsPerEmail, now)).toBeNull();
    const five = [...four, now - 10 * MIN];
    expect(blockedUntil(five, LIMITS.failedLoginsPerEmail, now)).toBe(now - 10 * MIN + 15 * MIN);
  });

  it("forgets attempts older than the window", () => {
    const old = [16, 17, 18, 19, 20].map((m) => now - m * MIN);
    expect(blockedUntil(old, LIMITS.failedLoginsPerEmail, now)).toBeNull();
  });

  it("counts 20 per address", () => {
    const times = Array.from({ length: 20 }, (_, i) => now - i * 1000);
    expect(blockedUntil(times.slice(1), LIMITS.failedLoginsPerAddress, now)).toBeNull();
    expect(blockedUntil(times, LIMITS.failedLoginsPerAddress, now)).not.toBeNull();
  });

  it("says when to try again, in whole minutes", () => {
    expect(tooManyAttemptsMessage(now + 5 * MIN, now)).toBe("Muitas tentativas. Tente novamente em 5 minutos.");
    expect(tooManyAttemptsMessage(now + 61_000, now)).toBe("Muitas tentativas. Tente novamente em 2 minutos.");
    expect(tooManyAttemptsMessage(now + 10_000, now)).toBe("Muitas tentativas. Tente novamente em 1 minuto.");
  });
});
