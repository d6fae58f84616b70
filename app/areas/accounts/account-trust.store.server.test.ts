import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { keptMail } from "#tests/support/kept-mail.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { insertTestUser } from "#tests/support/test-databases.ts";
import { listAdminReads, recordAdminRead } from "./admin-reads.store.server.ts";
import { logIn, type Requester } from "./auth.store.server.ts";
import {
  changePassword,
  confirmEmail,
  requestEmailChange,
  requestLink,
  resetPassword,
  sendEmailConfirmation,
  signInWithLink,
  type ConfirmAnswer,
} from "./links.store.server.ts";
import { removeUnprovenAccounts } from "./accounts.store.server.ts";
import { clearLoginFailures, reservePasswordCheck } from "./login-failures.store.server.ts";
import { MAIL_LIMITS } from "./mail-limits.ts";
import { UNPROVEN_ACCOUNT_DAYS } from "./ownership.ts";
import { churchesForDuty, grantRole, revokeRole, theConference } from "./roles.store.server.ts";
import { createSession, hashToken } from "./session.store.server.ts";
import { issueToken, peekToken, spendToken } from "./tokens.store.server.ts";
import { ACCOUNT_FAILURES } from "./tokens.ts";
import { signUp } from "./sign-up.store.server.ts";
import { signUpSchema } from "./validation.ts";

const t0 = new Date("2026-03-01T12:00:00Z");
const MIN = 60_000;
const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);
const PASSWORD = "lampada-forte";
const NO_LISTS = { history: [], bookmarks: [] };
/** The conference's staff role, as `npm run admin -- grant` gives it. */
const grantAdmin = async (db: Kysely<Database>, email: string, now: Date) =>
  grantRole(db, { email, role: "admin", scopeId: await theConference(db), grantedBy: null }, now);
/** Whether the account acts for the conference (the staff role). */
const isStaff = async (db: Kysely<Database>, userId: string) => (await churchesForDuty(db, userId, "conference")).length > 0;
const from = (address: string, sessionToken: string | null = null): Requester => ({
  address,
  timeZone: "America/Sao_Paulo",
  userAgent: null,
  sessionToken,
});

const CONFIRM: ConfirmAnswer = { kind: "confirm" };
/** Follows a confirmation link from this network, with the browser's session and sign-up key. */
const confirmFrom = (
  db: Parameters<typeof confirmEmail>[0],
  token: string,
  address: string,
  browser: { session?: string | null; signUpKey?: string | null } = {},
  answer: ConfirmAnswer = CONFIRM,
  now = at(1),
) => confirmEmail(db, token, { ...from(address, browser.session ?? null), signUpKey: browser.signUpKey ?? null }, answer, NO_LISTS, now);

/** Waits for a link request's e-mail, made after the answer. */
async function delivered(request: ReturnType<typeof requestLink>) {
  const outcome = await request;
  if (outcome.status !== "ok") throw new Error(outcome.status);
  await outcome.delivery;
}

/**
 * Signs up with this address and password (the answer is the same whether or not it was free),
 * waits for its e-mail and gives the key the signing-up browser keeps in its cookie.
 */
async function register(db: Parameters<typeof signUp>[0], email: string, password = PASSWORD, mail = keptMail()) {
  const input = signUpSchema.parse({ nome: "Ana", idade: "30", email, senha: password, confirmarSenha: password });
  const outcome = await signUp(db, mail, input, from(`10.1.${Math.floor(Math.random() * 250)}.1`), t0);
  if (outcome.status !== "ok") throw new Error(outcome.status);
  await outcome.delivery;
  return outcome.browserKey;
}

/** A new member, signed up and then logged in with the password (a sign-up logs no one in). */
async function newMember(db: Parameters<typeof signUp>[0], email: string, password = PASSWORD, mail = keptMail()) {
  await register(db, email, password, mail);
  const login = await logIn(db, { email, senha: password }, NO_LISTS, from("10.1.255.1"), t0);
  if (login.status !== "ok") throw new Error(login.status);
  const { id } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { id, name: "Ana", email, session: login.token, emailConfirmed: false };
}

/** A member whose address is proven and whose password was set after it (the owner's own). */
async function provenMember(db: Parameters<typeof signUp>[0], email: string, password = PASSWORD) {
  const member = await newMember(db, email, password);
  await db
    .updateTable("users")
    .set({ email_confirmed_at: t0.toISOString(), password_set_at: t0.toISOString() })
    .where("id", "=", member.id)
    .execute();
  return { ...member, emailConfirmed: true };
}

describeStorage("one-time links", { members: { u1: {} } }, (storage) => {
  it("keeps only the SHA-256 of a 32-byte token; the link works once, within its life", async () => {
    const token = await issueToken(storage.db, "u1", "reset-password", "u1@exemplo.com", t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await storage.db.selectFrom("account_tokens").selectAll().execute();
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await peekToken(storage.db, token, "reset-password", at(59))).toBe("usable");
    expect(await peekToken(storage.db, token, "sign-in", at(1))).toBe("unknown");
    expect(await spendToken(storage.db, token, "reset-password", at(59))).toEqual({
      state: "usable",
      userId: "u1",
      email: "u1@exemplo.com",
      browserHash: null,
    });
    expect(await spendToken(storage.db, token, "reset-password", at(59))).toEqual({ state: "used" });
  });

  it("a reset link expires after 1 hour and a sign-in link after 15 minutes; a made-up token is unknown", async () => {
    const reset = await issueToken(storage.db, "u1", "reset-password", "u1@exemplo.com", t0);
    expect(await spendToken(storage.db, reset, "reset-password", at(60))).toEqual({ state: "expired" });
    const signIn = await issueToken(storage.db, "u1", "sign-in", "u1@exemplo.com", t0);
    expect(await peekToken(storage.db, signIn, "sign-in", at(14))).toBe("usable");
    expect(await spendToken(storage.db, signIn, "sign-in", at(15))).toEqual({ state: "expired" });
    expect(await spendToken(storage.db, "x".repeat(43), "sign-in", t0)).toEqual({ state: "unknown" });
    expect(await spendToken(storage.db, "' or 1=1 --", "sign-in", t0)).toEqual({ state: "unknown" });
  });

  it("a new link of the same kind ends the earlier one", async () => {
    const first = await issueToken(storage.db, "u1", "sign-in", "u1@exemplo.com", t0);
    const second = await issueToken(storage.db, "u1", "sign-in", "u1@exemplo.com", at(1));
    expect(await spendToken(storage.db, first, "sign-in", at(2))).toEqual({ state: "used" });
    expect((await spendToken(storage.db, second, "sign-in", at(2))).state).toBe("usable");
  });

  it("of twenty uses at once exactly one gets the link", async () => {
    const token = await issueToken(storage.db, "u1", "reset-password", "u1@exemplo.com", t0);
    const results = await Promise.all(Array.from({ length: 20 }, () => spendToken(storage.db, token, "reset-password", at(1))));
    expect(results.filter((r) => r.state === "usable")).toHaveLength(1);
  });
});

describeStorage("wrong passwords per account", (storage) => {
  it(`allows ${ACCOUNT_FAILURES.max} wrong passwords in 24 hours whatever the address, then refuses even the right one`, async () => {
    const ana = await newMember(storage.db, "cap@exemplo.com");
    for (let i = 0; i < ACCOUNT_FAILURES.max; i++)
      expect(await logIn(storage.db, { email: ana.email, senha: "errada" }, NO_LISTS, from(`10.9.0.${i}`), at(i))).toEqual({ status: "wrong" });
    const right = await logIn(storage.db, { email: ana.email, senha: PASSWORD }, NO_LISTS, from("10.9.1.1"), at(20));
    expect(right).toEqual({ status: "locked", until: at(24 * 60).getTime() });
    // The oldest failure leaves the 24-hour window: one more check is allowed.
    expect((await logIn(storage.db, { email: ana.email, senha: PASSWORD }, NO_LISTS, from("10.9.1.2"), at(24 * 60))).status).toBe("ok");
  });

  it("a right password does not count; an unknown e-mail is counted the same way", async () => {
    const bia = await newMember(storage.db, "bia@exemplo.com");
    for (let i = 0; i < 3 * ACCOUNT_FAILURES.max; i++)
      expect((await logIn(storage.db, { email: bia.email, senha: PASSWORD }, NO_LISTS, from(`10.8.0.${i}`), t0)).status).toBe("ok");
    for (let i = 0; i < ACCOUNT_FAILURES.max; i++) expect((await reservePasswordCheck(storage.db, "ninguem@exemplo.com", t0)).locked).toBe(false);
    expect((await reservePasswordCheck(storage.db, "ninguem@exemplo.com", t0)).locked).toBe(true);
    await clearLoginFailures(storage.db, "ninguem@exemplo.com");
    expect((await reservePasswordCheck(storage.db, "ninguem@exemplo.com", t0)).locked).toBe(false);
  });

  it("keeps no plain hash of the typed address, and no record past 24 hours", async () => {
    await reservePasswordCheck(storage.db, "chave@exemplo.com", t0);
    const [row] = await storage.db.selectFrom("failed_password_attempts").select("account_key").where("failed_at", "=", t0.toISOString()).execute();
    expect(row!.account_key).not.toBe(createHash("sha256").update("chave@exemplo.com").digest("base64url"));
    await reservePasswordCheck(storage.db, "outra@exemplo.com", at(3 * 24 * 60));
    const left = await storage.db.selectFrom("failed_password_attempts").select("failed_at").execute();
    expect(left.map((r) => r.failed_at)).toEqual([at(3 * 24 * 60).toISOString()]);
  });

  it(`thirty guesses at once, then thirty more one by one: ${ACCOUNT_FAILURES.max} checked in all`, async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => reservePasswordCheck(storage.db, "juntos@exemplo.com", t0)));
    const allowedAtOnce = burst.filter((c) => !c.locked).length;
    expect(allowedAtOnce).toBeLessThanOrEqual(ACCOUNT_FAILURES.max);
    let allowedAfter = 0;
    for (let i = 0; i < 30; i++) if (!(await reservePasswordCheck(storage.db, "juntos@exemplo.com", at(1))).locked) allowedAfter++;
    expect(allowedAtOnce + allowedAfter).toBe(ACCOUNT_FAILURES.max);
  });
});

describeStorage("account e-mails", (storage) => {
  it("sign-up's confirmation link confirms the address once; with 'Reenviar', 3 links in 15 minutes", async () => {
    const mail = keptMail();
    const ana = await newMember(storage.db, "conf@exemplo.com", PASSWORD, mail);
    for (let i = 0; i < 2; i++) expect(await sendEmailConfirmation(storage.db, mail, ana, t0)).toBeNull();
    expect(await sendEmailConfirmation(storage.db, mail, ana, t0)).toBe(at(15).getTime());
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual(Array(3).fill(["conf@exemplo.com", "Confirme seu e-mail no Lâmpada"]));
    expect(mail.sent[0]!.html).toContain('lang="pt-BR"');
    expect(await confirmFrom(storage.db, mail.lastToken(), "10.1.0.1", { session: ana.session })).toEqual({
      status: "confirmed",
      email: ana.email,
      session: null,
    });
    expect(await confirmFrom(storage.db, mail.lastToken(), "10.1.0.1", { session: ana.session }, CONFIRM, at(2))).toEqual({ status: "used" });
    const row = await storage.db.selectFrom("users").select("email_confirmed_at").where("id", "=", ana.id).executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBe(at(1).toISOString());
  });

  it("the reset answer is the same with or without an account; the link sets the password, ends every session and tells the address", async () => {
    const mail = keptMail();
    const ana = await newMember(storage.db, "reset@exemplo.com");
    const other = await createSession(storage.db, ana.id, t0);
    await delivered(requestLink(storage.db, mail, "reset-password", "nao-existe@exemplo.com", "10.2.0.1", t0));
    expect(mail.sent).toHaveLength(0);
    await delivered(requestLink(storage.db, mail, "reset-password", ana.email, "10.2.0.1", t0));
    const token = mail.lastToken();
    const outcome = await resetPassword(storage.db, mail, token, "nova-senha-forte", from("10.2.0.2"), at(5));
    if (outcome.status !== "ok") throw new Error(outcome.status);
    const sessions = await storage.db.selectFrom("sessions").select("token_hash").where("user_id", "=", ana.id).execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashToken(outcome.token)]);
    expect(sessions.map((s) => s.token_hash)).not.toContain(hashToken(other));
    expect(mail.sent.at(-1)).toMatchObject({ to: ana.email, subject: "Sua senha do Lâmpada foi alterada" });
    expect((await resetPassword(storage.db, mail, token, "outra-senha-forte", from("10.2.0.2"), at(6))).status).toBe("used");
    expect((await logIn(storage.db, { email: ana.email, senha: "nova-senha-forte" }, NO_LISTS, from("10.2.0.3"), at(7))).status).toBe("ok");
  });

  it("a link asked for while locked signs the owner in; asking is limited to 5 an hour per address", async () => {
    const mail = keptMail();
    // Her address proven and her password made after it: a link from another device keeps it.
    const ana = await provenMember(storage.db, "link@exemplo.com");
    for (let i = 0; i < 5; i++) await delivered(requestLink(storage.db, mail, "sign-in", ana.email, `10.3.0.${i}`, t0));
    expect(await requestLink(storage.db, mail, "sign-in", ana.email, "10.3.1.1", t0)).toEqual({ status: "limited", until: at(60).getTime() });
    const token = mail.lastToken();
    expect((await signInWithLink(storage.db, token, from("10.3.0.9"), at(1))).status).toBe("ok");
    expect((await signInWithLink(storage.db, token, from("10.3.0.9"), at(1))).status).toBe("used");
  });

  it("changing the address: the password first, the link to the new one, a notice to the old one; the account moves when confirmed", async () => {
    const mail = keptMail();
    const ana = await provenMember(storage.db, "antigo@exemplo.com");
    await newMember(storage.db, "ocupado@exemplo.com");
    expect((await requestEmailChange(storage.db, mail, ana, { email: "novo@exemplo.com", password: "errada" }, "10.4.0.1", t0)).status).toBe("wrong");
    // A taken address answers as a free one; only its owner is told, and nothing changes.
    expect(await requestEmailChange(storage.db, mail, ana, { email: "ocupado@exemplo.com", password: PASSWORD }, "10.4.0.1", t0)).toEqual({
      status: "ok",
    });
    expect(mail.sent.map((m) => [m.to, m.subject])).toEqual([["ocupado@exemplo.com", "Pedido para usar o seu e-mail em outra conta"]]);
    expect(mail.sent[0]!.text).not.toContain("token=");
    mail.sent.length = 0;
    expect((await requestEmailChange(storage.db, mail, ana, { email: ana.email, password: PASSWORD }, "10.4.0.1", t0)).status).toBe("same");
    expect(await requestEmailChange(storage.db, mail, ana, { email: "novo@exemplo.com", password: PASSWORD }, "10.4.0.1", t0)).toEqual({
      status: "ok",
    });
    expect(mail.sent.map((m) => m.to)).toEqual(["novo@exemplo.com", "antigo@exemplo.com"]);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.sent[0]!.text)![1]!;
    expect(mail.sent[1]!.text).toContain("novo@exemplo.com");
    expect(await confirmFrom(storage.db, token, "10.4.0.1", { session: ana.session })).toEqual({
      status: "confirmed",
      email: "novo@exemplo.com",
      session: null,
    });
    const row = await storage.db.selectFrom("users").select(["email", "email_confirmed_at"]).where("id", "=", ana.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: "novo@exemplo.com", email_confirmed_at: at(1).toISOString() });
  });
});

describeStorage("the address's owner always wins", (storage) => {
  const ATTACKER_PASSWORD = "senha-do-intruso";
  /** Whether this password still logs in to the address, from a fresh network each time. */
  const passwordWorks = async (email: string, password: string) =>
    (await logIn(storage.db, { email, senha: password }, NO_LISTS, from(`10.7.${Math.floor(Math.random() * 250)}.1`), at(30))).status === "ok";
  const sessionsOf = async (email: string) =>
    (
      await storage.db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select("token_hash")
        .where("email", "=", email)
        .execute()
    ).map((r) => r.token_hash);

  it("confirmation from the owner's inbox: the stranger's password and sessions end; the owner makes a password, then may be made admin", async () => {
    const inbox = keptMail();
    const attacker = await newMember(storage.db, "pastor@igreja.exemplo", ATTACKER_PASSWORD, inbox);
    expect(inbox.sent.map((m) => m.subject)).toEqual(["Confirme seu e-mail no Lâmpada"]);
    const outcome = await confirmFrom(storage.db, inbox.lastToken(), "10.6.0.1", {}, { kind: "not-mine" }, at(10));
    if (outcome.status !== "claimed") throw new Error(outcome.status);
    expect(await passwordWorks(attacker.email, ATTACKER_PASSWORD)).toBe(false);
    expect(await sessionsOf(attacker.email)).toEqual([]);
    expect(await grantAdmin(storage.db, attacker.email, at(11))).toBe("password-before-proof");
    expect(await peekToken(storage.db, outcome.passwordToken, "reset-password", at(11))).toBe("usable");
    const owner = await resetPassword(storage.db, inbox, outcome.passwordToken, "senha-do-pastor", from("10.6.0.1"), at(12));
    if (owner.status !== "ok") throw new Error(owner.status);
    expect(await sessionsOf(attacker.email)).toEqual([hashToken(owner.token)]);
    expect(await passwordWorks(attacker.email, "senha-do-pastor")).toBe(true);
    expect(await grantAdmin(storage.db, attacker.email, at(13))).toBe("granted");
  });

  it("the owner's own sign-up answers as any other and e-mails a sign-in link that takes the account over", async () => {
    await newMember(storage.db, "diacono@igreja.exemplo", ATTACKER_PASSWORD);
    const inbox = keptMail();
    await register(storage.db, "diacono@igreja.exemplo", "senha-do-diacono", inbox);
    expect(await storage.db.selectFrom("users").select("id").where("email", "=", "diacono@igreja.exemplo").execute()).toHaveLength(1);
    expect(inbox.sent.map((m) => m.subject)).toEqual(["Você já tem uma conta no Lâmpada"]);
    expect(inbox.sent[0]!.text).not.toContain("Ana");
    const outcome = await signInWithLink(storage.db, inbox.lastToken(), from("10.6.1.1"), at(10));
    expect(outcome.status).toBe("claimed");
    expect(await passwordWorks("diacono@igreja.exemplo", ATTACKER_PASSWORD)).toBe(false);
    expect(await passwordWorks("diacono@igreja.exemplo", "senha-do-diacono")).toBe(false);
    expect(await sessionsOf("diacono@igreja.exemplo")).toEqual([]);
  });

  it("a reset from the owner's inbox ends the stranger's sessions and password", async () => {
    const attacker = await newMember(storage.db, "tesoureiro@igreja.exemplo", ATTACKER_PASSWORD);
    const inbox = keptMail();
    await delivered(requestLink(storage.db, inbox, "reset-password", attacker.email, "10.6.2.1", at(5)));
    const owner = await resetPassword(storage.db, inbox, inbox.lastToken(), "senha-do-tesoureiro", from("10.6.2.1"), at(6));
    if (owner.status !== "ok") throw new Error(owner.status);
    expect(await sessionsOf(attacker.email)).toEqual([hashToken(owner.token)]);
    expect(await passwordWorks(attacker.email, ATTACKER_PASSWORD)).toBe(false);
    expect(await grantAdmin(storage.db, attacker.email, at(7))).toBe("granted");
  });

  it("a member confirming in the browser where they logged in keeps their password and sessions, and vouches for it", async () => {
    const mail = keptMail();
    const ana = await newMember(storage.db, "propria@exemplo.com", PASSWORD, mail);
    expect(await confirmFrom(storage.db, mail.lastToken(), "10.6.3.1", { session: ana.session })).toEqual({
      status: "confirmed",
      email: ana.email,
      session: null,
    });
    expect(await sessionsOf(ana.email)).toEqual([hashToken(ana.session)]);
    expect(await passwordWorks(ana.email, PASSWORD)).toBe(true);
    // She vouched for it: a sign-in link from another device later keeps it, and a role may be granted.
    const link = keptMail();
    await delivered(requestLink(storage.db, link, "sign-in", ana.email, "10.6.3.2", at(2)));
    expect((await signInWithLink(storage.db, link.lastToken(), from("10.6.3.2"), at(3))).status).toBe("ok");
    expect(await passwordWorks(ana.email, PASSWORD)).toBe(true);
    expect(await grantAdmin(storage.db, ana.email, at(4))).toBe("granted");
  });

  it("a changed address ends the unused reset and sign-in links sent to the old one", async () => {
    const ana = await provenMember(storage.db, "mudando@exemplo.com");
    const old = keptMail();
    await delivered(requestLink(storage.db, old, "reset-password", ana.email, "10.6.4.1", t0));
    const reset = old.lastToken();
    await delivered(requestLink(storage.db, old, "sign-in", ana.email, "10.6.4.1", t0));
    const signIn = old.lastToken();
    const mail = keptMail();
    await requestEmailChange(storage.db, mail, ana, { email: "mudou@exemplo.com", password: PASSWORD }, "10.6.4.1", t0);
    const change = /token=([A-Za-z0-9_-]{43})/.exec(mail.sent[0]!.text)![1]!;
    expect((await confirmFrom(storage.db, change, "10.6.4.1", { session: ana.session })).status).toBe("confirmed");
    expect((await resetPassword(storage.db, old, reset, "nova-senha-forte", from("10.6.4.1"), at(2))).status).toBe("used");
    expect((await signInWithLink(storage.db, signIn, from("10.6.4.1"), at(2))).status).toBe("used");
  });

  it(`an address never proven is freed ${UNPROVEN_ACCOUNT_DAYS} days after sign-up`, async () => {
    await register(storage.db, "esquecida@exemplo.com", ATTACKER_PASSWORD);
    const { id } = await storage.db.selectFrom("users").select("id").where("email", "=", "esquecida@exemplo.com").executeTakeFirstOrThrow();
    await removeUnprovenAccounts(storage.db, new Date(t0.getTime() + UNPROVEN_ACCOUNT_DAYS * 1440 * MIN - 1));
    expect(await storage.db.selectFrom("users").select("id").where("id", "=", id).execute()).toHaveLength(1);
    await removeUnprovenAccounts(storage.db, new Date(t0.getTime() + UNPROVEN_ACCOUNT_DAYS * 1440 * MIN + 1));
    expect(await storage.db.selectFrom("users").select("id").where("id", "=", id).execute()).toEqual([]);
    // An account made before the rule has no removal date: it stays, however old.
    await insertTestUser(storage.db, "antiga", { createdAt: new Date("2025-01-01T00:00:00Z") });
    await removeUnprovenAccounts(storage.db, at(365 * 1440));
    expect(await storage.db.selectFrom("users").select("id").where("id", "=", "antiga").execute()).toHaveLength(1);
  });

  it("links followed from one network are limited, a made-up token costing a try like a real one", async () => {
    for (let i = 0; i < MAIL_LIMITS.tokenUsesPerAddress.max; i++)
      expect((await signInWithLink(storage.db, "x".repeat(43), from("10.6.5.1"), t0)).status).toBe("unknown");
    expect((await resetPassword(storage.db, keptMail(), "x".repeat(43), "nova-senha-forte", from("10.6.5.1"), t0)).status).toBe("limited");
    expect((await confirmFrom(storage.db, "x".repeat(43), "10.6.5.1", {}, CONFIRM, t0)).status).toBe("limited");
    expect((await signInWithLink(storage.db, "x".repeat(43), from("10.6.5.2"), t0)).status).toBe("unknown");
  });
});

describeStorage("a new member gets in on the first try (issue 45)", (storage) => {
  const passwordWorks = async (email: string, password: string) =>
    (await logIn(storage.db, { email, senha: password }, NO_LISTS, from(`10.5.${Math.floor(Math.random() * 250)}.1`), at(30))).status === "ok";
  const userOf = (email: string) =>
    storage.db
      .selectFrom("users")
      .select(["id", "email", "email_confirmed_at", "password_set_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();

  /** An address-change link as requestEmailChange made them, stored beside the account's other links. */
  const savedChangeLink = async (userId: string, email: string) => {
    const token = randomBytes(32).toString("base64url");
    await storage.db
      .insertInto("account_tokens")
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        purpose: "confirm-email",
        email,
        created_at: t0.toISOString(),
        expires_at: at(48 * 60).toISOString(),
        used_at: null,
        browser_hash: null,
      })
      .execute();
    return token;
  };

  it("confirming in the browser that signed up keeps the password, signs the person in and counts the password as theirs", async () => {
    const mail = keptMail();
    const key = await register(storage.db, "nova@exemplo.com", PASSWORD, mail);
    const outcome = await confirmFrom(storage.db, mail.lastToken(), "10.5.0.1", { signUpKey: key });
    if (outcome.status !== "confirmed" || !outcome.session) throw new Error(outcome.status);
    const account = await userOf("nova@exemplo.com");
    const sessions = await storage.db.selectFrom("sessions").select("token_hash").where("user_id", "=", account.id).execute();
    expect(sessions.map((r) => r.token_hash)).toEqual([hashToken(outcome.session.token)]);
    expect(account.email_confirmed_at).toBe(at(1).toISOString());
    expect(account.password_set_at).toBe(at(1).toISOString());
    expect(await passwordWorks("nova@exemplo.com", PASSWORD)).toBe(true);
    expect(await grantAdmin(storage.db, "nova@exemplo.com", at(2))).toBe("granted");
  });

  it("another browser's key is not the sign-up browser: the page asks for the password and nothing is spent", async () => {
    const mail = keptMail();
    await register(storage.db, "celular@exemplo.com", PASSWORD, mail);
    const token = mail.lastToken();
    const otherKey = await register(storage.db, "outra-pessoa@exemplo.com");
    expect(await confirmFrom(storage.db, token, "10.5.1.1", { signUpKey: otherKey })).toEqual({ status: "password-needed" });
    expect(await confirmFrom(storage.db, token, "10.5.1.1")).toEqual({ status: "password-needed" });
    expect(await peekToken(storage.db, token, "confirm-email", at(2))).toBe("usable");
    expect((await userOf("celular@exemplo.com")).email_confirmed_at).toBeNull();
  });

  it("on another browser the password typed right keeps it and signs in", async () => {
    const mail = keptMail();
    await register(storage.db, "digitou@exemplo.com", PASSWORD, mail);
    const outcome = await confirmFrom(storage.db, mail.lastToken(), "10.5.2.1", {}, { kind: "password", password: PASSWORD });
    expect(outcome.status).toBe("confirmed");
    expect(outcome.status === "confirmed" && outcome.session !== null).toBe(true);
    expect(await passwordWorks("digitou@exemplo.com", PASSWORD)).toBe(true);
  });

  it("a wrong password or 'Não fui eu': the link's holder makes their own password and the earlier one ends", async () => {
    for (const [email, answer] of [
      ["errou@exemplo.com", { kind: "password", password: "nao-e-esta" }],
      ["naofui@exemplo.com", { kind: "not-mine" }],
    ] as const) {
      const mail = keptMail();
      const key = await register(storage.db, email, PASSWORD, mail);
      // "Não fui eu" wins even in the browser that signed up.
      const outcome = await confirmFrom(storage.db, mail.lastToken(), "10.5.3.1", { signUpKey: answer.kind === "not-mine" ? key : null }, answer);
      if (outcome.status !== "claimed") throw new Error(`${email}: ${outcome.status}`);
      expect(await passwordWorks(email, PASSWORD)).toBe(false);
      expect((await resetPassword(storage.db, mail, outcome.passwordToken, "senha-da-dona", from("10.5.3.1"), at(2))).status).toBe("ok");
      expect(await passwordWorks(email, "senha-da-dona")).toBe(true);
    }
  });

  it("an unproven account cannot ask to change its address", async () => {
    const stranger = await newMember(storage.db, "vitima@exemplo.com", "senha-do-intruso");
    const mail = keptMail();
    expect(
      await requestEmailChange(storage.db, mail, stranger, { email: "intruso@exemplo.com", password: "senha-do-intruso" }, "10.5.4.1", t0),
    ).toEqual({ status: "unproven" });
    expect(mail.sent).toEqual([]);
  });

  it("the owner's claim, a reset, a sign-in link or a password change ends an address-change link saved before", async () => {
    const proofs = {
      claim: async (email: string, inbox: ReturnType<typeof keptMail>) => {
        const outcome = await confirmFrom(storage.db, inbox.sent[0] ? tokenOf(inbox.sent[0].text) : "", "10.5.5.1", {}, { kind: "not-mine" }, at(2));
        expect(outcome.status, email).toBe("claimed");
      },
      reset: async (email: string) => {
        const inbox = keptMail();
        await delivered(requestLink(storage.db, inbox, "reset-password", email, "10.5.5.2", at(2)));
        expect((await resetPassword(storage.db, inbox, inbox.lastToken(), "senha-da-dona", from("10.5.5.2"), at(3))).status).toBe("ok");
      },
      "sign-in": async (email: string) => {
        const inbox = keptMail();
        await delivered(requestLink(storage.db, inbox, "sign-in", email, "10.5.5.3", at(2)));
        expect((await signInWithLink(storage.db, inbox.lastToken(), from("10.5.5.3"), at(3))).status).toBe("claimed");
      },
    };
    for (const [kind, prove] of Object.entries(proofs)) {
      const email = `dona-${kind}@exemplo.com`;
      const inbox = keptMail();
      const attacker = await newMember(storage.db, email, "senha-do-intruso", inbox);
      // A change link asked for while the account was still unproven (before this rule), kept by the stranger.
      const saved = await savedChangeLink(attacker.id, `intruso-${kind}@exemplo.com`);
      await prove(email, inbox);
      expect(await confirmFrom(storage.db, saved, "10.5.6.1", {}, { kind: "not-mine" }, at(4)), kind).toEqual({ status: "used" });
      expect((await userOf(email)).email, kind).toBe(email);
    }
    // The proven owner changing the password ends every link too.
    const owner = await provenMember(storage.db, "dona-senha@exemplo.com");
    const pending = await savedChangeLink(owner.id, "outro@exemplo.com");
    expect(
      (await changePassword(storage.db, keptMail(), owner, { current: PASSWORD, next: "senha-nova-da-dona" }, from("10.5.7.1"), at(1))).status,
    ).toBe("ok");
    expect(await peekToken(storage.db, pending, "confirm-email", at(2))).toBe("used");
  });
});

const tokenOf = (text: string) => /token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;

describeStorage("roles and admin reads", { members: { ana: { email: "ana@igreja.org" }, bia: { email: "bia@igreja.org" } } }, (storage) => {
  it("the admin role goes only to an existing account with a confirmed address and a password set after it, and can be revoked", async () => {
    expect(await grantAdmin(storage.db, "ninguem@igreja.org", t0)).toBe("no-account");
    expect(await grantAdmin(storage.db, "ana@igreja.org", t0)).toBe("unconfirmed");
    expect(await isStaff(storage.db, "ana")).toBe(false);
    await storage.db.updateTable("users").set({ email_confirmed_at: t0.toISOString() }).where("id", "=", "ana").execute();
    expect(await grantAdmin(storage.db, "ana@igreja.org", t0)).toBe("password-before-proof");
    await storage.db
      .updateTable("users")
      .set({ password_set_at: at(1).toISOString() })
      .where("id", "=", "ana")
      .execute();
    expect(await grantAdmin(storage.db, "ana@igreja.org", t0)).toBe("granted");
    expect(await grantAdmin(storage.db, "ana@igreja.org", t0)).toBe("already");
    expect(await isStaff(storage.db, "ana")).toBe(true);
    expect(await isStaff(storage.db, "bia")).toBe(false);
    expect(await revokeRole(storage.db, "ana@igreja.org", "admin")).toBe("revoked");
    expect(await revokeRole(storage.db, "ana@igreja.org", "admin")).toBe("not-held");
    expect(await isStaff(storage.db, "ana")).toBe(false);
  });

  it("records who read what and when, newest first, and keeps the record when the admin's account goes", async () => {
    const church = await theFirstChurch(storage.db);
    await recordAdminRead(storage.db, church, { id: "ana", email: "ana@igreja.org" }, "Mensagens", t0);
    await recordAdminRead(storage.db, church, { id: "bia", email: "bia@igreja.org" }, "Mensagens", at(1));
    expect(await listAdminReads(storage.db, church, 10)).toEqual([
      { email: "bia@igreja.org", what: "Mensagens", readAt: at(1).toISOString() },
      { email: "ana@igreja.org", what: "Mensagens", readAt: t0.toISOString() },
    ]);
    await storage.db.deleteFrom("users").where("id", "=", "bia").execute();
    expect(await listAdminReads(storage.db, church, 1)).toEqual([{ email: "bia@igreja.org", what: "Mensagens", readAt: at(1).toISOString() }]);
  });

  it("another church's reads are its own: neither listed with the first church's nor the first's with it", async () => {
    const first = await theFirstChurch(storage.db);
    const second = await aSecondChurch(storage.db);
    expect(await listAdminReads(storage.db, second, 10)).toEqual([]);
    await recordAdminRead(storage.db, second, { id: "ana", email: "ana@igreja.org" }, "Doações", at(2));
    expect(await listAdminReads(storage.db, second, 10)).toEqual([{ email: "ana@igreja.org", what: "Doações", readAt: at(2).toISOString() }]);
    expect((await listAdminReads(storage.db, first, 10)).map((r) => r.what)).toEqual(["Mensagens", "Mensagens"]);
  });
});
