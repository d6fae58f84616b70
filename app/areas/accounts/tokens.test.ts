import { describe, expect, it } from "vitest";
import { accountUnlockAt, ACCOUNT_FAILURES, TOKEN_LIFETIMES_MS, tokenExpiry, tokenState } from "./tokens.ts";
import { confirmSignUpEmail, emailChangeNotice, resetPasswordEmail } from "./emails.ts";

const now = new Date("2026-03-01T12:00:00Z");
const row = (purpose: string, expiresAt: Date, usedAt: string | null = null) => ({ purpose, expires_at: expiresAt.toISOString(), used_at: usedAt });

describe("one-time link rules", () => {
  it("a reset link lasts 1 hour, a sign-in link 15 minutes, a confirmation 48 hours", () => {
    expect(tokenExpiry("reset-password", now).getTime() - now.getTime()).toBe(60 * 60_000);
    expect(tokenExpiry("sign-in", now).getTime() - now.getTime()).toBe(15 * 60_000);
    expect(TOKEN_LIFETIMES_MS["confirm-email"]).toBe(48 * 60 * 60_000);
  });

  it("usable until the last millisecond before expiry, expired from it; used beats expiry; another purpose is unknown", () => {
    const expires = tokenExpiry("reset-password", now);
    expect(tokenState(row("reset-password", expires), "reset-password", new Date(expires.getTime() - 1))).toBe("usable");
    expect(tokenState(row("reset-password", expires), "reset-password", expires)).toBe("expired");
    expect(tokenState(row("reset-password", expires, now.toISOString()), "reset-password", now)).toBe("used");
    expect(tokenState(row("sign-in", expires), "reset-password", now)).toBe("unknown");
    expect(tokenState(undefined, "sign-in", now)).toBe("unknown");
  });

  it("the per-account cap: 10 wrong passwords in a rolling 24 hours, unlocked as the oldest leaves the window", () => {
    expect(ACCOUNT_FAILURES).toEqual({ max: 10, windowMs: 24 * 60 * 60_000 });
    expect(accountUnlockAt("2026-03-01T12:00:00.000Z")).toBe(Date.parse("2026-03-02T12:00:00.000Z"));
  });
});

describe("account e-mails", () => {
  it("are in Portuguese, in HTML and text, carry the link in both, and escape the member's name", () => {
    const mail = confirmSignUpEmail("ana@exemplo.com", "<Ana & Cia>", "http://lampada.test/confirmar-email?token=abc");
    expect(mail.subject).toBe("Confirme seu e-mail no Lâmpada");
    expect(mail.text).toContain("Olá, <Ana & Cia>!");
    expect(mail.html).toContain("Olá, &lt;Ana &amp; Cia&gt;!");
    expect(mail.html).not.toContain("<Ana");
    for (const body of [mail.text, mail.html]) expect(body).toContain("http://lampada.test/confirmar-email?token=abc");
    expect(resetPasswordEmail("a@b.c", "Ana", "http://x/r?token=t").text).toContain("1 hora");
    expect(emailChangeNotice("a@b.c", "Ana", "novo@b.c").text).toContain("novo@b.c");
  });
});
