import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { checkFields, formDone, formError, invalidForm, readFields } from "#app/platform/http/forms.server.ts";
import { dateRange, parseIsoDate } from "#app/platform/site/calendar.ts";
import { ImportFileField, ImportProblems } from "#app/platform/imports/ImportForm.tsx";
import { problemLines } from "#app/platform/imports/problems.ts";
import { IMPORT_FORM_BYTES, UPLOAD_BYTES } from "#app/platform/imports/upload-limits.ts";
import { postedFiles } from "#app/platform/imports/upload.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { importQuarterFiles, quarterFilesOfUpload } from "#app/areas/sabbath-school/lessons-import.server.ts";
import { listImportedQuarters, removeImportedQuarter } from "#app/areas/sabbath-school/quarters.store.server.ts";
import type { Route } from "./+types/admin.escola-sabatina";
import { count } from "#app/platform/site/count.ts";

/** /admin/escola-sabatina: real Sabbath School quarters, imported from a zip of the quarter's folder. The conference staff only: every church shares the quarters (a visitor goes to /login, anyone else gets 403). */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Escola Sabatina da igreja") }, { name: "robots", content: "noindex" }];

const period = (inicio: string, fim: string) => dateRange(parseIsoDate(inicio), parseIsoDate(fim));

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "conference");
  const quarters = await listImportedQuarters(getApp(args.context).db);
  return data(
    {
      quarters: quarters.map((q) => ({
        id: q.id,
        titulo: q.titulo,
        classe: q.categoria === "jovens" ? "Jovens" : "Adultos",
        periodo: period(q.inicio, q.fim),
        semanas: q.semanas.length,
        origem: q.source,
      })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const CHOOSE = "Escolha o arquivo .zip da pasta do trimestre.";
const importForm = z.object({
  intent: z.literal("importar", { message: "Ação desconhecida." }),
  arquivo: z
    .instanceof(File, { message: CHOOSE })
    .refine((f) => f.size > 0, CHOOSE)
    .refine((f) => /\.zip$/i.test(f.name), "O arquivo precisa ser um .zip com a pasta do trimestre (como 2026-04).")
    .refine((f) => f.size <= UPLOAD_BYTES, "O zip passa de 2,5 MB; deixe de fora imagens e comentários, ou use o comando npm run lessons:import."),
});
const removeForm = z.object({
  intent: z.literal("remover"),
  trimestre: z.string().regex(/^\d{4}-0[1-4](-cq)?$/, "Trimestre inválido."),
});
const actionForm = z.discriminatedUnion("intent", [importForm, removeForm], { message: "Ação desconhecida." });

/** Imports the quarters of a zip (checked whole: stored in one transaction, or refused with each file's reason, 400), or removes one. */
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, "conference");
  const { db } = getApp(args.context);
  const fields = await readFields(args.request, { maxBytes: IMPORT_FORM_BYTES });
  const form = checkFields(fields, actionForm);
  if (!form.ok) return invalidForm(form);
  if (form.data.intent === "remover") {
    if (!(await removeImportedQuarter(db, form.data.trimestre))) return formError("Este trimestre não está importado.", 404);
    return formDone({ removed: form.data.trimestre });
  }
  const file = form.data.arquivo;
  const name = file.name.slice(0, 200);
  const answer = await importQuarterFiles(db, quarterFilesOfUpload(await postedFiles([file])), name, new Date());
  if (!answer.ok) return invalidForm({ errors: { arquivo: problemLines(answer.problems).join("\n") } });
  return formDone({
    imported: answer.quarters.map(({ quarter, replaced }) => ({
      id: quarter.id,
      titulo: quarter.titulo,
      semanas: quarter.semanas.length,
      periodo: period(quarter.inicio, quarter.fim),
      replaced,
    })),
  });
}

export default function AdminSabbathSchool({ loaderData: { quarters }, actionData: answer }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const problems = answer?.errors?.arquivo?.split("\n") ?? [];
  const otherError = answer && !answer.ok ? (answer.formError ?? answer.errors.intent ?? answer.errors.trimestre ?? answer.errors.form) : undefined;
  return (
    <AdminPage
      width="4xl"
      title="Escola Sabatina da igreja"
      subtitle="Importe o trimestre da Escola Sabatina. Nas datas dele, a 'Lição de hoje', as semanas, os dias, a busca, as páginas offline e os lembretes seguem o trimestre importado; fora delas, os exemplos do portal."
    >
      <Card className="mb-8 p-4 sm:p-6">
        <h2 className="mb-2 text-xl font-bold">Importar um trimestre</h2>
        <p className="mb-2 break-words text-muted">
          Os trimestres em português ficam no repositório público sabbath-school-lessons, no GitHub (github.com/Adventech/sabbath-school-lessons), na
          pasta src/pt: 2026-04 é o 4º trimestre de 2026 dos Adultos, 2026-04-cq o dos Jovens. Baixe o repositório (botão “Code” → “Download ZIP”),
          descompacte-o e compacte de novo só as pastas dos trimestres que quiser (uma ou as duas lado a lado), sem as imagens se passar de 2,5 MB.
          Tudo é conferido antes: se um arquivo tiver problema, nada é importado.
        </p>
        <details className="mb-4 text-muted">
          <summary className="cursor-pointer py-3 font-medium">Formato dos arquivos</summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-sunken p-3 text-sm">
            {
              '2026-04/info.yml\n  title: "Tema do trimestre"\n  start_date: "03/10/2026"   (o primeiro dia da primeira semana)\n  end_date: "25/12/2026"     (o último dia da última semana)\n\n2026-04/01/info.yml\n  title: "Título da lição"\n  start_date: "03/10/2026"\n  end_date: "09/10/2026"\n\n2026-04/01/01.md\n  ---\n  title: Título do dia\n  date: 03/10/2026\n  ---\n  Texto do dia em Markdown.'
            }
          </pre>
          <p className="mt-2 text-sm">
            Uma pasta 2026-04 é a classe dos Adultos, com semanas de sábado a sexta-feira; 2026-04-cq, a dos Jovens, de domingo a sábado. Cada dia
            (01.md a 07.md) traz a sua data, e é ela que diz o dia da semana. Os comentários do professor, a história missionária e as imagens ficam
            de fora. Importar de novo o mesmo trimestre o substitui.
          </p>
        </details>
        {answer?.ok && "imported" in answer && answer.imported && (
          <div className="mb-4">
            <Notice tone="success">
              <ul className="grid gap-1">
                {answer.imported.map((q) => (
                  <li key={q.id}>
                    Trimestre {q.id} “{q.titulo}” {q.replaced ? "reimportado" : "importado"}: {count(q.semanas, "semana", "semanas")}, de {q.periodo}.
                  </li>
                ))}
              </ul>
            </Notice>
          </div>
        )}
        {answer?.ok && "removed" in answer && answer.removed && (
          <div className="mb-4">
            <Notice tone="success">Trimestre {answer.removed} removido.</Notice>
          </div>
        )}
        {otherError && (
          <div className="mb-4">
            <Notice tone="error">{otherError}</Notice>
          </div>
        )}
        <ImportProblems id="campo-arquivo-erro" problems={problems} />
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <input type="hidden" name="intent" value="importar" />
          <ImportFileField
            name="arquivo"
            label="Zip do trimestre"
            accept=".zip,application/zip"
            problems={problems}
            more="um zip maior vai pelo comando npm run lessons:import."
          />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? "Importando..." : "Importar"}
            </Button>
          </div>
        </Form>
      </Card>
      <h2 className="mb-3 text-xl font-bold">Trimestres importados ({quarters.length})</h2>
      {quarters.length === 0 ? (
        <p className="text-muted">Nenhum trimestre importado. Enquanto isso, a Escola Sabatina mostra as lições de exemplo do portal.</p>
      ) : (
        <ul className="grid gap-3">
          {quarters.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
              <span>
                <span className="block font-semibold">
                  {q.id} · {q.classe}: {q.titulo}
                </span>
                <small className="text-muted">
                  {count(q.semanas, "semana", "semanas")}, de {q.periodo} · {q.origem}
                </small>
              </span>
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="intent" value="remover" />
                <input type="hidden" name="trimestre" value={q.id} />
                <Button type="submit" variant="secondary" aria-label={`Remover o trimestre ${q.id}`}>
                  Remover
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
