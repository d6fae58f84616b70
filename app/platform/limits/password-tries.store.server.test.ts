import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { addressKey } from "./address-key.ts";
import { countPasswordTry, forgivePasswordTries } from "./password-tries.store.server.ts";

const t0 = new Date("2026-03-01T10:00:00Z");
const MIN = 60_000;
const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

describeStorage("password tries", (storage) => {
  const tryAt = (email: string, address: string, when = t0) => countPasswordTry(storage.db, email, addressKey(address), when);

  it("30 guesses at one account from 30 addresses of one IPv6 /64: the sixth is refused", async () => {
    const outcomes = [];
    for (let i = 1; i <= 30; i++) outcomes.push(await tryAt("alvo@exemplo.com", `2001:db8:7:7::${i.toString(16)}`));
    expect(outcomes.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(outcomes[5]).toBe(t0.getTime() + 15 * MIN);
    // Refused tries count too: past 20 in the day, the pair waits a day.
    expect(outcomes.slice(6).every((until) => until !== null)).toBe(true);
    expect(outcomes[29]).toBe(t0.getTime() + 24 * 60 * MIN);
    // Another /64 (the owner at home) is not held back.
    expect(await tryAt("alvo@exemplo.com", "2001:db8:8:8::1")).toBeNull();
  });

  it("a pair gets 20 guesses a day, however slowly they come", async () => {
    const address = "10.1.0.1";
    for (let window = 0; window < 4; window++)
      for (let i = 0; i < 5; i++) expect(await tryAt("lento@exemplo.com", address, at(window * 16))).toBeNull();
    expect(await tryAt("lento@exemplo.com", address, at(4 * 16))).toBe(t0.getTime() + 24 * 60 * MIN);
    expect(await tryAt("lento@exemplo.com", address, at(24 * 60))).toBeNull();
  });

  it("shared Wi-Fi: 20 wrong logins for random e-mails do not stop a member's right password", async () => {
    const wifi = "2001:db8:c:1::1";
    for (let i = 0; i < 20; i++) expect(await tryAt(`aleatorio${i}@exemplo.com`, `2001:db8:c:1::${(i + 2).toString(16)}`)).toBeNull();
    expect(await tryAt("membro@exemplo.com", wifi)).toBeNull();
  });

  it("past the address's ceiling of 100, a member who signed in there before still gets in; a new e-mail waits", async () => {
    const wifi = "10.2.0.1";
    expect(await tryAt("fiel@exemplo.com", wifi)).toBeNull();
    await forgivePasswordTries(storage.db, "fiel@exemplo.com", addressKey(wifi), t0);
    for (let i = 0; i < 100; i++) expect(await tryAt(`chute${i}@exemplo.com`, wifi)).toBeNull();
    expect(await tryAt("novo@exemplo.com", wifi)).toBe(t0.getTime() + 15 * MIN);
    expect(await tryAt("FIEL@exemplo.com", wifi)).toBeNull();
    // The known pair still has its own lockout.
    for (let i = 0; i < 4; i++) expect(await tryAt("fiel@exemplo.com", wifi)).toBeNull();
    expect(await tryAt("fiel@exemplo.com", wifi)).not.toBeNull();
    // A pair is known for 30 days, then waits as any other (the purge keeps it meanwhile).
    expect(await tryAt("fiel@exemplo.com", wifi, at(29 * 24 * 60))).toBeNull();
    const known = await storage.db.selectFrom("rate_limits").select("key").where("key", "like", "password:known-pair:%").execute();
    expect(known).toHaveLength(1);
  });

  it("a right password clears the pair's wrong tries", async () => {
    for (let i = 0; i < 4; i++) await tryAt("esquece@exemplo.com", "10.3.0.1");
    await forgivePasswordTries(storage.db, "esquece@exemplo.com", "10.3.0.1", t0);
    for (let i = 0; i < 5; i++) expect(await tryAt("esquece@exemplo.com", "10.3.0.1")).toBeNull();
  });
});
