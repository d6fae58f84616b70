import { useEffect } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { Card } from "../components/ui/Card.tsx";
import { FormField } from "../components/ui/FormField.tsx";
import { Notice } from "../components/ui/Notice.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { getApp } from "../context.ts";
import { logIn, signUp, type AuthMode, type AuthResult } from "../modules/accounts/auth-actions.server.ts";
import { currentUser } from "../modules/accounts/current-user.server.ts";
import { AGE_MAX, AGE_MIN, PASSWORD_MIN } from "../modules/accounts/fields.ts";
import { clearVisitorLists } from "../modules/accounts/after-redirect.ts";
import { BOOKMARKS_FIELD, fillVisitorLists, HISTORY_FIELD } from "../modules/accounts/visitor-lists.ts";
import { documentTitle } from "../modules/site/pages.ts";
import type { Route } from "./+types/login";

const TITLES: Record<AuthMode, string> = { login: "Entrar", signup: "Criar Conta" };

export const meta: Route.MetaFunction = ({ location }) => [
  { title: documentTitle(new URLSearchParams(location.search).get("modo") === "cadastro" ? TITLES.signup : TITLES.login) },
];

/** Passes the action's Retry-After (429) on to the page's response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(request, context)) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const app = getApp(context);
  return form.get("intent") === "signup" ? signUp(app, form, new Date()) : logIn(app, request, form, new Date());
}

export default function Login() {
  const result = useActionData<AuthResult>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const mode: AuthMode = result?.mode ?? (params.get("modo") === "cadastro" ? "signup" : "login");
  const busy = navigation.state === "submitting";
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};

  useEffect(() => {
    if (result?.mergedVisitorLists) clearVisitorLists();
  }, [result]);

  return (
    <section className="mx-auto max-w-md">
      <PageHeader title={TITLES[mode]} subtitle={mode === "login" ? "Acesse sua conta para guardar seu progresso." : "Crie sua conta gratuita."} />
      <Card className="grid gap-4 p-6">
        {result?.success && <Notice tone="success">{result.success}</Notice>}
        {result?.formError && <Notice tone="error">{result.formError}</Notice>}
        <Form method="post" action="/login" className="grid gap-4" key={mode + (result?.success ?? "")} onSubmit={(e) => fillVisitorLists(e.currentTarget)} noValidate>
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name={HISTORY_FIELD} defaultValue="" />
          <input type="hidden" name={BOOKMARKS_FIELD} defaultValue="" />
          {mode === "signup" && (
            <>
              <FormField label="Nome" name="nome" autoComplete="name" required maxLength={100} defaultValue={values.nome} error={errors.nome} />
              <FormField label="Idade" name="idade" type="number" inputMode="numeric" required min={AGE_MIN} max={AGE_MAX} defaultValue={values.idade} error={errors.idade} />
            </>
          )}
          <FormField label="Email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} error={errors.email} />
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
            <FormField label="Confirmar senha" name="confirmarSenha" type="password" required autoComplete="new-password" error={errors.confirmarSenha} />
          )}
          <Button type="submit" disabled={busy}>
            {busy ? "Aguarde..." : mode === "login" ? "Entrar" : "Criar Conta"}
          </Button>
        </Form>
        <p className="text-center text-sm">
          {mode === "login" ? "Ainda não tem conta? " : "Já tem conta? "}
          <Link to={mode === "login" ? "/login?modo=cadastro" : "/login"} className="font-semibold text-brand-700 underline dark:text-brand-300">
            {mode === "login" ? "Criar Conta" : "Entrar"}
          </Link>
        </p>
      </Card>
    </section>
  );
}
