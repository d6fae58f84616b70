import { data, Form, href, redirect, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/Button.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withNotice } from "#app/platform/site/notices.ts";
import { MESSAGES } from "#app/areas/accounts/fields.ts";
import { optionalMember, requireMember } from "#app/areas/accounts/guards.server.ts";
import { confirmEmail, sendEmailConfirmation } from "#app/areas/accounts/links.store.server.ts";
import { LinkCard, type LinkCardMessage } from "#app/areas/accounts/LinkCard.tsx";
import { newPasswordPath, requesterOf } from "#app/areas/accounts/login-answer.server.ts";
import { accountMail } from "#app/areas/accounts/mail-context.server.ts";
import { RETURN_PARAM, returnPathOf, safeReturnPath } from "#app/areas/accounts/return-path.ts";
import { peekToken } from "#app/areas/accounts/tokens.store.server.ts";
import { TOKEN_STATE_MESSAGES, TOKEN_STATE_STATUS } from "#app/areas/accounts/tokens.ts";
import type { Route } from "./+types/confirmar-email";

/**
 * /confirmar-email?token=…: the page of the link sent at sign-up, by 'Reenviar' or to a new
 * address (48 hours, single use); the button confirms (a mail scanner opening the link
 * confirms nothing). Without a link: 'Reenviar' for a member still to confirm.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Confirmar e-mail") }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token");
  const member = await optionalMember(args);
  const state = token === null ? null : await peekToken(getApp(args.context).db, token, "confirm-email", new Date());
  return {
    token,
    problem: state && state !== "usable" ? TOKEN_STATE_MESSAGES[state] : null,
    member: member && { email: member.email, confirmed: member.emailConfirmed },
    back: returnPathOf(args.request.url),
  };
}

const confirmationForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("confirmar"), token: z.string("Link inválido.").max(100, "Link inválido.") }),
  z.object({ intent: z.literal("reenviar") }),
]);

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, confirmationForm);
  const fail = (text: string, status: number) => data<{ message: LinkCardMessage }>({ message: { tone: "error", text } }, { status });
  if (!form.ok) return fail(form.errors.intent ?? form.errors.token ?? "Pedido inválido.", 400);
  const app = getApp(args.context);
  const now = new Date();
  if (form.data.intent === "reenviar") {
    const member = await requireMember(args);
    if (member.emailConfirmed) return { message: { tone: "success", text: "Seu e-mail já está confirmado." } satisfies LinkCardMessage };
    const until = await sendEmailConfirmation(app.db, accountMail(args), member, now);
    if (until !== null)
      return tooManyRequests({ until, now }, "attempts", (text) => ({ message: { tone: "error", text } satisfies LinkCardMessage }));
    return {
      message: { tone: "success", text: `Enviamos um novo link para ${member.email}. Confira também a caixa de spam.` } satisfies LinkCardMessage,
    };
  }
  const who = await requesterOf(args.request, app.clientAddress);
  const outcome = await confirmEmail(app.db, form.data.token, who, now);
  switch (outcome.status) {
    case "confirmed":
      // Back to the invitation the visitor signed up from, when the link carries one (a local path only).
      return redirect(withNotice(safeReturnPath(form.values[RETURN_PARAM]) ?? href("/"), "email-confirmado"));
    case "claimed":
      return redirect(newPasswordPath(outcome.passwordToken));
    case "taken":
      return fail(MESSAGES.duplicateEmail, 409);
    case "limited":
      return tooManyRequests({ until: outcome.until, now }, "attempts", (text) => ({ message: { tone: "error", text } satisfies LinkCardMessage }));
    default:
      return fail(TOKEN_STATE_MESSAGES[outcome.status], TOKEN_STATE_STATUS[outcome.status]);
  }
}

export default function ConfirmEmail() {
  const { token, problem, member, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const message = result?.message ?? (problem ? { tone: "error" as const, text: problem } : null);
  if (token !== null && !problem && !result)
    return (
      <LinkCard title="Confirmar e-mail" subtitle="Falta só um passo: confirme que este e-mail é seu.">
        <p className="text-sm">
          Se você já entrou nesta conta neste navegador, sua senha continua valendo. Se não, ao confirmar você cria uma senha nova: assim ninguém que
          tenha usado o seu e-mail antes de você continua com acesso à conta.
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="confirmar" />
          <input type="hidden" name="token" value={token} />
          {back && <input type="hidden" name={RETURN_PARAM} value={back} />}
          <Button type="submit" className="w-full">
            Confirmar meu e-mail
          </Button>
        </Form>
      </LinkCard>
    );
  return (
    <LinkCard title="Confirmar e-mail" message={message}>
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
