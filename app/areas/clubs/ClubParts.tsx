import type { ReactNode, FormEventHandler } from "react";
import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SIGN_UP_PATH } from "#app/areas/accounts/auth-mode.ts";
import { withReturnPath } from "#app/areas/accounts/return-path.ts";
import type { MessageAnswer } from "#app/platform/http/field-errors.ts";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";

/** What a club action answers: the one form answer, with its message when done, and which form (and whom) it was about. */
export type ClubActionResult = MessageAnswer;

/** The action's answer, shown at the top of the page (answers of a form shown beside it are left to it). */
export function ActionNotice({ result }: { result: ClubActionResult | undefined }) {
  return <AnswerNotice answer={result} />;
}

/**
 * The answer of one form, beside it, where the person is looking: a live region that is always
 * there, so a screen reader announces what arrives in it.
 */
export function AnswerHere({
  result,
  intent,
  subject,
}: {
  result: ClubActionResult | undefined;
  intent: string | readonly string[];
  subject?: string;
}) {
  return (
    <div aria-live="polite" className="empty:hidden">
      <AnswerNotice answer={result} intent={intent} subject={subject} />
    </div>
  );
}

/** A key that changes after each success, so the form that sent it starts empty again. */
export function formKey(result: ClubActionResult | undefined, intent: string): string {
  return result?.ok && result.intent === intent ? `${intent}-${result.stamp ?? ""}` : intent;
}

/** A one-button plain form: works before JavaScript. */
export function IntentForm({
  intent,
  label,
  who,
  fields = {},
  variant = "secondary",
  onSubmit,
  children,
}: {
  intent: string;
  label: string;
  /** Whom the button acts on: part of its accessible name, not shown (long names stay off the button). */
  who?: string;
  fields?: Record<string, string>;
  variant?: "primary" | "secondary" | "danger" | "ghost";
  /** The offline queue's handler, where the write may wait for a connection. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="flex max-w-full min-w-0 flex-wrap items-end gap-2" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children && <div className="max-w-full min-w-0 wrap-anywhere">{children}</div>}
      <Button type="submit" variant={variant}>
        {label}
        {who && <span className="sr-only"> {who}</span>}
      </Button>
    </Form>
  );
}

/** What a visitor sees on a club page: 'Entrar' and 'Criar conta', both leading back to `back` (an invitation) when given. */
export function LoginFirst({ back = null }: { back?: string | null }) {
  return (
    <Notice>
      <p>
        {back
          ? "Para pedir para entrar no clube deste convite, entre na sua conta ou crie uma: depois você volta direto para cá."
          : "Entre na sua conta para criar um clube ou participar de um."}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        <PageLink to={withReturnPath(href("/login"), back)} className="font-semibold underline">
          Entrar
        </PageLink>
        <PageLink to={withReturnPath(SIGN_UP_PATH, back)} className="font-semibold underline">
          Criar conta
        </PageLink>
      </p>
    </Notice>
  );
}

/** The leaders' pages of the club, beside its main page (/clube). */
export const CLUB_PAGES = [
  { to: href("/clube/pessoas"), label: "Pessoas e unidades" },
  { to: href("/clube/painel"), label: "Painel e ligas" },
  { to: href("/clube/reunioes"), label: "Reuniões e chamada" },
  { to: href("/clube/investidura"), label: "Investidura" },
  { to: href("/clube/relatorio"), label: "Relatório mensal" },
] as const;

/** Links between the club's pages, for leaders. */
export function ClubNav() {
  return (
    <nav aria-label="Páginas do clube" className="mb-6 flex flex-wrap gap-3 text-sm font-semibold">
      {[{ to: href("/clube"), label: "Clube" }, ...CLUB_PAGES].map((page) => (
        <PageLink key={page.to} to={page.to} className="underline">
          {page.label}
        </PageLink>
      ))}
    </nav>
  );
}

/** The options of a select, one per item: its value and the words shown. */
export function Options<T>({ items, value, label }: { items: readonly T[]; value: (item: T) => string | number; label: (item: T) => string }) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

/** A form of fields with its one submit button and its answer beside it; it starts empty again after each success. */
export function ClearingForm({
  result,
  intent,
  submit,
  children,
}: {
  result: ClubActionResult | undefined;
  intent: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form key={formKey(result, intent)} method="post" className="grid grid-cols-1 gap-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit">{submit}</Button>
      </div>
      <AnswerHere result={result} intent={intent} />
    </Form>
  );
}
