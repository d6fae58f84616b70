import { describe, expect, it } from "vitest";
import { grantCheck, keepsPasswordOnProof, passwordSetByOwner, unprovenUntil } from "./ownership.ts";

const EMAIL = "pastor@igreja.exemplo";
const signedUp = { email: EMAIL, email_confirmed_at: null, password_set_at: "2026-11-01T10:00:00.000Z" };
const confirmedAfter = { ...signedUp, email_confirmed_at: "2026-11-01T12:00:00.000Z" };
const newPasswordAfterProof = { ...confirmedAfter, password_set_at: "2026-11-01T12:00:00.000Z" };

describe("the address's owner always wins", () => {
  it("a password set before its address was proven is not the owner's", () => {
    expect(passwordSetByOwner(signedUp)).toBe(false);
    expect(passwordSetByOwner(confirmedAfter)).toBe(false);
    expect(passwordSetByOwner(newPasswordAfterProof)).toBe(true);
    expect(passwordSetByOwner({ ...newPasswordAfterProof, password_set_at: null })).toBe(false);
  });

  it("proof by a stranger to the password drops it; a session holder or the owner's own password keeps it", () => {
    expect(keepsPasswordOnProof(signedUp, EMAIL, false)).toBe(false);
    expect(keepsPasswordOnProof(signedUp, EMAIL, true)).toBe(true);
    expect(keepsPasswordOnProof(newPasswordAfterProof, EMAIL, false)).toBe(true);
  });

  it("proving a new address (an e-mail change) keeps the password only for a session holder", () => {
    expect(keepsPasswordOnProof(newPasswordAfterProof, "outro@exemplo.com", false)).toBe(false);
    expect(keepsPasswordOnProof(newPasswordAfterProof, "outro@exemplo.com", true)).toBe(true);
  });

  it("a role needs a confirmed address and a password set after it", () => {
    expect(grantCheck(signedUp)).toBe("unconfirmed");
    expect(grantCheck(confirmedAfter)).toBe("password-before-proof");
    expect(grantCheck(newPasswordAfterProof)).toBe("ok");
  });

  it("an unproven account is removed seven days after sign-up", () => {
    const now = new Date("2026-11-28T12:00:00.000Z");
    expect(unprovenUntil(now).toISOString()).toBe("2026-12-05T12:00:00.000Z");
  });
});
