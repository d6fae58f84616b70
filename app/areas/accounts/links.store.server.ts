import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { checkOwnPassword, openSession, type OpenedSession, type Requester, type VisitorLists } from "./auth.store.server.ts";
import {
  confirmNewEmail,
  confirmSignUpEmail,
  emailChangeNotice,
  emailInUseNotice,
  passwordChangedNotice,
  resetPasswordEmail,
  signInLinkEmail,
} from "./emails.ts";
import { clearLoginFailures } from "./login-failures.store.server.ts";
import { tokenLink, type AccountMail } from "./mail-context.server.ts";
import { withReturnPath } from "./return-path.ts";
import { MAIL_LIMITS } from "./mail-limits.ts";
import { keepsPasswordOnProof } from "./ownership.ts";
import { hashPassword, NO_PASSWORD, verifyPassword } from "./passwords.server.ts";
import { deleteAllSessions, sessionBelongsTo, type SessionUser } from "./session.store.server.ts";
import { isSignUpBrowser, signUpBrowserHash } from "./sign-up-browser.server.ts";
import { issueToken, peekTokenOwner, revokeTokens, spendToken } from "./tokens.store.server.ts";
import { TOKEN_PURPOSES, type TokenState } from "./tokens.ts";

/**
 * The account's e-mailed links: confirming an address, a new password by link, signing in
 * by link, and the notices of a changed password or address. Mail goes out without being
 * waited for, so an answer takes the same time whether or not an e-mail was sent.
 *
 * Following a link proves the address it went to, and the address's owner always wins
 * (decision 0043, rules in ownership.ts): a password set before the proof by someone else stops
 * working and every session of the account ends; the owner then makes their own password. Any
 * proof ends every other link of the account still unused, an address change's included.
 */

type Member = Pick<SessionUser, "id" | "name" | "email">;
type Limited = { status: "limited"; until: number };
const NO_LISTS = { history: [], bookmarks: [] };

async function findMember(db: Kysely<Database>, email: string) {
  return db.selectFrom("users").select(["id", "name", "email"]).where("email", "=", email).executeTakeFirst();
}

/**
 * Sends the link that confirms the member's address (sign-up and 'Reenviar'); null when sent, else
 * refused until. `back`, a checked local path, rides along so the confirmation leads back to it;
 * `browserKey`, the sign-up browser's key, binds the link to that browser (sign-up-browser.server.ts).
 */
export async function sendEmailConfirmation(
  db: Kysely<Database>,
  mail: AccountMail,
  member: Member,
  now: Date,
  back: string | null = null,
  browserKey: string | null = null,
): Promise<number | null> {
  const until = await hitAll(db, [[MAIL_LIMITS.confirmationPerMember, member.id]], now);
  if (until !== null) return until;
  const token = await issueToken(db, member.id, "confirm-email", member.email, now, browserKey && signUpBrowserHash(browserKey));
  void mail.mailer.send(confirmSignUpEmail(member.email, member.name, tokenLink(mail, withReturnPath(href("/confirmar-email"), back), token)));
  return null;
}

/** Counts a link followed from this client (token pages are limited per network); null when allowed. */
function countTokenUse(db: Kysely<Database>, address: string, now: Date): Promise<number | null> {
  return hitAll(db, [[MAIL_LIMITS.tokenUsesPerAddress, address]], now);
}

/**
 * The address is proven for this account: it becomes the account's, confirmed. Unless the one
 * proving vouches for the password (they hold a session of the account, signed up in this browser
 * or typed it: `vouched`) or the password is its owner's (ownership.ts), the password stops
 * working and every session ends. Every other unused link of the account ends: the old address's,
 * and an address change asked for before the proof (which may be a stranger's). Returns whether
 * the password was kept.
 */
async function proveAddress(trx: Kysely<Database>, userId: string, email: string, vouched: boolean, now: Date): Promise<boolean> {
  const account = await trx
    .selectFrom("users")
    .select(["email", "email_confirmed_at", "password_set_at"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const kept = keepsPasswordOnProof(account, email, vouched);
  const changed = account.email !== email;
  const password = !kept
    ? { password_hash: NO_PASSWORD, password_set_at: null }
    : vouched
      ? { password_set_at: now.toISOString() } // vouched for: from now on it counts as the owner's
      : {};
  await trx
    .updateTable("users")
    .set({ email, email_confirmed_at: changed || account.email_confirmed_at === null ? now.toISOString() : account.email_confirmed_at, ...password })
    .where("id", "=", userId)
    .execute();
  await revokeTokens(trx, userId, TOKEN_PURPOSES, now);
  if (!kept) await deleteAllSessions(trx, userId);
  return kept;
}

/** Whether the browser following a link holds a live session of this account. */
function holdsSession(trx: Kysely<Database>, sessionToken: string | null, userId: string, now: Date): Promise<boolean> {
  return sessionToken === null ? Promise.resolve(false) : sessionBelongsTo(trx, sessionToken, userId, now);
}

/**
 * The password was dropped: a link to make one, which the page goes to at once (the new password
 * then signs the owner in). Until they make it, the e-mailed links are the way in. Made after
 * proveAddress ended every other link.
 */
function newPasswordLink(trx: Kysely<Database>, userId: string, email: string, now: Date): Promise<string> {
  return issueToken(trx, userId, "reset-password", email, now);
}

type Unusable = { status: Exclude<TokenState, "usable"> };
/** The owner took the account over: the page sends them to make their password with this link's token. */
type Claimed = { status: "claimed"; passwordToken: string };

/** A confirmation opened a session here (or the browser already held one of the account: `session` null). */
type Confirmed = { status: "confirmed"; email: string; session: OpenedSession | null };

/** On another browser, without a session of the account: the page asks for the password first (nothing was spent). */
type PasswordNeeded = { status: "password-needed" };

export type ConfirmOutcome = Limited | Unusable | Claimed | Confirmed | PasswordNeeded | { status: "taken" };

/**
 * How the one following a confirmation link answers for the account's password: `confirm` (the
 * page saw this browser signed up, or holds a session of the account), `password` (typed on
 * another browser) or `not-mine` ("Não fui eu que criei esta conta": they make their own).
 */
export type ConfirmAnswer = { kind: "confirm" } | { kind: "password"; password: string } | { kind: "not-mine" };

/** Who follows a confirmation link: the requester, with the sign-up browser key their browser holds. */
export type ConfirmFollower = Requester & { signUpKey: string | null };

/**
 * Follows a confirmation link: the address is confirmed and, for a change, becomes the account's.
 * The password is kept and the person signed in when they vouch for it — in the browser that
 * signed up, with a session of the account, or by typing it (checked only after the link is
 * spent, under the per-network limit) — otherwise they make their own (decision 0043, amended).
 */
export async function confirmEmail(
  db: Kysely<Database>,
  token: string,
  who: ConfirmFollower,
  answer: ConfirmAnswer,
  lists: VisitorLists,
  now: Date,
): Promise<ConfirmOutcome> {
  const until = await countTokenUse(db, who.address, now);
  if (until !== null) return { status: "limited", until };
  if (answer.kind === "confirm" && (await confirmationLink(db, token, who, now)).asksPassword) return { status: "password-needed" };
  const used = await spendToken(db, token, "confirm-email", now);
  if (used.state !== "usable") return { status: used.state };
  if (await takenByAnother(db, used.email, used.userId)) return { status: "taken" };
  const holder = answer.kind !== "not-mine" && (await holdsSession(db, who.sessionToken, used.userId, now));
  const typed = answer.kind === "password" && !holder && (await typedPasswordMatches(db, used.userId, answer.password));
  const vouched = answer.kind !== "not-mine" && (holder || typed || isSignUpBrowser(who.signUpKey, used.browserHash));
  try {
    return await inTransaction(db, async (trx): Promise<ConfirmOutcome> => {
      if (!(await proveAddress(trx, used.userId, used.email, vouched, now)))
        return { status: "claimed", passwordToken: await newPasswordLink(trx, used.userId, used.email, now) };
      const session = holder ? null : await openSession(trx, used.userId, lists, who, now);
      return { status: "confirmed", email: used.email, session };
    });
  } catch (error) {
    // Another account took the address between the check and the update (unique e-mail).
    if (await takenByAnother(db, used.email, used.userId)) return { status: "taken" };
    throw error;
  }
}

/**
 * A confirmation link as the page shows it, read once: its state and, while usable, whether the
 * page must ask for the password (neither did this browser sign up for it nor does it hold a
 * session of the account).
 */
export async function confirmationLink(
  db: Kysely<Database>,
  token: string,
  who: Pick<ConfirmFollower, "signUpKey" | "sessionToken">,
  now: Date,
): Promise<{ state: TokenState; asksPassword: boolean }> {
  const link = await peekTokenOwner(db, token, "confirm-email", now);
  if (link.state !== "usable" || link.userId === null) return { state: link.state, asksPassword: false };
  const vouched = isSignUpBrowser(who.signUpKey, link.browserHash) || (await holdsSession(db, who.sessionToken, link.userId, now));
  return { state: link.state, asksPassword: !vouched };
}

async function typedPasswordMatches(db: Kysely<Database>, userId: string, password: string): Promise<boolean> {
  const stored = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return verifyPassword(stored?.password_hash ?? null, password);
}

async function takenByAnother(db: Kysely<Database>, email: string, userId: string): Promise<boolean> {
  return (await db.selectFrom("users").select("id").where("email", "=", email).where("id", "!=", userId).executeTakeFirst()) !== undefined;
}

/** Counts a request for a link to this address, from this client; null when allowed. */
export function countLinkRequest(db: Kysely<Database>, email: string, address: string, now: Date): Promise<number | null> {
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
  /** The page the visitor was on their way to (a checked local path): the link leads back to it. */
  back: string | null = null,
): Promise<Limited | { status: "ok"; delivery: Promise<void> }> {
  const until = await countLinkRequest(db, email, address, now);
  if (until !== null) return { status: "limited", until };
  const member = await findMember(db, email);
  return { status: "ok", delivery: member ? sendLink(db, mail, purpose, member, now, back) : Promise.resolve() };
}

async function sendLink(
  db: Kysely<Database>,
  mail: AccountMail,
  purpose: "reset-password" | "sign-in",
  member: Member,
  now: Date,
  back: string | null,
): Promise<void> {
  try {
    const token = await issueToken(db, member.id, purpose, member.email, now);
    await mail.mailer.send(
      purpose === "reset-password"
        ? resetPasswordEmail(member.email, member.name, tokenLink(mail, withReturnPath(href("/redefinir-senha"), back), token))
        : signInLinkEmail(member.email, member.name, tokenLink(mail, withReturnPath(href("/entrar-com-link"), back), token)),
    );
  } catch (error) {
    mail.logger.error({ err: error, purpose }, "account link could not be made");
  }
}

export type LinkLoginOutcome = Limited | Unusable | ({ status: "ok" } & OpenedSession);

/** A link's token, used, for the account that still holds the address it went to (a link to an old address is not). */
async function spendEntryLink(db: Kysely<Database>, token: string, purpose: "reset-password" | "sign-in", now: Date) {
  const used = await spendToken(db, token, purpose, now);
  if (used.state !== "usable") return used;
  const account = await db.selectFrom("users").select("email").where("id", "=", used.userId).executeTakeFirst();
  return account?.email === used.email ? used : ({ state: "unknown" } as const);
}

/**
 * A new password by link: the link is checked and used once before any hashing, the password
 * changes (the owner's own: the link proved the address), every session of the account ends and
 * a new one opens here, the wrong-password count starts again, and the address is told.
 */
export async function resetPassword(
  db: Kysely<Database>,
  mail: AccountMail,
  token: string,
  password: string,
  who: Requester,
  now: Date,
): Promise<LinkLoginOutcome> {
  const until = await countTokenUse(db, who.address, now);
  if (until !== null) return { status: "limited", until };
  const used = await spendEntryLink(db, token, "reset-password", now);
  if (used.state !== "usable") return { status: used.state };
  const passwordHash = await hashPassword(password);
  const opened = await inTransaction(db, async (trx) => {
    // The link proved the address (still the account's: spendEntryLink) and the new password is its owner's.
    await trx
      .updateTable("users")
      .set((eb) => ({
        password_hash: passwordHash,
        password_set_at: now.toISOString(),
        email_confirmed_at: eb.fn.coalesce("email_confirmed_at", eb.val(now.toISOString())),
      }))
      .where("id", "=", used.userId)
      .execute();
    await deleteAllSessions(trx, used.userId);
    await revokeTokens(trx, used.userId, TOKEN_PURPOSES, now);
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

/**
 * Signs in with a link from 'Enviar link de acesso' or from a second sign-up (single use, 15
 * minutes). When the password was not the owner's, the owner has just taken the account over:
 * no session opens yet, the page sends them to make their password.
 */
export async function signInWithLink(db: Kysely<Database>, token: string, who: Requester, now: Date): Promise<LinkLoginOutcome | Claimed> {
  const until = await countTokenUse(db, who.address, now);
  if (until !== null) return { status: "limited", until };
  const used = await spendEntryLink(db, token, "sign-in", now);
  if (used.state !== "usable") return { status: used.state };
  return inTransaction(db, async (trx): Promise<LinkLoginOutcome | Claimed> => {
    if (!(await proveAddress(trx, used.userId, used.email, await holdsSession(trx, who.sessionToken, used.userId, now), now)))
      return { status: "claimed", passwordToken: await newPasswordLink(trx, used.userId, used.email, now) };
    return { status: "ok", ...(await openSession(trx, used.userId, NO_LISTS, who, now)) };
  });
}

type PasswordOutcome = Limited | { status: "wrong" };

/**
 * A logged-in member changes the password: the current one first; the other sessions end and the
 * address is told. For a proven address the change is a proof too: every unused link ends.
 */
export async function changePassword(
  db: Kysely<Database>,
  mail: AccountMail,
  member: Member & Pick<SessionUser, "emailConfirmed">,
  change: { current: string; next: string },
  who: Requester,
  now: Date,
): Promise<PasswordOutcome | { status: "ok" }> {
  const check = await checkOwnPassword(db, member, change.current, who.address, now);
  if (check.status !== "ok") return check;
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(change.next), password_set_at: now.toISOString() })
    .where("id", "=", member.id)
    .execute();
  await deleteAllSessions(db, member.id, who.sessionToken);
  if (member.emailConfirmed) await revokeTokens(db, member.id, TOKEN_PURPOSES, now);
  await afterPasswordChange(db, mail, member.id);
  return { status: "ok" };
}

/**
 * A logged-in member asks to use another address: only once the current one is proven (else a
 * stranger who signed up first with it could move the account to their own mailbox before the
 * owner claims it), then the current password, then the link limits. The answer is the same
 * whether or not the address has an account: a free address gets the link that makes the change
 * (the old one is told); a taken one only its owner's notice.
 */
export async function requestEmailChange(
  db: Kysely<Database>,
  mail: AccountMail,
  member: Member & Pick<SessionUser, "emailConfirmed">,
  change: { email: string; password: string },
  address: string,
  now: Date,
): Promise<PasswordOutcome | { status: "same" | "ok" | "unproven" }> {
  if (!member.emailConfirmed) return { status: "unproven" };
  if (change.email === member.email) return { status: "same" };
  const check = await checkOwnPassword(db, member, change.password, address, now);
  if (check.status !== "ok") return check;
  const until = await countLinkRequest(db, change.email, address, now);
  if (until !== null) return { status: "limited", until };
  if (await findMember(db, change.email)) {
    void mail.mailer.send(emailInUseNotice(change.email));
    return { status: "ok" };
  }
  const token = await issueToken(db, member.id, "confirm-email", change.email, now);
  void mail.mailer.send(confirmNewEmail(change.email, member.name, tokenLink(mail, href("/confirmar-email"), token)));
  void mail.mailer.send(emailChangeNotice(member.email, member.name, change.email));
  return { status: "ok" };
}
