import { ArrowLeft, Barcode, CreditCard, HandHeart, Info, QrCode, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Form, href, useNavigate, useNavigation } from "react-router";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { getApp } from "#app/platform/http/context.ts";
import type { FieldErrors } from "#app/platform/http/field-errors.ts";
import { useHydrated } from "#app/platform/site/use-hydrated.ts";
import { optionalMember } from "#app/areas/accounts/guards.server.ts";
import {
  checkAmount,
  DONATION_MESSAGES,
  DONATION_METHODS,
  donationSuccessMessage,
  METHOD_LABELS,
  type DonationMethod,
} from "#app/areas/donation/donation.ts";
import { donationForm } from "#app/areas/donation/forms.ts";
import { recordPledge } from "#app/areas/donation/pledges.store.server.ts";
import { hasValidCrc, pixPayload } from "#app/areas/donation/pix.ts";
import { pixQrDataUri } from "#app/areas/donation/pix-qr.server.ts";
import { PixPayment, type PixAnswer } from "#app/areas/donation/PixPayment.tsx";
import { churchReceiver } from "#app/areas/donation/receiver.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { churchSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { listPublishedProjects } from "#app/areas/donation/projects.store.server.ts";
import { formDone, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { refuseTooManyPosts } from "#app/platform/limits/limited-form.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/doacao";

/**
 * /doacao: records a pledge (amount, method, project, who). With a PIX key (the project's or
 * the church's), a gift by Pix ends in its 'copia e cola' code and QR Code; otherwise no
 * payment is taken, and the page says so. Only the church's own projects can be chosen.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/doacao")) }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args.context);
  const church = await churchOfVisit(args);
  const [published, settings] = await Promise.all([listPublishedProjects(app.db, church), churchSettings(app, church, { fresh: true })]);
  const projects = published.map((p) => ({ id: p.id, titulo: p.titulo }));
  const asked = new URL(args.request.url).searchParams.get("projeto");
  const pix = published.some((p) => churchReceiver(settings, p) !== null) || churchReceiver(settings, null) !== null;
  return { projects, pix, selected: projects.find((p) => p.id === asked)?.id ?? null };
}

export async function action(args: Route.ActionArgs) {
  const form = await parseForm(args.request, donationForm);
  if (!form.ok) return invalidForm(form);
  const { valor, metodo, projeto } = form.data;
  const app = getApp(args.context);
  const church = await churchOfVisit(args);
  const project = projeto === null ? null : (await listPublishedProjects(app.db, church)).find((p) => p.id === projeto);
  if (project === undefined) return invalidForm({ errors: { projeto: DONATION_MESSAGES.unknownProject }, values: form.values });
  const refused = await refuseTooManyPosts(args.context, LIMITS.donationPerAddress);
  if (refused) return refused;
  const user = await optionalMember(args);
  const receiver = churchReceiver(await churchSettings(app, church, { fresh: true }), project);
  const giving = metodo === "pix" && receiver !== null;
  const pledge = { amountCents: valor, method: metodo, projectId: projeto, pixKey: giving ? receiver.key : null };
  const { reference } = await recordPledge(app.db, church, user?.id ?? null, pledge, new Date());
  const message = donationSuccessMessage(valor, metodo);
  if (!giving) return formDone({ message, reference, pix: null, pixAvailable: receiver !== null });
  const code = pixPayload(receiver, valor, reference);
  if (!hasValidCrc(code)) throw new Error("código Pix com CRC inválido");
  const pix: PixAnswer = { code, qr: await pixQrDataUri(code), amountCents: valor, receiver: receiver.name, reference };
  return formDone({ message, reference, pix, pixAvailable: true });
}

const METHOD_ICONS = { cartao: CreditCard, pix: QrCode, boleto: Barcode } as const;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-danger">
      {message}
    </p>
  ) : null;
}

type Answer = Route.ComponentProps["actionData"];

/**
 * A pledge is recorded; with a PIX key it ends in the code, which then takes the screen (the
 * form is gone, so a second pledge is never one tap away); otherwise no payment is taken, and
 * the page says so.
 */
export default function Doacao({ loaderData, actionData: result }: Route.ComponentProps) {
  const { projects, selected, pix } = loaderData;
  const done = result?.ok ? result : null;
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink />
      <PageHeader title="Apoie a Missão" subtitle="Sua oferta ajuda a levar esperança por meio dos projetos missionários." />
      {done?.pix ? (
        <>
          <div className="mb-4">
            <Notice tone="success">
              <p className="font-semibold">{done.message}</p>
              <p className="mt-1 text-sm">Registramos a sua doação. Para concluir, pague o Pix abaixo.</p>
            </Notice>
          </div>
          <PixPayment pix={done.pix} />
          <PageLink to={href("/doacao")} className={buttonClass("secondary", "w-fit")}>
            <RotateCcw className="size-4" aria-hidden="true" /> Fazer outra doação
          </PageLink>
        </>
      ) : (
        <>
          <div className="mb-6">
            <Notice>
              <span className="flex gap-2">
                <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {pix ? (
                  <span>
                    <strong>Doe por Pix:</strong> ao confirmar, você recebe o código Pix copia e cola e o QR Code para pagar no app do seu banco.
                    Cartão e boleto não são cobrados por aqui: com eles, registramos só a sua intenção de doar. Não pedimos nem guardamos dados de
                    cartão ou bancários.
                  </span>
                ) : (
                  <span>
                    <strong>Nenhum pagamento é feito nesta página.</strong> Aqui você registra a sua intenção de doar (valor, forma de pagamento e
                    projeto). Não pedimos nem guardamos dados de cartão ou bancários, e nenhuma cobrança é gerada.
                  </span>
                )}
              </span>
            </Notice>
          </div>
          {done && (
            <div className="mb-6">
              <Notice tone="success">
                <p className="font-semibold">{done.message}</p>
                <p className="mt-1 text-sm">
                  {done.pixAvailable
                    ? "Registramos a sua intenção de doação. Nenhuma cobrança foi feita: para doar agora, escolha Pix."
                    : "Registramos a sua intenção de doação. Nenhuma cobrança foi feita."}
                </p>
              </Notice>
            </div>
          )}
          {result?.formError && (
            <div className="mb-6">
              <Notice tone="error">{result.formError}</Notice>
            </div>
          )}
          {/* A new form (empty) after each recorded pledge. */}
          <PledgeForm key={done?.reference ?? "formulario"} result={done ? undefined : result} projects={projects} selected={selected} />
        </>
      )}
    </div>
  );
}

function BackLink() {
  const navigate = useNavigate();
  return (
    <PageLink
      to={href("/projetos")}
      onClick={(e) => {
        if (window.history.length > 1) {
          e.preventDefault();
          void navigate(-1);
        }
      }}
      className="mb-4 inline-flex items-center gap-2 font-semibold text-accent hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Voltar
    </PageLink>
  );
}

/** The amount, the method and the project; a refused post keeps what was typed. */
function PledgeForm({ result, projects, selected }: { result: Answer; projects: Array<{ id: string; titulo: string }>; selected: string | null }) {
  const values = result?.values ?? {};
  // The browser's own checks would hide the spec's messages, so the page checks (noValidate) and the server again.
  const [checked, setChecked] = useState<{ for: Answer; errors: FieldErrors } | null>(null);
  const errors = checked && checked.for === result ? checked.errors : (result?.errors ?? {});
  const [amount, setAmount] = useState(values.valor ?? "");
  const [method, setMethod] = useState<DonationMethod | "">(
    (DONATION_METHODS as readonly string[]).includes(values.metodo ?? "") ? (values.metodo as DonationMethod) : "",
  );
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const ready = amount.trim() !== "" && method !== "";
  return (
    <Card className="p-6">
      <Form
        method="post"
        noValidate
        className="grid gap-5"
        onSubmit={(e) => {
          const amountCheck = checkAmount(amount);
          const found = {
            ...(amountCheck.ok ? {} : { valor: amountCheck.message }),
            ...(method ? {} : { metodo: DONATION_MESSAGES.noMethod }),
          };
          setChecked({ for: result, errors: found });
          if (Object.keys(found).length > 0) e.preventDefault();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor="campo-valor" className="font-medium">
            Valor da doação (R$)
          </label>
          <input
            id="campo-valor"
            name="valor"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            placeholder="50,00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={errors.valor ? true : undefined}
            aria-describedby={errors.valor ? "campo-valor-erro" : "campo-valor-dica"}
            className={inputClass}
          />
          <p id="campo-valor-dica" className="text-sm text-muted">
            Mínimo de R$ 5,00. Escreva como preferir: 50, 25,50 ou 3.000,00.
          </p>
          <FieldError id="campo-valor-erro" message={errors.valor} />
        </div>

        <fieldset aria-describedby={errors.metodo ? "campo-metodo-erro" : undefined}>
          <legend className="font-medium">Forma de pagamento</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {DONATION_METHODS.map((m) => {
              const Icon = METHOD_ICONS[m];
              return (
                <label
                  key={m}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border-2 border-line-strong p-3 font-semibold has-checked:border-accent has-checked:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input type="radio" name="metodo" value={m} checked={method === m} onChange={() => setMethod(m)} className="sr-only" />
                  <Icon className="size-5" aria-hidden="true" />
                  {METHOD_LABELS[m]}
                </label>
              );
            })}
          </div>
          <FieldError id="campo-metodo-erro" message={errors.metodo} />
        </fieldset>

        <SelectField label="Projeto" name="projeto" defaultValue={values.projeto ?? selected ?? ""} error={errors.projeto}>
          <option value="">Onde a missão mais precisar</option>
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.titulo}
            </option>
          ))}
        </SelectField>

        <Button type="submit" disabled={busy || (hydrated && !ready)}>
          <HandHeart className="size-5" aria-hidden="true" />
          {busy ? "Registrando..." : "Confirmar Doação"}
        </Button>
      </Form>
    </Card>
  );
}
