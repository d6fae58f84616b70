import { Form, href } from "react-router";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { FormField, inputClass } from "#app/components/ui/FormField.tsx";
import { AnswerNotice } from "#app/components/ui/AnswerNotice.tsx";
import { CHURCH_MAX, PHONE_MAX, ROLE_MAX } from "./profile-fields.ts";
import type { ProfileActionResult } from "./profile-results.ts";

/** A profile form's answer above it (its fields' messages are beside them). */
export function ResultNotice({ result, intents }: { result: ProfileActionResult | undefined; intents: string[] }) {
  return <AnswerNotice answer={result} intent={intents} firstField={false} />;
}

export interface InfoFields {
  name: string;
  email: string;
  age: number;
  phone: string | null;
  birthDate: string | null;
  birthDateLabel: string | null;
  church: string | null;
  role: string | null;
}

export function InfoTab({ info, editing, result }: { info: InfoFields; editing: boolean; result: ProfileActionResult | undefined }) {
  if (!editing) {
    const rows: Array<[string, string | number | null]> = [
      ["Nome", info.name],
      ["E-mail", info.email],
      ["Idade", info.age],
      ["Telefone", info.phone],
      ["Data de nascimento", info.birthDateLabel],
      ["Igreja", info.church],
      ["Cargo", info.role],
    ];
    return (
      <Card>
        <h2 className="mb-3 text-xl font-bold">Informações</h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium wrap-anywhere">{value ?? "Não informado"}</dd>
            </div>
          ))}
        </dl>
      </Card>
    );
  }
  const errors = result?.intent === "perfil" ? (result.errors ?? {}) : {};
  const typed = result?.intent === "perfil" ? result.values : undefined;
  return (
    <div className="grid gap-4">
      <Card>
        <h2 className="mb-3 text-xl font-bold">Editar perfil</h2>
        <ResultNotice result={result} intents={["perfil"]} />
        <Form method="post" action={href("/perfil") + "?tab=info&editar=1"} className="grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="perfil" />
          <FormField label="Nome" name="nome" required maxLength={100} defaultValue={typed?.nome ?? info.name} error={errors.nome} />
          <FormField
            label="E-mail"
            name="email-somente-leitura"
            type="email"
            readOnly
            value={info.email}
            hint="Para trocar o e-mail, use a aba Config."
          />
          <FormField
            label="Telefone"
            name="telefone"
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX}
            defaultValue={typed?.telefone ?? info.phone ?? ""}
            error={errors.telefone}
          />
          <FormField
            label="Data de nascimento"
            name="dataNascimento"
            type="date"
            defaultValue={typed?.dataNascimento ?? info.birthDate ?? ""}
            error={errors.dataNascimento}
          />
          <FormField label="Igreja" name="igreja" maxLength={CHURCH_MAX} defaultValue={typed?.igreja ?? info.church ?? ""} error={errors.igreja} />
          <FormField label="Cargo" name="cargo" maxLength={ROLE_MAX} defaultValue={typed?.cargo ?? info.role ?? ""} error={errors.cargo} />
          <div className="sm:col-span-2">
            <Button type="submit">Salvar</Button>
          </div>
        </Form>
      </Card>
      <Card>
        <h2 className="mb-3 text-xl font-bold">Foto do perfil</h2>
        <form method="post" action={href("/perfil/foto")} encType="multipart/form-data" className="grid gap-3">
          <label htmlFor="campo-foto" className="font-medium">
            Escolha uma foto (JPEG, PNG ou WebP, até 2 MB)
          </label>
          <input id="campo-foto" name="foto" type="file" required accept="image/jpeg,image/png,image/webp" className={inputClass} />
          <div>
            <Button type="submit">Enviar foto</Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

export interface HistoryRow {
  id: string;
  title: string;
  reference: string;
  date: string;
  href: string | null;
}

export function HistoryTab({ items }: { items: HistoryRow[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold">Histórico de leitura</h2>
      {items.length === 0 ? (
        <p>
          Você ainda não leu nenhum capítulo. Que tal começar pela{" "}
          <PageLink to={href("/biblia")} className="font-semibold text-accent underline">
            Bíblia
          </PageLink>
          ?
        </p>
      ) : (
        <ol className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4 py-2">
              {item.href ? (
                <PageLink to={item.href} className="font-medium text-accent underline">
                  {item.title}
                </PageLink>
              ) : (
                <span className="font-medium">{item.title}</span>
              )}
              <span className="text-sm text-muted">{item.date}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export interface BookmarkRow {
  key: string;
  reference: string;
  text: string;
  href: string;
  date: string;
}

export function BookmarksTab({ bookmarks }: { bookmarks: BookmarkRow[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold">Versículos marcados</h2>
      {bookmarks.length === 0 ? (
        <p>Nenhum versículo marcado ainda. Toque no coração ao lado de um versículo para guardá-lo aqui.</p>
      ) : (
        <ul className="grid gap-3">
          {bookmarks.map((b) => (
            <li key={b.key} className="rounded-lg border border-line p-3">
              <PageLink to={b.href} className="font-semibold text-accent underline">
                {b.reference}
              </PageLink>
              <p className="mt-1">{b.text}</p>
              <p className="mt-1 text-sm text-muted">{b.date}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
