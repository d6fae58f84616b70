import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, hydrated } from "../support/hydration.ts";
import { createMember, logInAs } from "../support/members.ts";

/**
 * A service that changes while it is projected (decision 0055): a hymn or passage typed during
 * the show goes on the screen outside the order and Esc comes back; an edit of the order in
 * another tab reaches the open projection and its second window; a reload resumes where it was.
 */
const slideText = (page: Page, name = "Slide") => page.getByRole("region", { name, exact: true }).locator("[data-slide-text]");
const verseText = (n: number) => `Texto de teste ACF do livro jo, capítulo 3, versículo ${n}.`;

test("during a show a typed hymn and passage are projected and Esc returns; an edit in another tab reaches the output; a reload resumes", async ({
  page,
  baseURL,
}) => {
  test.slow(); // one person's whole path through a service: two tabs and a second window
  const ana = await createMember("Ana Projetista");
  await logInAs(page.context(), baseURL!, ana);
  await gotoHydrated(page, "/roteiros");
  await page.getByLabel("Título do novo roteiro").fill("Culto de domingo");
  await page.getByRole("button", { name: "Criar roteiro" }).click();
  await expect(page).toHaveURL(/\/roteiros\/[0-9a-f-]{36}$/);
  await hydrated(page);
  const items = page.getByRole("list", { name: "Itens do roteiro" }).getByRole("listitem");
  await page.getByLabel("Hino ou passagem").fill("37");
  await page.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(items).toHaveCount(1);
  const newSlide = page.getByRole("region", { name: "Slide livre" });
  await newSlide.getByLabel("Título do slide").fill("Avisos");
  await newSlide.getByLabel("Texto do slide").fill("Ensaio do coral às 16h.");
  await newSlide.getByRole("button", { name: "Adicionar slide" }).click();
  await expect(items).toHaveCount(2);
  const projection = page.url().replace("/roteiros/", "/projetar/roteiro/");

  const show = await page.context().newPage();
  await gotoHydrated(show, projection);
  await expect(slideText(show)).toHaveText("37. Sou Feliz");
  await show.keyboard.press("ArrowRight");
  await expect(slideText(show)).toContainText("Se paz a mais doce");

  // A reload resumes at the same slide.
  await show.reload();
  await hydrated(show);
  await expect(slideText(show)).toContainText("Se paz a mais doce");

  // '/' opens the box; a hymn's number is projected at once, outside the order, and Esc comes back.
  await show.keyboard.press("/");
  const box = show.getByRole("search", { name: "Projetar hino ou passagem" });
  await box.getByLabel("Projetar hino ou passagem").fill("999");
  await box.getByLabel("Projetar hino ou passagem").press("Enter");
  await expect(box.getByRole("alert")).toHaveText("O hinário não tem o hino 999.");
  await expect(slideText(show)).toContainText("Se paz a mais doce");
  await box.getByLabel("Projetar hino ou passagem").fill("2");
  await box.getByLabel("Projetar hino ou passagem").press("Enter");
  await expect(slideText(show)).toHaveText("2. Santo! Santo! Santo!");
  await expect(box).toHaveCount(0);
  await show.keyboard.press("ArrowRight");
  await expect(slideText(show)).toHaveText("Acompanhe pelo hinário.");
  await show.keyboard.press("Escape");
  await expect(slideText(show)).toContainText("Se paz a mais doce");

  // A reference, in the one grammar of the search.
  await show.keyboard.press("/");
  await box.getByLabel("Projetar hino ou passagem").fill("joão 3 16-17");
  await box.getByLabel("Projetar hino ou passagem").press("Enter");
  await expect(slideText(show)).toHaveText(verseText(16));
  await show.keyboard.press("ArrowRight");
  await expect(slideText(show)).toHaveText(verseText(17));
  await show.keyboard.press("Escape");
  await expect(slideText(show)).toContainText("Se paz a mais doce");
  // Esc in the order itself leaves nothing: the editor never shows on the projector.
  await show.keyboard.press("Escape");
  await expect(show).toHaveURL(projection);

  // The opening screen: the church's name, and the time left until the start the order sets.
  await page.getByLabel("Início do culto").fill("19:00");
  await page.getByRole("button", { name: "Salvar horário" }).click();
  await expect(page.getByText("O culto começa às 19:00: a abertura mostra a contagem.")).toBeVisible();
  await show.clock.setFixedTime(new Date("2026-12-06T21:55:00Z")); // 18:55 in São Paulo
  await show.keyboard.press("a");
  await expect(show.locator("[data-opening]")).toContainText("Bem-vindos");
  await expect(show.locator("[data-opening]")).toContainText("O culto começa em 5:00");
  await show.keyboard.press("a");
  await show.keyboard.press("End");
  await expect(slideText(show)).toHaveText("Ensaio do coral às 16h.");

  // A second window, then the announcement edited in the first tab: both screens show it. (The
  // mouse brings back the controls, which hide after a moment without it.)
  await show.mouse.move(200, 200);
  const [output] = await Promise.all([show.waitForEvent("popup"), show.getByRole("button", { name: "Segunda tela" }).click()]);
  await hydrated(output);
  await expect(slideText(output)).toHaveText("Ensaio do coral às 16h.");
  await items.nth(1).getByText("Editar").click();
  await items.nth(1).getByLabel("Texto do slide").fill("Ensaio do coral às 17h.");
  const saved = Date.now();
  await items
    .nth(1)
    .getByRole("button", { name: /Salvar slide/ })
    .click();
  await expect(page.getByText("Slide alterado.")).toBeVisible();
  await expect(slideText(output)).toHaveText("Ensaio do coral às 17h.");
  test.info().annotations.push({ type: "delay", description: `edit reached the output in ${Date.now() - saved} ms` });
  await expect(slideText(show, "Slide atual")).toHaveText("Ensaio do coral às 17h.");

  // An item added before it keeps the screens on the same slide.
  await page.getByLabel("Hino ou passagem").fill("Sl 23:1");
  await page.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(items).toHaveCount(3);
  await page.getByRole("button", { name: "Subir Sl 23:1 (ACF)" }).click();
  await page.getByRole("button", { name: "Subir Sl 23:1 (ACF)" }).click();
  await expect(items).toHaveText([/Sl 23:1/, /Hino 37/, /Avisos/]);
  await expect(show.getByRole("list", { name: "Slides" }).getByRole("button").first()).toContainText("Versículo 1");
  await expect(slideText(output)).toHaveText("Ensaio do coral às 17h.");
});
