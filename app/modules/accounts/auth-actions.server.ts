import { data, redirect } from "react-router";
import type { AppContext } from "../../context.ts";
import { mergeVisitorReading } from "../bible/reading.server.ts";
import { withNotice } from "../site/notices.ts";
import { withCelebrations } from "../gamification/celebrations-url.server.ts";
import { recordLogin } from "../gamification/ledger.server.ts";
import { requestTimeZone } from "../site/time-zone.ts";
import { authenticate, createAccount, recordLastAccess } from "./accounts.server.ts";
import { clearLoginFailures, loginBlockedUntil, recordAttempt, signUpBlockedUntil } from "./limits.server.ts";
import { tooManyAttemptsMessage } from "./limits.ts";
import { createSession, deleteSession, secureCookies, sessionCookie } from "./session.server.ts";
import { MESSAGES } from "./fields.ts";
import { fieldErrors, loginSchema, signUpSchema, type FieldErrors } from "./validation.ts";
import { MERGED_PARAM, MERGED_VALUE } from "./after-redirect.ts";
import { visitorListsFromForm } from "./visitor-lists.ts";

export type AuthMode = "login" | "signup";

export interface AuthResult {
  mode: AuthMode;
  errors?: FieldErrors;
  /** A message for the whole form (wrong credentials, limits). */
  formError?: string;
  success?: string;
  /** What was typed (never the passwords), to refill the form. */
  values?: Record<string, string>;
  /** The visitor's local lists are now in the account: the browser may forget them. */
  mergedVisitorLists?: boolean;
}

const typed = (form: FormData, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "").slice(0, 300)]));

function tooMany(mode: AuthMode, until: number, now: Date, values: Record<string, string>) {
  return data<AuthResult>(
    { mode, formError: tooManyAttemptsMessage(until, now.getTime()), values },
    { status: 429, headers: { "Retry-After": String(Math.max(1, Math.ceil((until - now.getTime()) / 1000))) } },
  );
}

/** Login (spec 1 §2.3, §5): limits first, then the password check; success opens a new session. */
export async function logIn(app: AppContext, request: Request, form: FormData, now: Date) {
  const values = typed(form, ["email"]);
  const parsed = loginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<AuthResult>({ mode: "login", errors: fieldErrors(parsed.error), values }, { status: 400 });
  const { email, senha } = parsed.data;
  const until = await loginBlockedUntil(app.db, email, app.clientAddress, now);
  if (until !== null) return tooMany("login", until, now, values);
  const user = await authenticate(app.db, email, senha);
  if (!user) {
    await recordAttempt(app.db, "login_failure", email, app.clientAddress, now);
    return data<AuthResult>({ mode: "login", formError: MESSAGES.wrongCredentials, values }, { status: 401 });
  }
  await clearLoginFailures(app.db, email);
  await deleteSession(app.db, request);
  const token = await createSession(app.db, user.id, now);
  await recordLastAccess(app.db, user.id, now);
  const earned = await recordLogin(app.db, user.id, now, requestTimeZone(request));
  const lists = visitorListsFromForm(form);
  const merged = lists.history.length + lists.bookmarks.length > 0;
  if (merged) await mergeVisitorReading(app.db, user.id, lists.history, lists.bookmarks);
  const target = withCelebrations(withNotice("/", "entrou"), earned) + (merged ? `&${MERGED_PARAM}=${MERGED_VALUE}` : "");
  return redirect(target, { headers: { "Set-Cookie": sessionCookie(token, secureCookies(request, app.config.PUBLIC_URL)) } });
}

/** Sign-up (spec 1 §2.3, §5): on success the message, an empty form, back to login mode. */
export async function signUp(app: AppContext, form: FormData, now: Date) {
  const values = typed(form, ["nome", "idade", "email"]);
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<AuthResult>({ mode: "signup", errors: fieldErrors(parsed.error), values }, { status: 400 });
  const until = await signUpBlockedUntil(app.db, app.clientAddress, now);
  if (until !== null) return tooMany("signup", until, now, values);
  await recordAttempt(app.db, "signup", null, app.clientAddress, now);
  const account = await createAccount(app.db, parsed.data, now);
  if (!account) return data<AuthResult>({ mode: "signup", errors: { email: MESSAGES.duplicateEmail }, values }, { status: 409 });
  const lists = visitorListsFromForm(form);
  await mergeVisitorReading(app.db, account.id, lists.history, lists.bookmarks);
  return data<AuthResult>({ mode: "login", success: MESSAGES.signedUp, mergedVisitorLists: lists.history.length + lists.bookmarks.length > 0 });
}
