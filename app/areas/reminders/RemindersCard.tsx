import { BellRing } from "lucide-react";
import { Form, href } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { SelectField } from "#app/components/ui/SelectField.tsx";
import { REMINDERS_INTENT, SABBATH_CLASSES, type RemindersCardData, type RemindersResult, type ReminderSettings } from "./reminders.ts";
import { DEVICE_MESSAGES, usePushDevice } from "./use-push-device.ts";
import { count } from "#app/platform/site/count.ts";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

function HourSelect({ label, name, value, error }: { label: string; name: string; value: string; error?: string }) {
  return (
    <SelectField label={label} name={name} defaultValue={value} error={error}>
      {HOURS.map((hour) => (
        <option key={hour} value={hour}>
          {hourLabel(hour)}
        </option>
      ))}
    </SelectField>
  );
}

const KINDS: Array<{ name: string; label: string; hint: string; checked: (s: ReminderSettings) => boolean }> = [
  { name: "versiculo", label: "Versículo do dia", hint: "No horário escolhido.", checked: (s) => s.verse },
  {
    name: "plano",
    label: "Dia do plano de leitura",
    hint: "No horário escolhido, se você ainda não marcou a leitura do dia no plano que está seguindo.",
    checked: (s) => s.plan,
  },
  { name: "sabatina", label: "Lição da Escola Sabatina", hint: "No sábado de manhã, a partir das 07:00.", checked: (s) => s.sabbathSchool },
];

/** This device: turn reminders on (permission asked from the tap) or off; plain words where the browser cannot. */
function ThisDevice({ publicKey, endpoints }: { publicKey: string; endpoints: readonly string[] }) {
  const device = usePushDevice(publicKey, endpoints);
  const on = device.state === "on";
  return (
    <div className="grid gap-3">
      <AnswerNotice answer={device.result} intent={REMINDERS_INTENT} firstField={false} />
      {device.problem && <Notice tone="error">{device.problem}</Notice>}
      {device.state === "checking" && (
        <p className="text-muted">
          Para receber os lembretes neste aparelho, o navegador precisa estar com o JavaScript ligado e aceitar notificações.
        </p>
      )}
      {device.state === "unsupported" && (
        <p className="text-muted">
          Este navegador não recebe notificações do Lâmpada. No iPhone e no iPad, adicione o Lâmpada à Tela de Início (Compartilhar → Adicionar à Tela
          de Início) e ative por lá; no computador e no Android, use um navegador atualizado como Chrome, Edge ou Firefox.
        </p>
      )}
      {device.state === "denied" && <Notice tone="error">{DEVICE_MESSAGES.denied}</Notice>}
      {/* Refused, the button stays: once notifications are allowed in the site's settings, a tap asks again. */}
      {(device.state === "off" || device.state === "denied") && (
        <div>
          <Button onClick={() => void device.turnOn()} disabled={device.busy}>
            Ativar lembretes neste aparelho
          </Button>
        </div>
      )}
      {on && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium">Este aparelho recebe os lembretes.</p>
          <Button variant="secondary" onClick={() => void device.turnOff()} disabled={device.busy}>
            Desativar neste aparelho
          </Button>
        </div>
      )}
    </div>
  );
}

/** 'Lembretes' on /perfil: what to be reminded of and when (a plain form), and this device's subscription. */
export function RemindersCard({ data, result }: { data: RemindersCardData; result: RemindersResult | undefined }) {
  const mine = result?.intent === REMINDERS_INTENT ? result : undefined;
  const errors = mine?.errors ?? {};
  const typed = mine?.values;
  const { settings } = data;
  const devices = data.endpoints.length;
  const value = (name: string, fallback: number | string) => typed?.[name] ?? String(fallback);
  return (
    <Card>
      <h2 id="lembretes" className="mb-1 flex items-center gap-2 text-xl font-bold">
        <BellRing className="size-5 shrink-0" aria-hidden="true" /> Lembretes
      </h2>
      <p className="mb-3 text-muted">
        Receba uma notificação com o versículo do dia, o dia do seu plano de leitura e a lição da Escola Sabatina. Os horários são os do seu fuso
        horário.
      </p>
      {/* The page stays where it is after a save; the answer shows beside the button. */}
      <Form method="post" action={href("/perfil/lembretes")} className="grid gap-4" noValidate preventScrollReset>
        <input type="hidden" name="intent" value="salvar" />
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium">O que lembrar</legend>
          {KINDS.map((kind) => (
            <label key={kind.name} className="flex items-start gap-3">
              <input
                type="checkbox"
                name={kind.name}
                value="1"
                defaultChecked={typed ? typed[kind.name] === "1" : kind.checked(settings)}
                className="mt-1 size-5 shrink-0"
                aria-describedby={`lembrete-${kind.name}-dica`}
              />
              <span className="min-w-0">
                <span className="block font-medium">{kind.label}</span>
                <span id={`lembrete-${kind.name}-dica`} className="block text-sm text-muted">
                  {kind.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <HourSelect label="Horário dos lembretes" name="hora" value={value("hora", settings.hour)} error={errors.hora} />
          <SelectField label="Classe da Escola Sabatina" name="classe" defaultValue={value("classe", settings.sabbathClass)} error={errors.classe}>
            {Object.entries(SABBATH_CLASSES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium">Horário de silêncio</legend>
          <p className="text-sm text-muted">Nenhum lembrete chega nesse intervalo. Escolha a mesma hora nos dois para não ter silêncio.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <HourSelect
              label="Início do silêncio"
              name="silencioInicio"
              value={value("silencioInicio", settings.quietFrom)}
              error={errors.silencioInicio}
            />
            <HourSelect label="Fim do silêncio" name="silencioFim" value={value("silencioFim", settings.quietTo)} error={errors.silencioFim} />
          </div>
        </fieldset>
        <div className="grid gap-3">
          <div>
            <Button type="submit">Salvar lembretes</Button>
          </div>
          {!(errors.hora || errors.classe || errors.silencioInicio || errors.silencioFim) && (
            <AnswerNotice answer={mine} intent={REMINDERS_INTENT} firstField={false} />
          )}
        </div>
      </Form>
      <div className="mt-4 grid gap-3 border-t border-line pt-4">
        <h3 className="font-bold">Neste aparelho</h3>
        <ThisDevice publicKey={data.publicKey} endpoints={data.endpoints} />
        <p className="text-sm text-muted">
          {devices === 0
            ? "Nenhum aparelho recebe seus lembretes ainda."
            : `${count(devices, "aparelho recebe", "aparelhos recebem")} seus lembretes.`}
        </p>
        {devices > 0 && (
          <Form method="post" action={href("/perfil/lembretes")} preventScrollReset>
            <input type="hidden" name="intent" value="cancelar-todos" />
            <Button type="submit" variant="secondary">
              Desativar em todos os aparelhos
            </Button>
          </Form>
        )}
      </div>
    </Card>
  );
}
