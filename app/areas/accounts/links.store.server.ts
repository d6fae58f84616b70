import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { checkOwnPassword, openSession, type OpenedSession, type Requester } from "./auth.store.server.ts";
import { confirmNewEmail, confirmSignUpEmail, emailChangeNotice, passwordChangedNotice, resetPasswordEmail, signInLinkEmail } from "./emails.ts";
import { clearLoginFailures } from "./login-failures.store.server.ts";
import { tokenLink, type AccountMail } from "./mail-context.server.ts";
import { MAIL_LIMITS } from "./mail-limits.ts";
import { hashPassword } from "./passwords.server.ts";
import { deleteAllSessions, type SessionUser } from "./session.store.server.ts";
import { issueToken, spendToken } from "./tokens.store.server.ts";
import type { TokenState } from "./tokens.ts";

/**
 * The account's e-mailed links: confirming an address, a new password by link, signing in
 * by link, and the notices of a changed password or address. Mail goes out without being
 * waited for, so an answer takes the same time whether or not an e-mail was sent.
 */

type Member = Pick<SessionUser, "id" | "name" | "email">;
type Limited = { status: "limited"; until: number };
const NO_LISTS = { history: [], bookmarks: [] };

async function findMember(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").select(["id", "name", "email"]).where("email", "=", email).executeTakeFirst();
}

/** Sends the link that confirms the member's address (sign-up and 'Reenviar'); null when sent, else refused until. */
export async function sendEmailConfirmation(db: Kysely<Database>, mail: AccountMail, member: Member, now: Date): Promise<number | null> {
  const until = await hitAll(db, [[MAIL_LIMITS.confirmationPerMember, member.id]], now);
  if (until !== null) return until;
  const token = await issueToken(db, member.id, "confirm-email", member.email, now);
  void mail.mailer.send(confirmSignUpEmail(member.email, member.name, tokenLink(mail, href("/confirmar-email"), token)));
  return null;
}

export type ConfirmOutcome = { status: "confirmed"; email: string } | { status: "taken" } | { status: Exclude<TokenState, "usable"> };

/** Follows a confirmation link: the address is confirmed and, for a change, becomes the account's. */
export async function confirmEmail(db: Kysely<Database>, token: string, now: Date): Promise<ConfirmOutcome> {
  const used = await spendToken(db, token, "confirm-email", now);
  if (used.state !== "usable") return { status: used.state };
  const other = await db.selectFrom("users").select("id").where("email", "=", used.email).where("id", "!=", used.userId).executeTakeFirst();
  if (other) return { status: "taken" };
  try {
    await db.updateTable("users").set({ email: used.email, email_confirmed_at: now.toISOString() }).where("id", "=", used.userId).execute();
  } catch {
    // Another account took the address between the check and the update (unique e-mail).
    return { status: "taken" };
  }
  return { status: "confirmed", email: used.email };
}

/** Counts a request for a link to this address, from this client; null when allowed. */
function countLinkRequest(db: Kysely<Database>, email: string, address: string, now: Date): Promise<number | null> {
  return hitAll(
    db,
    [
      [MAIL_LIMITS.linksPerEmail, email],
      [MAIL_LIMITS.linksPerAddress, address],
    ],
    now,
  );
}

/**
 * 'Esqueci minha senha' and 'Enviar link de acesso': the same answer whether or not the
 * address has an account; only an account's address gets the e-mail. The link is made and
 * sent after the answer (`delivery`, which only tests wait for), so both answers take the
 * same work: the limits and one look-up.
 */
export async function requestLink(
  db: Kysely<Database>,
  mail: AccountMail,
  purpose: "reset-password" | "sign-in",
  email: string,
  address: string,
  now: Date,
): Promise<Limited | { status: "ok"; delivery: Promise<void> }> {
  const until = await countLinkRequest(db, email, address, now);
  if (until !== null) return { status: "limited", until };
  const member = await findMember(db, email);
  return { status: "ok", delivery: member ? sendLink(db, mail, purpose, member, now) : Promise.resolve() };
}

async function sendLink(db: Kysely<Database>, mail: AccountMail, purpose: "reset-password" | "sign-in", member: Member, now: Date): Promise<void> {
  try {
    const token = await issueToken(db, member.id, purpose, member.email, now);
    await mail.mailer.send(
      purpose === "reset-password"
        ? resetPasswordEmail(member.email, member.name, tokenLink(mail, href("/redefinir-senha"), token))
        : signInLinkEmail(member.email, member.name, tokenLink(mail, href("/entrar-com-link"), token)),
    );
  } catch (error) {
    mail.logger.error({ err: error, purpose }, "account link could not be made");
  }
}

export type LinkLoginOutcome = { status: Exclude<TokenState, "usable"> } | ({ status: "ok" } & OpenedSession);

/** The address the link went to is still the account's: following it proves the address. */
async function confirmIfStillTheAddress(trx: Kysely<Database>, userId: string, email: string, now: Date) {
  await trx
    .updateTable("users")
    .set({ email_confirmed_at: now.toISOString() })
    .where("id", "=", userId)
    .where("email", "=", email)
    .where("email_confirmed_at", "is", null)
    .execute();
}

/**
 * A new password by link: the link is used once, the password changes, every session of the
 * account ends and a new one opens here, the wrong-password count starts again, and the
 * address is told.
 */
export async function resetPassword(
  db: Kysely<Database>,
  mail: AccountMail,
  token: string,
  password: string,
  who: Requester,
  now: Date,
): Promise<LinkLoginOutcome> {
  const passwordHash = await hashPassword(password);
  const used = await spendToken(db, token, "reset-password", now);
  if (used.state !== "usable") return { status: used.state };
  const opened = await inTransaction(db, async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", used.userId).execute();
    await confirmIfStillTheAddress(trx, used.userId, used.email, now);
    await deleteAllSessions(trx, used.userId);
    return openSession(trx, used.userId, NO_LISTS, { ...who, sessionToken: null }, now);
  });
  await afterPasswordChange(db, mail, used.userId);
  return { status: "ok", ...opened };
}

/** What follows any password change: a new count of wrong passwords, and a notice to the address. */
async function afterPasswordChange(db: Kysely<Database>, mail: AccountMail, userId: string) {
  const member = await db.selectFrom("users").select(["name", "email"]).where("id", "=", userId).executeTakeFirst();
  if (!member) return;
  await clearLoginFailures(db, member.email);
  void mail.mailer.send(passwordChangedNotice(member.email, member.name));
}

/** Signs in with a link from 'Enviar link de acesso' (single use, 15 minutes). */
export async function signInWithLink(db: Kysely<Database>, token: string, who: Requester, now: Date): Promise<LinkLoginOutcome> {
  const used = await spendToken(db, token, "sign-in", now);
  if (used.state !== "usable") return { status: used.state };
  const opened = await inTransaction(db, async (trx) => {
    await confirmIfStillTheAddress(trx, used.userId, used.email, now);
    return openSession(trx, used.userId, NO_LISTS, who, now);
  });
  return { status: "ok", ...opened };
}

type PasswordOutcome = Limited | { status: "wrong" };

/** A logged-in member changes the password: the current one first; the other sessions end and the address is told. */
export async function changePassword(
  db: Kysely<Database>,
  mail: AccountMail,
  member: Member,
  change: { current: string; next: string },
  who: Requester,
  now: Date,
): Promise<PasswordOutcome | { status: "ok" }> {
  const check = await checkOwnPassword(db, member, change.current, who.address, now);
  if (check.status !== "ok") return check;
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(change.next) })
    .where("id", "=", member.id)
    .execute();
  await deleteAllSessions(db, member.id, who.sessionToken);
  await afterPasswordChange(db, mail, member.id);
  return { status: "ok" };
}

/**
 * A logged-in member asks to use another address: the current password first; the new
 * address gets the link that makes the change, the old one is told.
 */
export async function requestEmailChange(
  db: Kysely<Database>,
  mail: AccountMail,
  member: Member,
  change: { email: string; password: string },
  address: string,
  now: Date,
): Promise<PasswordOutcome | { status: "same" | "taken" | "ok" }> {
  if (change.email === member.email) return { status: "same" };
  const check = await checkOwnPassword(db, member, change.password, address, now);
  if (check.status !== "ok") return check;
  if (await findMember(db, change.email)) return { status: "taken" };
  const until = await countLinkRequest(db, change.email, address, now);
  if (until !== null) return { status: "limited", until };
  const token = await issueToken(db, member.id, "confirm-email", change.email, now);
  void mail.mailer.send(confirmNewEmail(change.email, member.name, tokenLink(mail, href("/confirmar-email"), token)));
  void mail.mailer.send(emailChangeNotice(member.email, member.name, change.email));
  return { status: "ok" };
}
