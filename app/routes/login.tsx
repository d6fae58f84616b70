import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Form, href, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { EmailField } from "#app/areas/accounts/EmailField.tsx";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { logIn, type OpenedSession } from "#app/areas/accounts/auth.store.server.ts";
import { signUp } from "#app/areas/accounts/sign-up.store.server.ts";
import { afterLoginPath, loggedInRedirect, requesterOf } from "#app/areas/accounts/login-answer.server.ts";
import { signUpBrowserCookie } from "#app/areas/accounts/sign-up-browser.server.ts";
import { secureCookies } from "#app/areas/accounts/session.store.server.ts";
import { AGE_MAX, AGE_MIN, MESSAGES, PASSWORD_MIN } from "#app/areas/accounts/fields.ts";
import { AUTH_INTENTS, authModeAfter, authModeOf, LINK_INTENT, SIGN_UP_PATH, type AuthMode } from "#app/areas/accounts/auth-mode.ts";
import { UNPROVEN_ACCOUNT_DAYS } from "#app/areas/accounts/ownership.ts";
import { emailOnlySchema, loginSchema, signUpSchema } from "#app/areas/accounts/validation.ts";
import { requestLink } from "#app/areas/accounts/links.store.server.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { LINK_SENT, LOCKED_ACCOUNT, offersSignInLink } from "#app/areas/accounts/link-messages.ts";
import { BOOKMARKS_FIELD, fillVisitorLists, HISTORY_FIELD, MARKS_FIELD, PATHFINDER_FIELD } from "#app/areas/accounts/visitor-lists.ts";
import { checkFields, formDone, formError, invalidForm, readFields, typedValues } from "#app/platform/http/forms.server.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import { RETURN_PARAM, returnPathOf, safeReturnPath, withReturnPath } from "#app/areas/accounts/return-path.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { homeChurchChoices, signUpChurch } from "#app/areas/churches/home-church.store.server.ts";
import { chosenSlug, HOME_CHURCH_FIELD, HOME_CHURCH_REQUIRED } from "#app/areas/churches/home-church.ts";
import { HomeChurchSelect } from "#app/areas/churches/HomeChurchSelect.tsx";
import type { Route } from "./+types/login";

const TITLES: Record<AuthMode, string> = { login: "Entrar", signup: "Criar Conta" };

/** The form carries the visitor's reader lists (up to 2 000 bookmarks), hence more than the default cap. */
const LOGIN_FORM_BYTES = 1024 * 1024;
const SHOWN_FIELDS = ["nome", "idade", "email", HOME_CHURCH_FIELD];

export const meta: Route.MetaFunction = ({ location }) => [{ title: documentTitle(TITLES[authModeOf(new URLSearchParams(location.search))]) }];

/** Passes the action's Retry-After (429) on to the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  if (await optionalMember(args)) throw redirect(returnPathOf(args.request.url) ?? href("/"));
  // With one church sign-up asks nothing about it: the new member's home church is that one.
  return { churches: await homeChurchChoices(getApp(args.context).db) };
}

/** Logged in: to the home (or the page the visitor came from, an invitation) with the notice and what the login paid, holding the new session's cookie. */
function toHome(request: Request, publicUrl: string | undefined, session: OpenedSession, back: string | null) {
  return loggedInRedirect(request, publicUrl, afterLoginPath(session, back), session.token);
}

/** A typed age under the minimum (a child): the page says how a guardian brings them into the club. */
function isChildAge(typed: string | undefined): boolean {
  return typed !== undefined && /^\d{1,3}$/.test(typed.trim()) && Number(typed) < AGE_MIN;
}

/**
 * Each answer names its form (`intent`: log in, sign up or the link), what was typed coming back
 * (never a password); sign-up and a right password lead elsewhere.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const now = new Date();
  const fields = await readFields(request, { maxBytes: LOGIN_FORM_BYTES });
  // Where an invitation (or a page that asked for a login) brought the visitor from: a path on this site only.
  const back = safeReturnPath(fields[RETURN_PARAM]);
  if (fields.intent === LINK_INTENT) {
    const where = { intent: LINK_INTENT };
    const form = checkFields(fields, emailOnlySchema);
    if (!form.ok) return invalidForm({ errors: form.errors }, 400, where);
    const outcome = await requestLink(app.db, accountMail({ context }), "sign-in", form.data.email, app.clientAddress, now, back);
    const values = { email: form.data.email };
    if (outcome.status === "limited") return formTooMany({ until: outcome.until, now }, "attempts", values, where);
    return formDone({ message: LINK_SENT.signIn, values }, where);
  }
  const mode: AuthMode = fields.intent === "signup" ? "signup" : "login";
  const where = { intent: mode };
  const values = Object.fromEntries(Object.entries(typedValues(fields)).filter(([name]) => SHOWN_FIELDS.includes(name)));
  const who = await requesterOf(request, app.clientAddress);

  if (mode === "signup") {
    const form = checkFields(fields, signUpSchema);
    const homeChurch = await signUpChurch(app.db, chosenSlug(fields));
    if (!form.ok || !homeChurch) {
      const errors = { ...(form.ok ? {} : form.errors), ...(homeChurch ? {} : { [HOME_CHURCH_FIELD]: HOME_CHURCH_REQUIRED }) };
      return invalidForm({ errors, values }, 400, where);
    }
    // The same answer whether or not the address has an account (decision 0043): back to 'Entrar',
    // the browser holding the key its confirmation link is bound to (it signs the person in there).
    const outcome = await signUp(app.db, accountMail({ context }), { ...form.data, homeChurch }, who, now, back);
    if (outcome.status === "limited") return formTooMany({ until: outcome.until, now }, "attempts", values, where);
    const cookie = await signUpBrowserCookie(outcome.browserKey, secureCookies(request, app.config.PUBLIC_URL));
    return redirect(withFlash(withReturnPath(href("/login"), back), "cadastrou"), { headers: { "Set-Cookie": cookie } });
  }

  const form = checkFields(fields, loginSchema);
  if (!form.ok) return invalidForm({ errors: form.errors, values }, 400, where);
  const { historico, marcadores, anotacoes, desbravador, ...input } = form.data;
  const outcome = await logIn(app.db, input, { history: historico, bookmarks: marcadores, marks: anotacoes, pathfinder: desbravador }, who, now);
  if (outcome.status === "limited") return formTooMany({ until: outcome.until, now }, "attempts", values, where);
  if (outcome.status === "locked") return formTooMany({ until: outcome.until, now }, "attempts", values, where, LOCKED_ACCOUNT);
  if (outcome.status === "wrong") return formError(MESSAGES.wrongCredentials, 401, values, where);
  return toHome(request, app.config.PUBLIC_URL, outcome, back);
}

export default function Login() {
  const { churches } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const mode = authModeAfter(answer?.intent, params);
  const busy = navigation.state === "submitting";
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const back = safeReturnPath(params.get(RETURN_PARAM));

  return (
    <section className="mx-auto max-w-md">
      <PageHeader title={TITLES[mode]} subtitle={mode === "login" ? "Acesse sua conta para guardar seu progresso." : "Crie sua conta gratuita."} />
      <Card className="grid gap-4 p-6">
        <AnswerNotice answer={answer} intent={AUTH_INTENTS} firstField={false} />
        {offersSignInLink(answer) && (
          <Form method="post" action={href("/login")}>
            <input type="hidden" name="intent" value={LINK_INTENT} />
            {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
            <input type="hidden" name="email" value={values.email ?? ""} />
            <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
              Enviar link de acesso
            </Button>
          </Form>
        )}
        <Form method="post" action={href("/login")} className="grid gap-4" key={mode} onSubmit={(e) => fillVisitorLists(e.currentTarget)} noValidate>
          <input type="hidden" name="intent" value={mode} />
          {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
          {mode === "login" && (
            <>
              <input type="hidden" name={HISTORY_FIELD} defaultValue="" />
              <input type="hidden" name={BOOKMARKS_FIELD} defaultValue="" />
              <input type="hidden" name={MARKS_FIELD} defaultValue="" />
              <input type="hidden" name={PATHFINDER_FIELD} defaultValue="" />
            </>
          )}
          {mode === "signup" && (
            <>
              <FormField label="Nome" name="nome" autoComplete="name" required maxLength={100} defaultValue={values.nome} error={errors.nome} />
              <FormField
                label="Idade"
                name="idade"
                type="number"
                inputMode="numeric"
                required
                min={AGE_MIN}
                max={AGE_MAX}
                defaultValue={values.idade}
                error={errors.idade}
              />
              {errors.idade && isChildAge(values.idade) && (
                <p className="text-sm">
                  Crianças entram pelo clube de Desbravadores: o pai, a mãe ou o responsável cria a própria conta e cadastra a criança em{" "}
                  <PageLink to={href("/clube/criancas")} className="font-semibold text-accent underline">
                    Crianças no clube
                  </PageLink>
                  .
                </p>
              )}
              {churches.length > 0 && (
                <HomeChurchSelect churches={churches} defaultValue={values[HOME_CHURCH_FIELD]} error={errors[HOME_CHURCH_FIELD]} />
              )}
            </>
          )}
          <EmailField defaultValue={values.email} error={errors.email} />
          <FormField
            label="Senha"
            name="senha"
            type="password"
            required
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            minLength={mode === "signup" ? PASSWORD_MIN : undefined}
            hint={mode === "signup" ? `Pelo menos ${PASSWORD_MIN} caracteres; evite senhas comuns como 123456.` : undefined}
            error={errors.senha}
          />
          {mode === "signup" && (
            <FormField
              label="Confirmar senha"
              name="confirmarSenha"
              type="password"
              required
              autoComplete="new-password"
              error={errors.confirmarSenha}
            />
          )}
          {mode === "signup" && (
            <p className="text-sm text-muted">
              Depois de criar a conta, confirme seu e-mail pelo link que enviamos; contas não confirmadas em {UNPROVEN_ACCOUNT_DAYS} dias são
              removidas. Se alguém já tiver usado o seu e-mail aqui, o link que enviamos devolve a conta a você.
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? "Aguarde..." : mode === "login" ? "Entrar" : "Criar Conta"}
          </Button>
        </Form>
        {mode === "login" && (
          <p className="text-center text-sm">
            <PageLink to={withReturnPath(href("/esqueci-senha"), back)} className="font-semibold text-accent underline">
              Esqueci minha senha
            </PageLink>
          </p>
        )}
        <p className="text-center text-sm">
          {mode === "login" ? "Ainda não tem conta? " : "Já tem conta? "}
          <PageLink to={withReturnPath(mode === "login" ? SIGN_UP_PATH : href("/login"), back)} className="font-semibold text-accent underline">
            {mode === "login" ? "Criar Conta" : "Entrar"}
          </PageLink>
        </p>
      </Card>
    </section>
  );
}
