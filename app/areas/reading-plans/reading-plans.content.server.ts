import { z } from "zod";
import { books, findBook } from "#app/areas/bible/books.ts";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { cached, loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { SLUG_PATTERN } from "#app/platform/site/slug.ts";
import { booksBetween, chapterRuns, chaptersOf, referencePart, spreadChapters, type PlanDay, type PlanSummary, type ReadingPlan } from "./plans.ts";

/** The ten reading plans. */
export const PLAN_COUNT = 10;
const DAYS_PER_WEEK = 7;

const bookId = z.string().refine((id) => findBook(id) !== undefined, "livro desconhecido (use o id do livro: gn, sl, mt…)");

const common = {
  id: z.string().regex(SLUG_PATTERN, "id em minúsculas, com hífens"),
  categoria: text,
  nivel: z.enum(["Iniciante", "Intermediário", "Avançado"]),
  titulo: text,
  descricao: text,
  duracao: z.string().regex(/^\d+ dias$/, "duração no formato 'N dias'"),
  tempoMedioDiario: z.string().regex(/^\d+ minutos$/, "tempo no formato 'N minutos'"),
};

const computed = z.strictObject({
  ...common,
  dias: z.number().int().min(1).max(366),
  livros: z.strictObject({ de: bookId, ate: bookId }),
  /** Authored reflections, one per day, instead of the book note and prompt. */
  reflexoes: z.array(text).optional(),
});
const authored = z.strictObject({
  ...common,
  licoes: z.array(z.strictObject({ leitura: z.array(bibleReference).min(1), reflexao: text })).min(1),
});

const schema = z.strictObject({
  lembretes: z.array(text).min(7),
  notasDosLivros: z.record(z.string(), text).superRefine((notes, ctx) => {
    for (const book of books) if (!notes[book.id]) ctx.addIssue({ code: "custom", path: [book.id], message: "falta a nota deste livro" });
    for (const id of Object.keys(notes)) if (!findBook(id)) ctx.addIssue({ code: "custom", path: [id], message: "livro desconhecido" });
  }),
  planos: z
    .array(z.union([computed, authored]))
    .length(PLAN_COUNT, `a lista precisa de ${PLAN_COUNT} planos`)
    .superRefine(uniqueBy((p: { id: string }) => p.id, "id"))
    .superRefine((plans, ctx) => {
      plans.forEach((plan, index) => {
        const days = "dias" in plan ? plan.dias : plan.licoes.length;
        if (plan.duracao !== `${days} dias`) ctx.addIssue({ code: "custom", path: [index, "duracao"], message: `o plano tem ${days} dias` });
        if ("livros" in plan) {
          const from = books.findIndex((b) => b.id === plan.livros.de);
          const to = books.findIndex((b) => b.id === plan.livros.ate);
          if (to < from) ctx.addIssue({ code: "custom", path: [index, "livros"], message: "o último livro vem antes do primeiro" });
          else if (chaptersOf(booksBetween(plan.livros.de, plan.livros.ate)).length < plan.dias)
            ctx.addIssue({ code: "custom", path: [index, "dias"], message: "mais dias que capítulos" });
          if (plan.reflexoes && plan.reflexoes.length !== plan.dias)
            ctx.addIssue({ code: "custom", path: [index, "reflexoes"], message: `são precisas ${plan.dias} reflexões, uma por dia` });
        }
      });
    }),
});

type PlansFile = z.infer<typeof schema>;

function buildPlan(file: PlansFile, plan: PlansFile["planos"][number]): ReadingPlan {
  let dias: PlanDay[];
  if ("livros" in plan) {
    const { lembretes, notasDosLivros } = file;
    dias = spreadChapters(chaptersOf(booksBetween(plan.livros.de, plan.livros.ate)), plan.dias).map((chapters, i) => {
      // The authored reflection, or the note of the book this day opens (or continues) and the day's prompt.
      const opened = chapters.find((c) => c.chapter === 1) ?? chapters[0]!;
      const reflexao = plan.reflexoes?.[i] ?? `${notasDosLivros[opened.book]} ${lembretes[i % lembretes.length]}`;
      return { dia: i + 1, leitura: chapterRuns(chapters), reflexao };
    });
  } else {
    dias = plan.licoes.map((licao, i) => ({ dia: i + 1, leitura: licao.leitura.map((r) => referencePart(r)!), reflexao: licao.reflexao }));
  }
  const { id, categoria, nivel, titulo, descricao, duracao, tempoMedioDiario } = plan;
  return { id, categoria, nivel, titulo, descricao, duracao, tempoMedioDiario, diasPorSemana: DAYS_PER_WEEK, licoes: dias.length, dias };
}

/** Every reading plan with its days computed or authored (content/reading-plans/plans.yaml). */
export function loadReadingPlans(): ReadingPlan[] {
  const file = loadContent("reading-plans/plans.yaml", schema);
  return cached("reading-plans/plans.built", () => file.planos.map((plan) => buildPlan(file, plan)));
}

export function planSummaries(): PlanSummary[] {
  return loadReadingPlans().map(({ dias: _days, ...summary }) => summary);
}

export function findReadingPlan(id: string | undefined): ReadingPlan | undefined {
  return id ? loadReadingPlans().find((p) => p.id === id) : undefined;
}
