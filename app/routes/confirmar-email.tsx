import { Form, href, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/Button.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { MESSAGES, PASSWORD_MAX } from "#app/areas/accounts/fields.ts";
import { optionalMember, requireMember } from "#app/areas/accounts/guards.server.ts";
import { confirmationLink, confirmEmail, sendEmailConfirmation, type ConfirmAnswer } from "#app/areas/accounts/links.store.server.ts";
import { LinkCard } from "#app/areas/accounts/LinkCard.tsx";
import { afterLoginPath, loggedInRedirect, newPasswordPath, requesterOf } from "#app/areas/accounts/login-answer.server.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { RETURN_PARAM, returnPathOf, safeReturnPath } from "#app/areas/accounts/return-path.ts";
import { readSessionToken, secureCookies } from "#app/areas/accounts/session.store.server.ts";
import { clearedSignUpBrowserCookie, readSignUpBrowserKey } from "#app/areas/accounts/sign-up-browser.server.ts";
import { TOKEN_STATE_MESSAGES, TOKEN_STATE_STATUS } from "#app/areas/accounts/tokens.ts";
import { visitorListFields } from "#app/areas/accounts/validation.ts";
import { BOOKMARKS_FIELD, fillVisitorLists, HISTORY_FIELD, MARKS_FIELD, PATHFINDER_FIELD } from "#app/areas/accounts/visitor-lists.ts";
import type { Route } from "./+types/confirmar-email";

/**
 * /confirmar-email?token=…: the page of the link sent at sign-up, by 'Reenviar' or to a new
 * address (48 hours, single use); the button confirms (a mail scanner opening the link confirms
 * nothing). In the browser that signed up, or one logged in to the account, the button alone
 * confirms, keeps the password and signs the person in; elsewhere the page asks for the password
 * chosen at sign-up, or lets the person say the account is not theirs and make their own
 * (decision 0043, amended). Without a link: 'Reenviar' for a member still to confirm.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Confirmar e-mail") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The form carries the visitor's reader lists (joined to the account as it signs in), like the login form. */
const CONFIRM_FORM_BYTES = 1024 * 1024;
const PASSWORD_NEEDED = "Digite a senha que você escolheu ao criar a conta, ou use 'Não fui eu que criei esta conta'.";

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token");
  const member = await optionalMember(args);
  const db = getApp(args.context).db;
  const now = new Date();
  const who = { signUpKey: await readSignUpBrowserKey(args.request), sessionToken: await readSessionToken(args.request) };
  const link = token === null ? null : await confirmationLink(db, token, who, now);
  const state = link?.state ?? null;
  const asksPassword = link?.asksPassword ?? false;
  return {
    token,
    asksPassword,
    problem: state && state !== "usable" ? TOKEN_STATE_MESSAGES[state] : null,
    member: member && { email: member.email, confirmed: member.emailConfirmed },
    back: returnPathOf(args.request.url),
  };
}

const token = z.string("Link inválido.").max(100, "Link inválido.");
const confirmationForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("confirmar"),
    token,
    senha: z.string().max(PASSWORD_MAX, MESSAGES.wrongCredentials).optional(),
    ...visitorListFields,
  }),
  z.object({ intent: z.literal("nao-fui-eu"), token }),
  z.object({ intent: z.literal("reenviar") }),
]);

/**
 * A refused form says why above it (the first wrong field's message, every one kept); a link opened
 * elsewhere without its password is asked again, the message beside the password field.
 */
export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, confirmationForm, { maxBytes: CONFIRM_FORM_BYTES });
  if (!form.ok) {
    const { intent, token, senha } = form.errors;
    return invalidForm({ errors: form.errors }, 400, undefined, intent ?? token ?? senha ?? "Pedido inválido.");
  }
  const app = getApp(args.context);
  const now = new Date();
  const limited = (until: number) => formTooMany({ until, now }, "attempts");
  if (form.data.intent === "reenviar") {
    const member = await requireMember(args);
    if (member.emailConfirmed) return formDone({ message: "Seu e-mail já está confirmado." });
    const until = await sendEmailConfirmation(app.db, accountMail(args), member, now);
    if (until !== null) return limited(until);
    return formDone({ message: `Enviamos um novo link para ${member.email}. Confira também a caixa de spam.` });
  }
  const input = form.data;
  const answer: ConfirmAnswer =
    input.intent === "nao-fui-eu" ? { kind: "not-mine" } : input.senha ? { kind: "password", password: input.senha } : { kind: "confirm" };
  const lists =
    input.intent === "confirmar"
      ? { history: input[HISTORY_FIELD], bookmarks: input[BOOKMARKS_FIELD], marks: input[MARKS_FIELD], pathfinder: input[PATHFINDER_FIELD] }
      : { history: [], bookmarks: [] };
  const who = { ...(await requesterOf(args.request, app.clientAddress)), signUpKey: await readSignUpBrowserKey(args.request) };
  const outcome = await confirmEmail(app.db, input.token, who, answer, lists, now);
  // Back to the invitation or page the visitor was going to, when the link carries one (the one check).
  const back = safeReturnPath(form.values[RETURN_PARAM]);
  const secure = secureCookies(args.request, app.config.PUBLIC_URL);
  switch (outcome.status) {
    case "confirmed":
      if (outcome.session)
        return loggedInRedirect(
          args.request,
          app.config.PUBLIC_URL,
          afterLoginPath(outcome.session, back, "email-confirmado"),
          outcome.session.token,
          [await clearedSignUpBrowserCookie(secure)],
        );
      return redirect(withFlash(back ?? href("/"), "email-confirmado"), { headers: { "Set-Cookie": await clearedSignUpBrowserCookie(secure) } });
    case "claimed":
      return redirect(newPasswordPath(outcome.passwordToken, back), { headers: { "Set-Cookie": await clearedSignUpBrowserCookie(secure) } });
    case "password-needed":
      return invalidForm({ errors: { senha: PASSWORD_NEEDED } });
    case "taken":
      return formError(MESSAGES.duplicateEmail, 409);
    case "limited":
      return limited(outcome.until);
    default:
      return formError(TOKEN_STATE_MESSAGES[outcome.status], TOKEN_STATE_STATUS[outcome.status]);
  }
}

/** The hidden fields every confirming form carries: the link, the page to go back to, the visitor's lists. */
function LinkFields({ token, back, lists }: { token: string; back: string | null; lists: boolean }) {
  return (
    <>
      <input type="hidden" name="token" value={token} />
      {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
      {lists &&
        [HISTORY_FIELD, BOOKMARKS_FIELD, MARKS_FIELD, PATHFINDER_FIELD].map((name) => <input key={name} type="hidden" name={name} defaultValue="" />)}
    </>
  );
}

export default function ConfirmEmail() {
  const { token, asksPassword: loaderAsks, problem, member, back } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The one refusal that keeps the form: the password, asked again beside its field.
  const askedAgain = answer?.ok === false && answer.errors.senha === PASSWORD_NEEDED;
  const asksPassword = loaderAsks || askedAgain;
  const stillToConfirm = token !== null && !problem && (!answer || askedAgain);
  if (stillToConfirm && !asksPassword)
    return (
      <LinkCard title="Confirmar e-mail" subtitle="Falta só um passo: confirme que este e-mail é seu.">
        <Form method="post" onSubmit={(e) => fillVisitorLists(e.currentTarget)}>
          <input type="hidden" name="intent" value="confirmar" />
          <LinkFields token={token} back={back} lists />
          <Button type="submit" className="w-full">
            Confirmar meu e-mail
          </Button>
        </Form>
      </LinkCard>
    );
  if (stillToConfirm)
    return (
      <LinkCard title="Confirmar e-mail" subtitle="Falta só um passo: confirme que este e-mail é seu.">
        <p className="text-sm">Você abriu o link em outro aparelho ou navegador. Para entrar, digite a senha que escolheu ao criar a conta.</p>
        <Form method="post" className="grid gap-4" onSubmit={(e) => fillVisitorLists(e.currentTarget)}>
          <input type="hidden" name="intent" value="confirmar" />
          <LinkFields token={token} back={back} lists />
          <FormField label="Senha" name="senha" type="password" autoComplete="current-password" error={answer?.errors?.senha} />
          <Button type="submit" className="w-full">
            Confirmar meu e-mail
          </Button>
        </Form>
        <Form method="post" className="grid gap-2 border-t border-line pt-4">
          <input type="hidden" name="intent" value="nao-fui-eu" />
          <LinkFields token={token} back={back} lists={false} />
          <p className="text-sm">
            Não foi você quem criou esta conta, ou não lembra a senha? O e-mail é seu, então a conta também: confirme e crie agora a sua senha.
          </p>
          <Button type="submit" variant="secondary" className="w-full">
            Não fui eu que criei esta conta
          </Button>
        </Form>
      </LinkCard>
    );
  return (
    <LinkCard title="Confirmar e-mail" answer={answer} problem={problem}>
      {member && !member.confirmed ? (
        <>
          <p>
            Enviamos um link para <strong className="break-words">{member.email}</strong>. Não chegou? Peça outro.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="reenviar" />
            <Button type="submit" variant="secondary" className="w-full">
              Reenviar
            </Button>
          </Form>
        </>
      ) : (
        <p>{member ? "Seu e-mail está confirmado." : "Abra o link que enviamos para o seu e-mail para confirmá-lo."}</p>
      )}
    </LinkCard>
  );
}
