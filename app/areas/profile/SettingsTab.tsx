import { Download } from "lucide-react";
import { Form, href } from "react-router";
import { Button, buttonClass } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField, inputClass } from "#app/components/ui/FormField.tsx";
import { ThemeMenu } from "#app/platform/themes/ThemeMenu.tsx";
import { LOGOUT_QUESTION, LogoutButton } from "#app/areas/accounts/LogoutButton.tsx";
import { AccountAccessCard } from "#app/areas/accounts/AccountAccessCard.tsx";
import { RemindersCard } from "#app/areas/reminders/RemindersCard.tsx";
import { NotificationMailCard } from "#app/areas/notifications/NotificationMailCard.tsx";
import type { NotificationKind } from "#app/areas/notifications/notifications.ts";
import type { RemindersCardData } from "#app/areas/reminders/reminders.ts";
import type { ThemePreference } from "#app/platform/themes/themes.ts";
import type { Profile } from "./profile.store.server.ts";
import { FONT_SIZES } from "./profile-fields.ts";
import type { ProfileActionResult } from "./profile-results.ts";
import { ResultNotice } from "./ProfileTabs.tsx";

function Row({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-3 last:border-0">
      <h3 className="font-medium">{title}</h3>
      {children}
    </div>
  );
}

/** The profile's settings, saved on the server (the theme stays in the browser's cookies). */
export interface SessionRow {
  device: string;
  lastUsed: string;
  current: boolean;
}

/** The member's active sessions, and 'Sair de todos os dispositivos'. */
function SessionsCard({ sessions }: { sessions: SessionRow[] }) {
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">Dispositivos conectados</h2>
      <p className="mb-3 text-muted">Onde sua conta está aberta agora. Se não reconhecer algum, saia de todos e troque sua senha.</p>
      <ul className="mb-3 grid gap-2">
        {sessions.map((session, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-2 rounded-lg border border-line px-3 py-2">
            <span className="font-medium">
              {session.device}
              {session.current && <span className="ml-2 text-sm font-normal text-accent">(este dispositivo)</span>}
            </span>
            <span className="text-sm text-muted">Último uso: {session.lastUsed}</span>
          </li>
        ))}
      </ul>
      <Form method="post" action={href("/perfil/sessoes")}>
        <Button type="submit" variant="secondary">
          Sair de todos os dispositivos
        </Button>
      </Form>
    </Card>
  );
}

export function SettingsTab({
  preferences,
  account,
  theme,
  sessions,
  reminders,
  noticeMailOff,
  result,
}: {
  preferences: Profile["preferences"];
  account: { email: string; confirmed: boolean };
  theme: ThemePreference;
  sessions: SessionRow[];
  /** Null where this portal offers no reminders. */
  reminders: RemindersCardData | null;
  /** The kinds of notice the member gets no e-mail for. */
  noticeMailOff: readonly NotificationKind[];
  result: ProfileActionResult | undefined;
}) {
  return (
    <div className="grid gap-4">
      <Card>
        <h2 className="mb-1 text-xl font-bold">Configurações</h2>
        <ResultNotice result={result} intents={["versao", "notificacoes", "devocional", "config"]} />
        <Row title="Tema">
          <ThemeMenu theme={theme} />
        </Row>
        <Row title="Versão da Bíblia">
          <Form method="post" action={href("/perfil") + "?tab=settings"}>
            <input type="hidden" name="intent" value="versao" />
            <button
              type="submit"
              className={buttonClass("secondary")}
              aria-label={`Versão da Bíblia: ${preferences.bibleVersion.toUpperCase()}. Trocar versão`}
            >
              {preferences.bibleVersion.toUpperCase()}
            </button>
          </Form>
        </Row>
        <Form method="post" action={href("/perfil") + "?tab=settings"} className="grid gap-4 pt-3 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="config" />
          <div className="grid gap-1">
            <label htmlFor="campo-fontSize" className="font-medium">
              Tamanho da fonte
            </label>
            <select id="campo-fontSize" name="fontSize" defaultValue={preferences.fontSize} className={inputClass}>
              {Object.entries(FONT_SIZES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {/* Notifications, the daily devotional and the daily goal stay stored but are not offered until reminders use them (decision 0026). */}
          <input type="hidden" name="dailyGoal" value={preferences.dailyGoal} />
          <div className="sm:col-span-2">
            <Button type="submit">Salvar configurações</Button>
          </div>
        </Form>
      </Card>
      {reminders && <RemindersCard data={reminders} result={result} />}
      <NotificationMailCard off={noticeMailOff} result={result} />
      <AccountAccessCard email={account.email} confirmed={account.confirmed} result={result} />
      <SessionsCard sessions={sessions} />
      <Card>
        <h2 className="mb-2 text-xl font-bold">Seus dados</h2>
        <p className="mb-3 text-muted">Baixe uma cópia de tudo o que guardamos sobre você, em um arquivo JSON.</p>
        <a href={href("/perfil/dados")} download className={buttonClass("secondary")}>
          <Download className="size-5" aria-hidden="true" />
          Baixar meus dados
        </a>
      </Card>
      <Card>
        <h2 className="mb-2 text-xl font-bold">Excluir minha conta</h2>
        <p className="mb-3 text-muted">
          Sua conta e todos os seus dados (histórico, marcadores, notas, foto e preferências) serão apagados para sempre. Confirme com sua senha.
        </p>
        <ResultNotice result={result} intents={["excluir-conta"]} />
        <Form method="post" action={href("/perfil/conta")} className="mt-3 grid gap-3 sm:max-w-sm">
          <input type="hidden" name="intent" value="excluir-conta" />
          <FormField label="Sua senha" name="senha" id="campo-senha-exclusao" type="password" autoComplete="current-password" required />
          <div>
            <Button type="submit" variant="danger">
              Excluir minha conta
            </Button>
          </div>
        </Form>
      </Card>
      <Card>
        <Row title="Sair da conta">
          <LogoutButton question={LOGOUT_QUESTION.profile} className={buttonClass("ghost")} />
        </Row>
      </Card>
    </div>
  );
}
