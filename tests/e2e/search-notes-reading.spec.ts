import { expect, test } from "@playwright/test";
import { createNote } from "#app/areas/profile/notes.store.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";
import { createMember, logInAs, testDatabase } from "../support/members.ts";

/** Issue 48 on a phone: references typed any way and lists, a member's own notes in the one search, and points only for chapters read. */
test.use({ viewport: { width: 360, height: 740 } });

const noSidewaysScroll = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("a reference typed with an ordinal and a dot opens it; a list and a name two books share list the passages", async ({ page }) => {
  await page.goto(`/busca?q=${encodeURIComponent("1a. Coríntios 2:3")}`);
  await expect(page).toHaveURL(/\/biblia\/1co\/2#v3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 Coríntios 2");

  await page.goto(`/busca?q=${encodeURIComponent("Rm 8:28; 12:1-2")}`);
  const passages = page.getByRole("region", { name: "Passagens" });
  await expect(passages.getByRole("link")).toHaveText(["Romanos 8:28", "Romanos 12:1-2"]);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await passages.getByRole("link", { name: "Romanos 12:1-2" }).click();
  await expect(page).toHaveURL(/\/biblia\/rm\/12\?trecho=12:1-2#v1$/);

  // In the box: the list's passages are offered as one types.
  await page.goto("/busca");
  await hydrated(page);
  const box = page.getByRole("main").getByRole("combobox", { name: "Buscar em tudo" });
  await box.fill("Sl 23; Jo 3:16");
  const list = page.getByRole("listbox", { name: "Sugestões de busca" });
  await expect(list.getByRole("option")).toHaveText(["Abrir Salmos 23", "Abrir João 3:16"]);

  await page.goto(`/busca?q=${encodeURIComponent("Es 4")}`);
  await expect(page.getByRole("region", { name: "Qual destas passagens?" }).getByRole("link")).toHaveText(["Ester 4", "Esdras 4"]);
});

test("a member's own note is found by the one search, its first result on the first screen; another member finds nothing", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const ana = await createMember("Ana Ferraz");
  const db = testDatabase();
  await createNote(
    db,
    ana,
    { titulo: "Visitas da semana", referencia: "Rm 12:13", conteudo: "Levar a cesta para a família Ferreira na quinta." },
    new Date(),
  );
  await db.destroy();
  await logInAs(context, baseURL!, ana);
  await page.goto(`/busca?q=${encodeURIComponent("família Ferreira")}`);
  const notes = page.getByTestId("grupo-notas");
  await expect(notes.getByRole("heading", { name: /Suas notas/ })).toBeVisible();
  const first = notes.getByRole("link", { name: "Visitas da semana" });
  await expect(first).toHaveAttribute("href", "/perfil?tab=notes");
  await expect(notes.locator("mark").first()).toHaveText("família");
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(680); // above the bottom navigation
  await noSidewaysScroll(page);

  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await logInAs(other, baseURL!, await createMember("Bia Souza"));
  const bia = await other.newPage();
  await bia.goto(`/busca?q=${encodeURIComponent("família Ferreira")}`);
  await expect(bia.getByText("Nada encontrado para “família Ferreira”")).toBeVisible();
  await expect(bia.getByTestId("grupo-notas")).toHaveCount(0);
  await other.close();
});

test("a chapter opened from a search does not count as read; read to its end, it counts once", async ({ page, context, baseURL }) => {
  await logInAs(context, baseURL!, await createMember("Caio Lemos"));
  await page.clock.install();
  await page.goto(`/busca?q=${encodeURIComponent("jo 3 16")}`);
  await expect(page).toHaveURL(/\/biblia\/jo\/3#v16$/);
  await hydrated(page);
  await page.clock.runFor(20_000); // on the page, not yet read: under a minute and not at its end
  await page.goto("/perfil");
  await expect(page.getByRole("listitem").filter({ hasText: "Capítulos Lidos" })).toContainText("0");

  await page.goto("/biblia/jo/3");
  await hydrated(page);
  await page.locator("#v36").scrollIntoViewIfNeeded();
  await page.clock.runFor(11_000);
  await expect(page.getByText("Conquista desbloqueada: Primeira Leitura (+20 pontos)")).toBeVisible();
  await page.goto("/perfil");
  await expect(page.getByRole("listitem").filter({ hasText: "Capítulos Lidos" })).toContainText("1");
  await page.goto("/conquistas");
  await expect(page.getByText(/Um capítulo conta como lido quando você o lê/)).toBeVisible();
});
