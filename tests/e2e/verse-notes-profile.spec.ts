import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { gotoHydrated, hydrated } from "../support/hydration.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";

/** Notes and highlights made on verses are kept in one place: Perfil › Notas. */
const verse = (page: Page, n: number) => page.locator(`#v${n}`);
const bar = (page: Page) => page.getByRole("region", { name: "Versículos selecionados" });
const marksSaved = (page: Page) => page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/anotacoes"));

async function select(page: Page, ...verses: number[]) {
  for (const n of verses) await verse(page, n).getByRole("button").click();
}

test("a note on Jo 3:16 and highlights show in Perfil › Notas, link back, and are edited and deleted there", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, await createMember("Marta Leitora"));
  await gotoHydrated(page, "/biblia/jo/3?versao=ACF");
  await select(page, 16);
  await bar(page).getByRole("button", { name: "Nota em Jo 3:16" }).click();
  await page.getByRole("dialog", { name: "Nota em Jo 3:16" }).getByLabel("Sua nota").fill("O amor que dá o Filho.");
  let saved = marksSaved(page);
  await page.getByRole("dialog", { name: "Nota em Jo 3:16" }).getByRole("button", { name: "Salvar nota" }).click();
  expect((await saved).ok()).toBe(true);
  await select(page, 17, 18);
  saved = marksSaved(page);
  await bar(page).getByRole("button", { name: "Destacar em verde" }).click();
  expect((await saved).ok()).toBe(true);
  await select(page, 20);
  saved = marksSaved(page);
  await bar(page).getByRole("button", { name: "Destacar em amarelo" }).click();
  expect((await saved).ok()).toBe(true);

  await gotoHydrated(page, "/perfil?tab=notes");
  const notes = page.getByRole("list", { name: "Notas nos versículos" });
  const note = notes.getByRole("article", { name: "Nota em João 3:16" });
  await expect(note).toContainText("O amor que dá o Filho.");
  await expect(note).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(note.getByRole("link", { name: "João 3:16" })).toHaveAttribute("href", "/biblia/jo/3#v16");
  await expect(page.getByText("Você ainda não tem notas.")).toHaveCount(0);
  // Highlights by colour, in the palette's order.
  const yellow = page.getByRole("list", { name: "Destaques em amarelo" });
  const green = page.getByRole("list", { name: "Destaques em verde" });
  await expect(yellow.getByRole("link")).toHaveText(["João 3:20"]);
  await expect(green.getByRole("link")).toHaveText(["João 3:17", "João 3:18"]);
  await expect(page.getByRole("heading", { level: 3 }).filter({ hasText: /^(Amarelo|Verde)$/ })).toHaveText(["Amarelo", "Verde"]);
  await expectNoSeriousA11yViolations(page);

  // Edited and deleted in the lists.
  await note.getByText("Editar").click();
  await note.getByRole("textbox", { name: "Nota em João 3:16" }).fill("Deus amou o mundo de tal maneira.");
  await note.getByRole("button", { name: "Salvar nota" }).click();
  await expect(page.getByText("Nota salva.")).toBeVisible();
  await expect(notes.getByRole("article", { name: "Nota em João 3:16" })).toContainText("Deus amou o mundo de tal maneira.");
  await page.getByRole("button", { name: "Remover o destaque de João 3:17" }).click();
  await expect(page.getByText("Destaque removido.")).toBeVisible();
  await expect(green.getByRole("link")).toHaveText(["João 3:18"]);
  await page.getByLabel("Cor de João 3:18", { exact: true }).selectOption("rosa");
  await page.getByRole("button", { name: "Mudar a cor de João 3:18" }).click();
  await expect(page.getByText("Cor do destaque alterada.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Destaques em rosa" }).getByRole("link")).toHaveText(["João 3:18"]);
  await expect(green).toHaveCount(0);

  // Back to the verse: the chapter opens there, with what was changed in the profile.
  await notes.getByRole("link", { name: "João 3:16" }).click();
  await expect(page).toHaveURL(/\/biblia\/jo\/3#v16$/);
  await expect(verse(page, 16)).toContainText("Deus amou o mundo de tal maneira.");
  await expect(verse(page, 16)).toBeInViewport();
  await expect(verse(page, 17)).not.toHaveAttribute("data-cor", /.+/);
  await expect(verse(page, 18)).toHaveAttribute("data-cor", "rosa");

  // Both are in the member's data export.
  const exported = (await (await page.request.get(`${baseURL}/perfil/dados`)).json()) as { tables: Record<string, Array<Record<string, unknown>>> };
  expect(exported.tables.verse_marks!.map((m) => `${m.verse} ${m.color} ${m.note}`).sort()).toEqual([
    "16 null Deus amou o mundo de tal maneira.",
    "18 rosa null",
    "20 amarelo null",
  ]);

  await page.goto("/perfil?tab=notes");
  await hydrated(page);
  await page.getByRole("button", { name: "Excluir a nota em João 3:16" }).click();
  await expect(page.getByText("Nota excluída.")).toBeVisible();
  await expect(page.getByText("Você ainda não tem notas.")).toBeVisible();
  await expect(page.getByRole("article", { name: "Nota em João 3:16" })).toHaveCount(0);
});

test("many verse notes come a page at a time; bad posts from the lists change nothing", async ({ page, context, baseURL }) => {
  const id = await createMember("Rui Anotador");
  const db = testDatabase();
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
  await db
    .insertInto("verse_marks")
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        user_id: id,
        book: "sl",
        chapter: 119,
        verse: i + 1,
        color: null,
        note: `Nota ${i + 1}`,
        updated_at: at(i),
      })),
    )
    .execute();
  await db.destroy();
  await logInAs(context, baseURL!, id);
  await page.goto("/perfil?tab=notes");
  const notes = page.getByRole("list", { name: "Notas nos versículos" });
  await expect(notes.getByRole("article")).toHaveCount(20);
  // Newest first.
  await expect(notes.getByRole("article").first()).toHaveAccessibleName("Nota em Salmos 119:25");
  const pages = page.getByRole("navigation", { name: "Páginas das notas nos versículos" });
  await expect(pages).toContainText("Página 1 de 2");
  await pages.getByRole("link", { name: "Mais antigas" }).click();
  await expect(pages).toContainText("Página 2 de 2");
  await expect(notes.getByRole("article")).toHaveCount(5);
  await expect(notes.getByRole("article").last()).toHaveAccessibleName("Nota em Salmos 119:1");
  // A page past the end shows the last one; a malformed one the first.
  await page.goto("/perfil?tab=notes&pagina-notas=99");
  await expect(pages).toContainText("Página 2 de 2");
  await page.goto("/perfil?tab=notes&pagina-notas=abc");
  await expect(pages).toContainText("Página 1 de 2");

  const post = (form: Record<string, string>) => page.request.post(`${baseURL}/perfil/notas`, { form, headers: { Origin: baseURL! } });
  const verseOf = { livro: "sl", capitulo: "119", versiculo: "20" };
  expect((await post({ intent: "marca-cor", ...verseOf, cor: "roxo" })).status()).toBe(400);
  expect((await post({ intent: "marca-nota", ...verseOf, nota: "x".repeat(501) })).status()).toBe(400);
  expect((await post({ intent: "marca-nota", livro: "xx", capitulo: "1", versiculo: "1", nota: "a" })).status()).toBe(404);
  expect((await post({ intent: "marca-nota", livro: "sl", capitulo: "151", versiculo: "1", nota: "a" })).status()).toBe(404);
  expect((await post({ intent: "marca-nota", livro: "sl", capitulo: "119", versiculo: "abc", nota: "a" })).status()).toBe(404);
  // A verse with no mark is not created from the lists.
  expect((await post({ intent: "marca-nota", livro: "sl", capitulo: "119", versiculo: "100", nota: "nova" })).status()).toBe(404);
  await page.reload();
  await expect(notes.getByRole("article", { name: "Nota em Salmos 119:20" })).toContainText("Nota 20");
  const check = testDatabase();
  expect(await check.selectFrom("verse_marks").select("verse").where("user_id", "=", id).execute()).toHaveLength(25);
  await check.destroy();
});
