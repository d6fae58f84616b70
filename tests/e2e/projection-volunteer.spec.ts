import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, gotoHydratedClockHeld, hydrated } from "../support/hydration.ts";
import { createMember, logInAs } from "../support/members.ts";

/**
 * The projection as a volunteer runs it on a Saturday (issue 41): a laptop of 1366×768 or
 * 1280×720 mirrored to the projector, or with the projector as a second screen. Against the
 * stand-in Bible source (made-up text). Timers are moved by the test (page.clock), never slept.
 */
const slide = (page: Page, name = "Slide") => page.getByRole("region", { name, exact: true });
const slideText = (page: Page, name = "Slide") => slide(page, name).locator("[data-slide-text]");
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Controles da projeção", includeHidden: true });
const verseText = (version: string, n: number) => `Texto de teste ${version} do livro jo, capítulo 3, versículo ${n}.`;

/** Whether the element lies wholly inside the page's viewport. */
async function insideViewport(page: Page, element: ReturnType<Page["locator"]>) {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box, await element.evaluate((e) => e.outerHTML.slice(0, 120))).toBeTruthy();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the controls hide after a moment without the mouse, stay hidden under a clicker, and come back when the mouse moves", async ({ page }) => {
      await gotoHydratedClockHeld(page, "/projetar/hino/37");
      await expect(toolbar(page)).toBeVisible();
      await page.clock.runFor(3000);
      await expect(toolbar(page)).toBeHidden();
      await expect(page.locator(".cursor-none")).toHaveCount(1);

      // A clicker's keys move and blank the slide without showing anything but the slide.
      await page.keyboard.press("PageDown");
      await expect(slideText(page)).toContainText("Se paz a mais doce");
      await expect(toolbar(page)).toBeHidden();
      await page.keyboard.press("b");
      await expect(slideText(page)).toHaveCount(0);
      await expect(toolbar(page)).toBeHidden();
      await expect(page.getByRole("status")).toBeHidden();

      await page.mouse.move(300, 200);
      await expect(toolbar(page)).toBeVisible();
      await expect(page.locator(".cursor-none")).toHaveCount(0);
      await page.clock.runFor(3000);
      await expect(toolbar(page)).toBeHidden();
      // Tab (someone using the keyboard rather than a clicker) brings them back too.
      await page.keyboard.press("Tab");
      await expect(toolbar(page)).toBeVisible();
      await insideViewport(page, page.getByRole("button", { name: "Sair da projeção (Esc)" }));
    });

    test("Bible slides show their verse number, and a typed number with Enter jumps to that slide", async ({ page }) => {
      await gotoHydratedClockHeld(page, "/projetar/biblia/jo/3?versiculos=1-20&versao=NVI");
      await expect(slideText(page)).toHaveText(verseText("NVI", 1));
      await expect(slide(page).locator("sup[data-verse]")).toHaveText("1");
      await expect(slide(page)).toContainText("Jo 3:1 (NVI)");
      await page.keyboard.press("ArrowRight");
      await expect(slide(page).locator("sup[data-verse]")).toHaveText("2");
      await expect(slide(page)).toContainText("Jo 3:2 (NVI)");

      await page.keyboard.type("12");
      await expect(page.getByText("Ir para 12")).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(slideText(page)).toHaveText(verseText("NVI", 12));
      await expect(slide(page)).toContainText("Jo 3:12 (NVI)");
      await expect(page.getByText("12 / 20")).toBeVisible();
      // A number beyond the deck is named, and nothing moves.
      await page.keyboard.type("99");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toContainText("Não existe o slide 99; são 20.");
      await expect(slideText(page)).toHaveText(verseText("NVI", 12));
    });

    test("the control window fits the screen: the live slide large, the next beside it, the list, a clock; a typed number jumps", async ({
      page,
    }) => {
      await gotoHydrated(page, "/projetar/biblia/jo/3");
      const [output] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Segunda tela" }).click()]);
      await hydrated(output);
      await expect(slideText(page, "Slide atual")).toHaveText(verseText("ACF", 1));
      await expect(page.getByLabel("Hora")).toHaveText(/^\d{2}:\d{2}$/);

      // Nothing scrolls, and every control is on the screen.
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
      for (const button of await toolbar(page).getByRole("button").all()) await insideViewport(page, button);
      await insideViewport(page, slide(page, "Slide atual"));
      await insideViewport(page, slide(page, "Próximo slide"));
      const now = (await slide(page, "Slide atual").boundingBox())!;
      const next = (await slide(page, "Próximo slide").boundingBox())!;
      expect(now.width).toBeGreaterThan(next.width);

      await page.keyboard.type("30");
      await page.keyboard.press("Enter");
      await expect(slideText(output)).toHaveText(verseText("ACF", 30));
      await expect(slideText(page, "Slide atual")).toHaveText(verseText("ACF", 30));
      await expect(slideText(page, "Próximo slide")).toHaveText(verseText("ACF", 31));
      // The live slide stays in view; the list scrolls by itself to the current slide.
      await insideViewport(page, slide(page, "Slide atual"));
      await expect(page.getByRole("list", { name: "Slides" }).locator("[aria-current]")).toBeInViewport();
      await page
        .getByRole("list", { name: "Slides" })
        .getByRole("button", { name: /^3\. Versículo 3 / })
        .click();
      await expect(slideText(output)).toHaveText(verseText("ACF", 3));
      await insideViewport(page, slide(page, "Slide atual"));
      await Promise.all([output.waitForEvent("close"), page.getByRole("button", { name: "Fechar segunda tela" }).click()]);
    });
  });
}

test("a service order gets free slides and warns of a hymn without lyrics; they are projected in order", async ({ page, baseURL }) => {
  const bia = await createMember("Bia Diaconisa");
  await logInAs(page.context(), baseURL!, bia);
  await gotoHydrated(page, "/");
  // 'Roteiros' is in the menu.
  await page.getByText("Mais", { exact: true }).click();
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Roteiros" }).click();
  await expect(page).toHaveURL(/\/roteiros$/);
  await hydrated(page);
  await page.getByLabel("Título do novo roteiro").fill("Culto jovem");
  await page.getByRole("button", { name: "Criar roteiro" }).click();
  await expect(page).toHaveURL(/\/roteiros\/[0-9a-f-]{36}$/);
  await hydrated(page);
  const items = page.getByRole("list", { name: "Itens do roteiro" }).getByRole("listitem");

  await page.getByLabel("Hino ou passagem").fill("2");
  await page.getByRole("button", { name: "Adicionar", exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText("sem letra — só o título será projetado");

  const newSlide = page.getByRole("region", { name: "Slide livre" });
  await newSlide.getByLabel("Título do slide").fill("Avisos");
  await newSlide.getByLabel("Texto do slide").fill("Reunião de jovens às 17h.\n\nTraga um amigo!");
  await newSlide.getByRole("button", { name: "Adicionar slide" }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByText("Slide adicionado.")).toBeVisible();
  await newSlide.getByRole("radio", { name: "Título" }).check();
  await newSlide.getByLabel("Título do slide").fill("Bem-vindos!");
  await newSlide.getByLabel("Texto do slide").fill("Igreja Central");
  await newSlide.getByRole("button", { name: "Adicionar slide" }).click();
  await expect(items).toHaveText([/Hino 2/, /Avisos/, /Título · Bem-vindos!/]);

  // Edited and moved like any item.
  await items.nth(1).getByText("Editar").click();
  await items.nth(1).getByLabel("Texto do slide").fill("Reunião de jovens às 18h.\n\nTraga um amigo!");
  await items
    .nth(1)
    .getByRole("button", { name: /Salvar slide/ })
    .click();
  await expect(page.getByText("Slide alterado.")).toBeVisible();
  await page.getByRole("button", { name: "Subir Título · Bem-vindos!" }).click();
  await page.getByRole("button", { name: "Subir Título · Bem-vindos!" }).click();
  await expect(items).toHaveText([/Título · Bem-vindos!/, /Hino 2/, /Avisos/]);

  // A text with a bidirectional override is refused with a clear message and a 4xx; an empty text slide too.
  const refused = await page.request.post(page.url(), {
    form: { intent: "adicionar-slide", estilo: "text", titulo_slide: "Avisos", texto_slide: "abc\u202Edef" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("O texto do slide contém caracteres não permitidos.");
  await newSlide.getByRole("radio", { name: "Texto" }).check();
  await newSlide.getByLabel("Título do slide").fill("Oração");
  await newSlide.getByLabel("Texto do slide").fill("");
  await newSlide.getByRole("button", { name: "Adicionar slide" }).click();
  await expect(newSlide.getByText("Escreva o texto do slide.")).toBeVisible();
  await expect(newSlide.getByLabel("Título do slide")).toHaveValue("Oração");
  await expect(items).toHaveCount(3);

  await page.getByRole("link", { name: "Projetar roteiro" }).click();
  await expect(page).toHaveURL(/\/projetar\/roteiro\//);
  await hydrated(page);
  await expect(slideText(page)).toHaveText("Bem-vindos!\nIgreja Central");
  await page.keyboard.press("ArrowRight");
  await expect(slideText(page)).toHaveText("2. Santo! Santo! Santo!");
  await page.keyboard.press("ArrowRight");
  await expect(slideText(page)).toHaveText("Acompanhe pelo hinário.");
  await page.keyboard.press("ArrowRight");
  await expect(slideText(page)).toHaveText("Reunião de jovens às 18h.");
  await expect(slide(page)).toContainText("Avisos");
  await page.keyboard.press("ArrowRight");
  await expect(slideText(page)).toHaveText("Traga um amigo!");
  // 'Roteiros' from the projection too.
  await page.mouse.move(200, 200);
  await expect(page.getByRole("link", { name: "Roteiros do culto" })).toHaveAttribute("href", "/roteiros");
});
