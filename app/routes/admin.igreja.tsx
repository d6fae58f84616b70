import { data, Form, href, redirect, useLocation, useNavigation } from "react-router";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { churchSettings, saveSettings } from "#app/areas/church-settings/church-settings.server.ts";
import { churchSettingsForm, SETTINGS_LIMITS, settingsFormValues } from "#app/areas/church-settings/settings-fields.ts";
import { CONTACT_TEXT_LIMITS } from "#app/areas/church-settings/contact-texts.ts";
import { PIX_CITY_MAX, PIX_KEY_KIND_LABELS, PIX_NAME_MAX, pixKeyKind } from "#app/areas/donation/pix.ts";
import { PIX_KEY_FIELD_MAX, RECIPIENT_MAX } from "#app/areas/donation/pix-fields.ts";
import { PixNameField } from "#app/areas/donation/PixNameField.tsx";
import { churchReceiver } from "#app/areas/donation/receiver.ts";
import type { Route } from "./+types/admin.igreja";
import { plural } from "#app/platform/site/count.ts";

/**
 * /admin/igreja: the church's settings, kept in the database (decision 0046) — shown in the
 * footer and at /contato, put in PIX codes. Admins only, on every request.
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Dados da igreja") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "office");
  const { church } = admin;
  const settings = await churchSettings(getApp(args.context), church, { fresh: true });
  const receiver = churchReceiver(settings, null);
  return data(
    {
      acting: actingChurchView(admin),
      values: settingsFormValues(settings),
      saved: settings.saved,
      pix: receiver && { key: receiver.key, kind: PIX_KEY_KIND_LABELS[pixKeyKind(receiver.key)], recipient: receiver.name },
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action(args: Route.ActionArgs) {
  const { church } = await requireAdmin(args, "office");
  const form = await parseForm(args.request, churchSettingsForm);
  if (!form.ok) return invalidForm(form);
  await saveSettings(getApp(args.context), church, form.data, new Date());
  return redirect(withFlash(href("/admin/igreja"), "item-salvo"));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminChurch({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { saved, pix } = loaderData;
  const values = answer?.values ?? loaderData.values;
  const errors = answer?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  const busy = useNavigation().state === "submitting";
  // A new address (after a save) starts the fields afresh from what was stored.
  const { key } = useLocation();
  const field = (name: keyof typeof loaderData.values) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <AdminPage
      acting={loaderData.acting}
      width="3xl"
      title="Dados da igreja"
      subtitle="Aparecem no rodapé, na página de Contato e no código Pix das doações."
    >
      <div className="mb-6">
        <Notice>
          {pix
            ? `Doações por Pix: ligadas. Chave (${pix.kind}) ${pix.key}, recebedor ${pix.recipient}.`
            : "Doações por Pix: desligadas. Informe a chave Pix, o nome do titular e a cidade para que quem doa receba o código Pix."}
          {!saved && " Estes dados ainda não foram salvos aqui: confira cada campo e salve."}
        </Notice>
      </div>
      <Card className="p-4 sm:p-6">
        {errorCount > 0 && (
          <div className="mb-4">
            <Notice tone="error">Corrija {plural(errorCount, "o campo indicado", "os campos indicados")} abaixo. Nada foi salvo.</Notice>
          </div>
        )}
        <Form method="post" className="grid gap-6" key={key}>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">A igreja</legend>
            <FormField label="Nome da igreja" required maxLength={SETTINGS_LIMITS.nome} {...field("nome")} />
            <PixNameField label="Cidade" required max={PIX_CITY_MAX} maxLength={SETTINGS_LIMITS.cidade} {...field("cidade")} />
            <FormField label="Endereço (opcional)" maxLength={SETTINGS_LIMITS.endereco} autoComplete="off" {...field("endereco")} />
            <FormField
              label="Horários dos cultos (opcional)"
              multiline
              rows={4}
              maxLength={SETTINGS_LIMITS.horarios}
              hint="Um por linha, por exemplo: Sábado, 9h — Escola Sabatina"
              {...field("horarios")}
            />
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">Contato</legend>
            <FormField label="E-mail (opcional)" type="email" autoComplete="off" {...field("email")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Telefone (opcional)"
                type="tel"
                maxLength={SETTINGS_LIMITS.telefone}
                placeholder="(11) 3456-7890"
                {...field("telefone")}
              />
              <FormField
                label="WhatsApp (opcional)"
                type="tel"
                maxLength={SETTINGS_LIMITS.telefone}
                placeholder="(11) 98765-4321"
                {...field("whatsapp")}
              />
            </div>
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">Página de Contato</legend>
            <FormField
              label="Horário de atendimento"
              multiline
              rows={3}
              maxLength={CONTACT_TEXT_LIMITS.hours}
              hint="Um período por linha, por exemplo: Segunda a sexta: 9h às 18h. Deixe vazio para voltar ao texto padrão."
              {...field("atendimento")}
            />
            <FormField
              label="Perguntas frequentes"
              multiline
              rows={10}
              maxLength={CONTACT_TEXT_LIMITS.faq}
              hint={`A pergunta numa linha, a resposta na linha de baixo e uma linha em branco antes da próxima pergunta (até ${CONTACT_TEXT_LIMITS.faqEntries}). Deixe vazio para voltar às perguntas padrão.`}
              {...field("perguntas")}
            />
            <label className="flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                name="avisarMensagens"
                defaultChecked={values.avisarMensagens === "on"}
                className="mt-1 size-5 shrink-0"
                aria-describedby={errors.avisarMensagens ? "avisar-erro" : undefined}
              />
              <span>Avisar por e-mail a cada nova mensagem de contato ou feedback (vai para o e-mail de contato acima)</span>
            </label>
            {errors.avisarMensagens && (
              <p id="avisar-erro" className="text-sm font-semibold text-danger">
                {errors.avisarMensagens}
              </p>
            )}
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">Doações por Pix</legend>
            <FormField
              label="Chave Pix da igreja (opcional)"
              maxLength={PIX_KEY_FIELD_MAX}
              autoComplete="off"
              hint="CPF, CNPJ, e-mail, telefone com DDD ou chave aleatória. Os projetos sem chave própria usam esta."
              {...field("chavePix")}
            />
            <PixNameField label="Nome do titular da chave" max={PIX_NAME_MAX} maxLength={RECIPIENT_MAX} autoComplete="off" {...field("recebedor")} />
            <p className="text-sm text-muted">
              Escreva o nome como o banco mostra a quem paga: o da pessoa, se a chave for um CPF; o da igreja, se for o CNPJ dela.
            </p>
          </fieldset>
          <Button type="submit" disabled={busy} className="w-fit">
            {busy ? "Salvando..." : "Salvar"}
          </Button>
        </Form>
      </Card>
    </AdminPage>
  );
}
