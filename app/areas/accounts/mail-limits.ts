import type { LimitRule } from "#app/platform/limits/rules.ts";

/** How often the account e-mails may be asked for (counted by the one database limiter). */
const MINUTE = 60_000;

export const MAIL_LIMITS = {
  /** 'Reenviar' on 'Confirme seu e-mail': three links in fifteen minutes. */
  confirmationPerMember: { action: "mail:confirmation:member", max: 3, windowMs: 15 * MINUTE },
  /** Reset, sign-in and new-address links to one address: five an hour, whoever asks. */
  linksPerEmail: { action: "mail:links:email", max: 5, windowMs: 60 * MINUTE },
  /** The same asked from one address, whatever the e-mail (a church's Wi-Fi is one address). */
  linksPerAddress: { action: "mail:links:address", max: 20, windowMs: 60 * MINUTE },
  /** Links followed (a new password, signing in, confirming) from one address: a made-up token costs a try like a real one. */
  tokenUsesPerAddress: { action: "mail:token-uses:address", max: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;
