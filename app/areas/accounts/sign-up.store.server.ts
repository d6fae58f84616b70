import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#db/schema.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { createAccount, removeUnprovenAccounts, type NewAccount } from "./accounts.store.server.ts";
import { signUpAgainEmail } from "./emails.ts";
import { countLinkRequest, sendEmailConfirmation } from "./links.store.server.ts";
import { tokenLink, type AccountMail } from "./mail-context.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { withReturnPath } from "./return-path.ts";
import { newSignUpBrowserKey } from "./sign-up-browser.server.ts";
import { issueToken } from "./tokens.store.server.ts";

/**
 * Sign-up answers the same whether or not the address has an account, and logs no one in
 * (decision 0043): a free address gets its account and the confirmation link; a taken one gets
 * no account, and its owner an e-mail with a sign-in link that claims it (under the link limits).
 * Accounts never proven within UNPROVEN_ACCOUNT_DAYS are removed first, freeing their addresses.
 * The e-mails are made after the answer (`delivery`, which only tests wait for). Every answer
 * gives the browser a new sign-up key (`browserKey`, for its cookie): a free address's
 * confirmation link is bound to it, so following the link there signs the person in.
 */
export type SignUpOutcome = { status: "limited"; until: number } | { status: "ok"; delivery: Promise<void>; browserKey: string };

export async function signUp(
  db: Kysely<Database>,
  mail: AccountMail,
  input: NewAccount,
  who: { address: string; timeZone: string },
  now: Date,
  /** The page an invitation brought the visitor from (a checked local path): the confirmation link leads back to it. */
  back: string | null = null,
): Promise<SignUpOutcome> {
  const until = await hitAll(db, [[LIMITS.signUpPerAddress, who.address]], now);
  if (until !== null) return { status: "limited", until };
  const passwordHash = await hashPassword(input.senha);
  await removeUnprovenAccounts(db, now);
  const account = await createAccount(db, input, passwordHash, who.timeZone, now);
  const browserKey = newSignUpBrowserKey();
  const delivery = account
    ? sendEmailConfirmation(db, mail, { id: account.id, name: input.nome, email: input.email }, now, back, browserKey).then(() => undefined)
    : tellOwner(db, mail, input.email, who.address, now, back);
  return {
    status: "ok",
    delivery: delivery.catch((error: unknown) => mail.logger.error({ err: error }, "sign-up e-mail could not be made")),
    browserKey,
  };
}

/** The address has an account: its owner gets a sign-in link (leading back where they were going), unless the link limits say enough. */
async function tellOwner(db: Kysely<Database>, mail: AccountMail, email: string, address: string, now: Date, back: string | null): Promise<void> {
  if ((await countLinkRequest(db, email, address, now)) !== null) return;
  const owner = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (!owner) return;
  const token = await issueToken(db, owner.id, "sign-in", email, now);
  await mail.mailer.send(signUpAgainEmail(email, tokenLink(mail, withReturnPath(href("/entrar-com-link"), back), token)));
}
