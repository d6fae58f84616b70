import { data, Form, href, useNavigation } from "react-router";
import { z } from "zod";
import { BackLink } from "#app/components/ui/BackLink.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { inputClass } from "#app/components/ui/FormField.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { checkFields, formDone, invalidForm, readFields } from "#app/platform/http/forms.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { IMPORT_LIMITS, problemLines } from "#app/areas/hymnal/hymn-import.ts";
import { expandHymnZips, importHymnFiles } from "#app/areas/hymnal/hymnal-import.server.ts";
import { listImportedHymns } from "#app/areas/hymnal/hymnal.store.server.ts";
import type { Route } from "./+types/admin.hinario";

/** /admin/hinario: the church's own hymnal, imported from OpenLyrics or plain-text files. Admins only (a visitor goes to /login, a member gets 403). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Hinário da igreja") }, { name: "robots", content: "noindex" }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const hymns = await listImportedHymns(getApp(args.context).db);
  return data(
    { hymns: hymns.map((h) => ({ numero: h.numero, titulo: h.titulo, comLetra: h.estrofes.length > 0 || h.coro !== null, arquivo: h.arquivo })) },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * What one upload may carry: under the server's cap on any body (3 MB, server/body-limit.ts),
 * envelope included. A larger hymnal goes in parts (re-importing adds and updates) or by
 * `npm run hymnal:import` (up to IMPORT_LIMITS.totalBytes).
 */
const UPLOAD_BYTES = 2.5 * 1024 * 1024;
const IMPORT_FORM_BYTES = UPLOAD_BYTES + 256 * 1024;

const CHOOSE = "Escolha um ou mais arquivos .xml (OpenLyrics) ou .txt, ou um .zip com eles.";
const file = z.instanceof(File, { message: CHOOSE });
const importForm = z.object({
  arquivos: z
    .union([file, z.array(file)], { message: CHOOSE })
    .transform((files) => (Array.isArray(files) ? files : [files]).filter((f) => f.name !== "" || f.size > 0))
    .refine((files) => files.length > 0, CHOOSE),
  substituir: z
    .literal("1", { message: "Valor inválido." })
    .optional()
    .transform((v) => v === "1"),
});

/** Reads every posted file, checks them all, and imports them in one transaction or refuses the whole set with each file's reason (400). */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args);
  const fields = await readFields(args.request, { maxBytes: IMPORT_FORM_BYTES });
  const form = checkFields(fields, importForm);
  if (!form.ok) return invalidForm(form);
  const posted = await Promise.all(
    form.data.arquivos.map(async (f) => ({ name: f.name.slice(0, 200) || "(sem nome)", bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  const { files, problems } = expandHymnZips(posted);
  const answer = await importHymnFiles(getApp(args.context).db, files, { replace: form.data.substituir }, new Date(), problems);
  if (!answer.ok) return invalidForm({ errors: { arquivos: problemLines(answer.problems).join("\n") } });
  return formDone({ hymns: answer.hymns, ...answer.outcome, replaced: form.data.substituir });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function AdminHymnal({ loaderData: { hymns }, actionData: answer }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const problems = answer?.errors?.arquivos?.split("\n") ?? [];
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={href("/admin")} className="mb-4">
        Administração
      </BackLink>
      <PageHeader
        title="Hinário da igreja"
        subtitle="Importe os hinos que a igreja tem o direito de usar. Eles aparecem no Hinário, na projeção, na busca e offline, no lugar dos exemplos de mesmo número."
      />
      <Card className="mb-8 p-4 sm:p-6">
        <h2 className="mb-2 text-xl font-bold">Importar hinos</h2>
        <p className="mb-2 text-gray-700 dark:text-gray-300">
          Arquivos OpenLyrics (.xml, exportados pelo OpenLP e outros) ou texto simples (.txt), um hino por arquivo; selecione vários de uma vez ou
          envie um .zip com eles. Tudo é conferido antes: se um arquivo tiver problema, nada é importado.
        </p>
        <details className="mb-4 text-gray-700 dark:text-gray-300">
          <summary className="cursor-pointer font-medium">Formato do texto simples</summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-gray-100 p-3 text-sm dark:bg-gray-900">
            {
              "301 - Título do hino\nAutor: Nome do autor\nCopyright: © Ano Detentor\n\nPrimeira estrofe, linha 1\nlinha 2\n\nCoro:\nLinhas do coro\n\nSegunda estrofe..."
            }
          </pre>
          <p className="mt-2 text-sm">
            A primeira linha traz o número e o título; Autor e Copyright são opcionais; as estrofes se separam por uma linha em branco; o bloco que
            começa com «Coro:» é o coro, cantado depois de cada estrofe.
          </p>
        </details>
        {answer?.ok && (
          <div className="mb-4">
            <Notice tone="success">
              {plural(answer.hymns, "hino importado", "hinos importados")}: {plural(answer.created, "novo", "novos")},{" "}
              {plural(answer.updated, "atualizado", "atualizados")}
              {answer.replaced && `, ${plural(answer.removed, "removido", "removidos")}`}.
            </Notice>
          </div>
        )}
        {problems.length > 0 && (
          <div className="mb-4">
            <Notice tone="error">
              <p className="font-semibold">Nada foi importado. Corrija {problems.length === 1 ? "o problema" : `os ${problems.length} problemas`}:</p>
              <ul id="campo-arquivos-erro" className="mt-1 list-disc pl-5">
                {problems.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Notice>
          </div>
        )}
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <div className="grid gap-1">
            <label htmlFor="campo-arquivos" className="font-medium">
              Arquivos dos hinos
            </label>
            <input
              id="campo-arquivos"
              name="arquivos"
              type="file"
              multiple
              required
              accept=".xml,.txt,.zip,application/xml,text/xml,text/plain,application/zip"
              aria-invalid={problems.length ? true : undefined}
              aria-describedby={problems.length ? "campo-arquivos-erro" : undefined}
              className={inputClass}
            />
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Até 2,5 MB por envio e {IMPORT_LIMITS.fileBytes / 1024} KB por arquivo; um hinário maior vai em partes (importar de novo um número
              atualiza o hino) ou pelo comando npm run hymnal:import.
            </p>
          </div>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="substituir" value="1" className="mt-1 size-4" />
            <span>Substituir todo o hinário importado por estes arquivos (os hinos importados antes que não estiverem aqui saem).</span>
          </label>
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Importando..." : "Importar"}
            </Button>
          </div>
        </Form>
      </Card>
      <h2 className="mb-3 text-xl font-bold">Hinos importados ({hymns.length})</h2>
      {hymns.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">Nenhum hino importado. Enquanto isso, o Hinário mostra os exemplos do portal.</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {hymns.map((h) => (
            <li key={h.numero}>
              <PageLink
                to={href("/hinario/:numero", { numero: String(h.numero) })}
                className="font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {h.numero}. {h.titulo}
              </PageLink>{" "}
              <small className="text-gray-700 dark:text-gray-300">
                {h.comLetra ? "com letra" : "sem letra"} · {h.arquivo}
              </small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
