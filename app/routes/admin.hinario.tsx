import { useState } from "react";
import { data, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage } from "#app/components/ui/AdminPage.tsx";
import { Card } from "#app/components/ui/Card.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { checkFields, formDone, formError, invalidForm, readFields } from "#app/platform/http/forms.server.ts";
import { ImportProblems } from "#app/platform/imports/ImportForm.tsx";
import { problemLines } from "#app/platform/imports/problems.ts";
import { IMPORT_FORM_BYTES } from "#app/platform/imports/upload-limits.ts";
import { postedFiles } from "#app/platform/imports/upload.server.ts";
import { documentTitle } from "#app/platform/site/pages.ts";
import { actingChurchView } from "#app/areas/accounts/acting-church.ts";
import { ADMIN_HEADERS, requireAdmin } from "#app/areas/accounts/guards.server.ts";
import { IMPORT_LIMITS, replacementText, type Numbering } from "#app/areas/hymnal/hymn-import.ts";
import { HymnImportDone } from "#app/areas/hymnal/HymnImportDone.tsx";
import { HymnImportForm } from "#app/areas/hymnal/HymnImportForm.tsx";
import { HymnImportHelp } from "#app/areas/hymnal/HymnImportHelp.tsx";
import { ImportedHymnList } from "#app/areas/hymnal/ImportedHymnList.tsx";
import { HymnImportPreview, type HymnPreviewData } from "#app/areas/hymnal/HymnImportPreview.tsx";
import { hymnFilesOfUpload, importHymns, previewHymnFiles } from "#app/areas/hymnal/hymnal-import.server.ts";
import { listImportedHymns, type HymnScope } from "#app/areas/hymnal/hymnal.store.server.ts";
import { churchesForDuty } from "#app/areas/accounts/roles.store.server.ts";
import type { Route } from "./+types/admin.hinario";

/**
 * /admin/hinario: the church's own hymnal, imported from OpenLyrics or plain-text files, for the
 * church acted for (its communication; a visitor goes to /login, a member without it gets 403).
 * The conference's staff may also import for every church of the conference (decision 0065).
 */
export const meta: Route.MetaFunction = () => [{ title: documentTitle("Hinário da igreja") }, { name: "robots", content: "noindex" }];

/** Whether the account holds the conference's staff role: only then may it import for every church. */
async function conferenceStaff(db: Parameters<typeof churchesForDuty>[0], userId: string): Promise<boolean> {
  return (await churchesForDuty(db, userId, "conference")).length > 0;
}

/** The scope an import goes to: every church only when the staff chose it, else the church acted for. */
const scopeOf = (staff: boolean, fields: Record<string, unknown>): HymnScope => (staff && fields.todasAsIgrejas === "1" ? "conference" : "church");

const listed = (h: { numero: number; titulo: string; estrofes: string[]; coro: string | null; arquivo: string }) => ({
  numero: h.numero,
  titulo: h.titulo,
  comLetra: h.estrofes.length > 0 || h.coro !== null,
  arquivo: h.arquivo,
});

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "communication");
  const { user, church } = admin;
  const { db } = getApp(args.context);
  const staff = await conferenceStaff(db, user.id);
  const hymns = await listImportedHymns(db, church, "church");
  const everyChurch = staff ? await listImportedHymns(db, church, "conference") : [];
  return data({ acting: actingChurchView(admin), hymns: hymns.map(listed), everyChurch: everyChurch.map(listed), staff }, { headers: ADMIN_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const CHOOSE = "Escolha um ou mais arquivos .xml (OpenLyrics), .txt ou .json (lista de hinos), ou um .zip com eles.";
const file = z.instanceof(File, { message: CHOOSE });
const checkForm = z
  .object({
    intent: z.literal("conferir"),
    arquivos: z
      .union([file, z.array(file)], { message: CHOOSE })
      .transform((files) => (Array.isArray(files) ? files : [files]).filter((f) => f.name !== "" || f.size > 0))
      .refine((files) => files.length > 0, CHOOSE),
    numeracao: z.enum(["arquivo", "hinario", "nome", "ordem"], { message: "Escolha de onde vêm os números." }),
    hinario: z.string().trim().max(IMPORT_LIMITS.title, "Nome de hinário longo demais.").optional(),
    inicio: z.string().trim().optional(),
  })
  .transform((form, ctx): { arquivos: File[]; numbering: Numbering } => {
    if (form.numeracao === "hinario") {
      if (!form.hinario) ctx.addIssue({ code: "custom", path: ["hinario"], message: "Escreva o nome do hinário, como aparece nos arquivos." });
      return { arquivos: form.arquivos, numbering: { from: "hinario", nome: form.hinario ?? "" } };
    }
    if (form.numeracao === "ordem") {
      const start = /^\d{1,4}$/.test(form.inicio ?? "") ? Number(form.inicio) : 0;
      if (start < 1 || start > IMPORT_LIMITS.number)
        ctx.addIssue({ code: "custom", path: ["inicio"], message: `O primeiro número vai de 1 a ${IMPORT_LIMITS.number}.` });
      return { arquivos: form.arquivos, numbering: { from: "ordem", inicio: start } };
    }
    return { arquivos: form.arquivos, numbering: { from: form.numeracao } };
  });

/** The hymns' text as the preview posts it back (the numbers come apart, as the admin left them). */
const line = z.string().max(20_000);
const payload = z.array(
  z.object({
    titulo: z.string().max(IMPORT_LIMITS.title * 2),
    estrofes: z.array(line).max(IMPORT_LIMITS.stanzas * 2),
    coro: line.nullable(),
    autor: z
      .string()
      .max(IMPORT_LIMITS.author * 2)
      .nullable(),
    copyright: z
      .string()
      .max(IMPORT_LIMITS.copyright * 2)
      .nullable(),
    arquivo: z.string().max(400),
  }),
);
const EXPIRED = "A prévia não pôde ser lida. Envie os arquivos de novo.";
const importForm = z.object({
  intent: z.literal("importar"),
  hinos: z
    .string({ message: EXPIRED })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: EXPIRED });
        return z.NEVER;
      }
    })
    .pipe(payload.min(1, EXPIRED).max(IMPORT_LIMITS.hymns, EXPIRED)),
  numero: z
    .union([z.string(), z.array(z.string())], { message: "Falta o número dos hinos." })
    .transform((v) => (Array.isArray(v) ? v : [v]).map((n) => n.trim())),
  substituir: z
    .literal("1", { message: "Valor inválido." })
    .optional()
    .transform((v) => v === "1"),
});

/** The first sung line of a hymn, for the preview. */
const firstLine = (h: { estrofes: string[]; coro: string | null }) => (h.estrofes[0] ?? h.coro ?? "").split("\n")[0]!;

/**
 * Two steps (decision 0053): `conferir` reads every posted file and shows the preview (400 with
 * each file's reason when one cannot be read, nothing stored); `importar` stores the previewed
 * hymns with the numbers the admin kept or typed, in one transaction, or refuses the whole set
 * with each reason (400).
 */
export async function action(args: Route.ActionArgs) {
  const { user, church } = await requireAdmin(args, "communication");
  const { db } = getApp(args.context);
  const fields = await readFields(args.request, { maxBytes: IMPORT_FORM_BYTES });
  if (fields.intent !== "conferir" && fields.intent !== "importar") return formError("Ação desconhecida.", 400);
  const scope = scopeOf(await conferenceStaff(db, user.id), fields);
  if (fields.intent === "conferir") {
    const form = checkFields(fields, checkForm);
    if (!form.ok) return invalidForm(form);
    const preview = await previewHymnFiles(db, church, hymnFilesOfUpload(await postedFiles(form.data.arquivos)), form.data.numbering, scope);
    if (!preview.ok) return invalidForm({ errors: { arquivos: problemLines(preview.problems).join("\n") } });
    const data: HymnPreviewData = {
      rows: preview.hymns.map((h) => ({ arquivo: h.arquivo, titulo: h.titulo, primeiraLinha: firstLine(h), numero: h.numero, origem: h.origem })),
      payload: JSON.stringify(
        preview.hymns.map((h) => ({
          titulo: h.titulo,
          estrofes: h.estrofes,
          coro: h.coro,
          autor: h.autor,
          copyright: h.copyright,
          arquivo: h.arquivo,
        })),
      ),
      songbooks: preview.songbooks,
      taken: [...preview.taken].map(([n, t]) => [n, t.titulo, t.importado]),
      everyChurch: scope === "conference",
    };
    return formDone({ preview: data });
  }
  const form = checkFields(fields, importForm);
  if (!form.ok) return invalidForm(form);
  const { hinos, numero, substituir } = form.data;
  if (numero.length !== hinos.length) return invalidForm({ errors: { numero: EXPIRED } });
  const bad = numero.findIndex((n) => !/^\d{1,4}$/.test(n));
  if (bad >= 0) return invalidForm({ errors: { numero: `${hinos[bad]!.arquivo}: o número precisa ser um inteiro de 1 a ${IMPORT_LIMITS.number}` } });
  const answer = await importHymns(
    db,
    church,
    hinos.map((h, i) => ({ ...h, numero: Number(numero[i]) })),
    { replace: substituir, scope },
    new Date(),
  );
  if (!answer.ok) return invalidForm({ errors: { numero: problemLines(answer.problems).join("\n") } });
  return formDone({ imported: { hymns: answer.hymns, ...answer.outcome, replaced: substituir, replacements: answer.replaced.map(replacementText) } });
}

export default function AdminHymnal({ loaderData: { hymns, everyChurch, staff, acting }, actionData: answer }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const posted = navigation.formData?.get("intent");
  const fresh = answer?.ok && "preview" in answer ? answer.preview : undefined;
  // A refused import keeps its preview (and the numbers typed in it) on the page.
  const [kept, setKept] = useState<HymnPreviewData | undefined>(fresh);
  const [freshSeen, setFreshSeen] = useState(fresh);
  if (fresh !== freshSeen) {
    setFreshSeen(fresh);
    if (fresh) setKept(fresh);
  }
  const imported = answer?.ok && "imported" in answer ? answer.imported : undefined;
  const preview = imported ? undefined : (fresh ?? kept);
  const errors = answer && !answer.ok ? answer.errors : {};
  const fileProblems = errors.arquivos?.split("\n") ?? [];
  const importProblems = errors.numero?.split("\n") ?? [];
  const otherError = answer && !answer.ok ? (answer.formError ?? errors.intent ?? errors.hinos ?? errors.form) : undefined;
  return (
    <AdminPage
      acting={acting}
      width="4xl"
      title="Hinário da igreja"
      subtitle="Importe os hinos que a igreja tem o direito de usar. Eles aparecem no Hinário, na projeção, na busca e offline, no lugar dos exemplos de mesmo número."
    >
      <Card className="mb-8 p-4 sm:p-6">
        <h2 className="mb-2 text-xl font-bold">Importar hinos</h2>
        <HymnImportHelp />
        {imported && <HymnImportDone imported={imported} />}
        {otherError && (
          <div className="mb-4">
            <Notice tone="error">{otherError}</Notice>
          </div>
        )}
        <ImportProblems id="campo-arquivos-erro" problems={fileProblems} />
        <ImportProblems id="previa-erro" problems={importProblems} />
        {preview && (
          <div className="mb-6 border-b border-line pb-6">
            <HymnImportPreview preview={preview} busy={busy && posted === "importar"} />
          </div>
        )}
        <HymnImportForm errors={errors} fileProblems={fileProblems} busy={busy} reading={busy && posted === "conferir"} conferenceStaff={staff} />
      </Card>
      <ImportedHymnList hymns={hymns} />
      {everyChurch.length > 0 && (
        <div className="mt-8">
          <ImportedHymnList hymns={everyChurch} title="Hinos de todas as igrejas da associação" />
        </div>
      )}
    </AdminPage>
  );
}
