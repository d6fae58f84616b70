import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { gotoHydrated, gotoHydratedClockHeld, hydrated, holdClock } from "../support/hydration.ts";
import { createMember, logInAs } from "../support/members.ts";
import { controlled, kept, PUBLIC } from "../support/service-worker.ts";

/**
 * Projection mode ('Projetar'): hymns, passages and service orders, against the stand-in Bible
 * source (made-up text). Where a test uses the toolbar, the page's clock is stopped, so the
 * controls do not hide after their idle time (projection-volunteer.spec.ts tests that).
 */
const slide = (page: Page, name = "Slide") => page.getByRole("region", { name, exact: true });
const slideText = (page: Page, name = "Slide") => slide(page, name).locator("[data-slide-text]");
const verseText = (n: number) => `Texto de teste ACF do livro jo, capítulo 3, versículo ${n}.`;

test("a hymn moves stanza by stanza with the keyboard, a tap and a clicker's keys, and Esc goes back to the hymn", async ({ page }) => {
  await gotoHydratedClockHeld(page, "/hinario/37");
  await page.getByRole("link", { name: "Projetar" }).click();
  await expect(page).toHaveURL(/\/projetar\/hino\/37$/);
  await hydrated(page);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(slideText(page)).toHaveText("37. Sou Feliz");
  await expect(slide(page)).toContainText("Hino 37 · Sou Feliz");
  await expect(slide(page).locator("[aria-live=polite]")).toHaveCount(1);
  await expect(page.getByText("1 / 9")).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(slideText(page)).toContainText("Se paz a mais doce me deres gozar");
  await page.keyboard.press("Space");
  await expect(slideText(page)).toContainText("Sou feliz com Jesus, meu Senhor!");
  await expect(slide(page)).toContainText("Coro");
  await page.keyboard.press("PageDown");
  await expect(slideText(page)).toContainText("Embora me assalte o cruel Satanás");
  await page.keyboard.press("PageUp");
  await expect(slideText(page)).toContainText("Sou feliz com Jesus!");
  await page.keyboard.press("ArrowLeft");
  await expect(slideText(page)).toContainText("Se paz a mais doce");
  await page.keyboard.press("End");
  await expect(slideText(page)).toContainText("Sou feliz com Jesus!");
  await expect(page.getByText("9 / 9")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("9 / 9")).toBeVisible();
  await page.keyboard.press("Home");
  await expect(slideText(page)).toHaveText("37. Sou Feliz");

  // A tap on the right half moves on; on the left half, back.
  const box = (await slide(page).boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
  await expect(slideText(page)).toContainText("Se paz a mais doce");
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
  await expect(slideText(page)).toHaveText("37. Sou Feliz");

  // Every control has a name and works from the keyboard.
  await page.getByRole("button", { name: "Próximo slide" }).focus();
  await page.keyboard.press("Enter");
  await expect(slideText(page)).toContainText("Se paz a mais doce");
  await page.clock.resume(); // axe waits on timers
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/hinario\/37$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("37. Sou Feliz");
});

test("a hymn without lyrics projects its number and title, then a slide asking to follow in the hymnal", async ({ page }) => {
  await gotoHydratedClockHeld(page, "/projetar/hino/2");
  await expect(slideText(page)).toHaveText("2. Santo! Santo! Santo!");
  await expect(page.getByRole("status")).toContainText("Letra em breve... Projetados: o número e o título, e “Acompanhe pelo hinário”.");
  await expect(page.getByText("1 / 2")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(slideText(page)).toHaveText("Acompanhe pelo hinário.");
});

test("selected verses and a whole chapter are projected verse by verse, and Esc goes back to the reader", async ({ page }) => {
  await gotoHydratedClockHeld(page, "/biblia/jo/3");
  await expect(page.getByRole("link", { name: "Projetar João 3" })).toHaveAttribute("href", "/projetar/biblia/jo/3");
  await page.locator("#v16").getByRole("button").click();
  await page.locator("#v17").getByRole("button").click();
  await page.getByRole("region", { name: "Versículos selecionados" }).getByRole("link", { name: "Projetar Jo 3:16-17" }).click();
  await expect(page).toHaveURL(/\/projetar\/biblia\/jo\/3\?versiculos=16-17$/);
  await hydrated(page);
  await expect(slideText(page)).toHaveText(verseText(16));
  await expect(slide(page)).toContainText("Jo 3:16 (ACF)");
  await page.keyboard.press("ArrowDown");
  await expect(slideText(page)).toHaveText(verseText(17));
  await expect(slide(page)).toContainText("Jo 3:17 (ACF)");
  await expect(page.getByText("2 / 2")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/biblia\/jo\/3$/);

  await gotoHydrated(page, "/projetar/biblia/jo/3?versao=NVI");
  await holdClock(page);
  await expect(slide(page)).toContainText("Jo 3:1 (NVI)");
  await expect(page.getByText("1 / 36")).toBeVisible();
  await page.keyboard.press("End");
  await expect(slideText(page)).toHaveText("Texto de teste NVI do livro jo, capítulo 3, versículo 36.");
});

test("the theme switches between light on dark and dark on light, and is remembered", async ({ page }) => {
  await gotoHydratedClockHeld(page, "/projetar/hino/37");
  await expect(slide(page)).toHaveClass(/bg-black/);
  await page.getByRole("button", { name: "Letras escuras em fundo claro" }).click();
  await expect(slide(page)).toHaveClass(/bg-white/);
  await page.clock.resume(); // axe waits on timers
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await hydrated(page);
  await holdClock(page);
  await expect(slide(page)).toHaveClass(/bg-white/);
  await page.getByRole("button", { name: "Letras claras em fundo escuro" }).click();
  await expect(slide(page)).toHaveClass(/bg-black/);
});

test("a second window shows the projection; the first controls it and shows the current and next slides", async ({ page }) => {
  await gotoHydratedClockHeld(page, "/projetar/hino/37");
  await page.keyboard.press("ArrowRight");
  const [output] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Segunda tela" }).click()]);
  await expect(output).toHaveURL(/\/projetar\/hino\/37#saida=[a-z0-9]+$/);
  await hydrated(output);
  // The second screen takes the controller's place in the hymn, and shows nothing else.
  await expect(slideText(output)).toContainText("Se paz a mais doce");
  await expect(output.getByRole("toolbar")).toHaveCount(0);

  await expect(slideText(page, "Slide atual")).toContainText("Se paz a mais doce");
  await expect(slideText(page, "Próximo slide")).toContainText("Sou feliz com Jesus!");
  await page.keyboard.press("PageDown");
  await expect(slideText(output)).toContainText("Sou feliz com Jesus!");
  await expect(slideText(page, "Próximo slide")).toContainText("Embora me assalte");
  await page
    .getByRole("list", { name: "Slides" })
    .getByRole("button", { name: /^1\. Título/ })
    .click();
  await expect(slideText(output)).toHaveText("37. Sou Feliz");

  // A clicker plugged into the computer while the second window has the focus works too.
  await output.keyboard.press("PageDown");
  await expect(slideText(page, "Slide atual")).toContainText("Se paz a mais doce");

  await page.getByRole("button", { name: "Letras escuras em fundo claro" }).click();
  await expect(slide(output)).toHaveClass(/bg-white/);
  await page.getByRole("button", { name: "Tela vazia" }).click();
  await expect(slideText(output)).toHaveCount(0);
  await page.keyboard.press("b");
  await expect(slideText(output)).toContainText("Se paz a mais doce");

  await Promise.all([output.waitForEvent("close"), page.getByRole("button", { name: "Fechar segunda tela" }).click()]);
  await expect(page.getByRole("status")).toContainText("A segunda tela foi fechada.");
  await expect(slideText(page)).toContainText("Se paz a mais doce");
});

async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
}

test("a member builds a service order, shares it by link, and anyone with the link projects it in order", async ({ page, browser, baseURL }) => {
  const ana = await createMember("Ana Regente");
  await logInAs(page.context(), baseURL!, ana);
  await gotoHydrated(page, "/roteiros");
  await page.getByLabel("Título do novo roteiro").fill("Culto de sábado");
  await page.getByRole("button", { name: "Criar roteiro" }).click();
  await expect(page).toHaveURL(/\/roteiros\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Culto de sábado");
  await hydrated(page);

  const add = async (typed: string) => {
    await page.getByLabel("Hino ou passagem").fill(typed);
    await page.getByRole("button", { name: "Adicionar", exact: true }).click();
  };
  const items = page.getByRole("list", { name: "Itens do roteiro" }).getByRole("listitem");
  await add("37");
  await expect(items).toHaveCount(1);
  await add("Jo 3:99");
  await expect(page.getByText("João 3 tem 36 versículos; não existe o versículo 99.")).toBeVisible();
  await expect(page.getByLabel("Hino ou passagem")).toHaveValue("Jo 3:99");
  await add("Jo 3:16-17");
  await expect(items).toHaveText([/Hino 37 · Sou Feliz/, /Jo 3:16-17 \(ACF\)/]);
  await page.getByRole("button", { name: "Subir Jo 3:16-17 (ACF)" }).click();
  await expect(items).toHaveText([/Jo 3:16-17 \(ACF\)/, /Hino 37 · Sou Feliz/]);
  await add("2");
  await page.getByRole("button", { name: "Remover Hino 2 · Santo! Santo! Santo!" }).click();
  await expect(items).toHaveCount(2);

  // Not shared yet: the link is nobody else's business.
  const address = page.url();
  const other = await visitor(browser);
  expect((await other.goto(address))?.status()).toBe(404);
  expect((await other.goto(address.replace("/roteiros/", "/projetar/roteiro/")))?.status()).toBe(404);

  await page.getByRole("button", { name: "Compartilhar por link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Roteiro compartilhado: quem tiver o link pode abrir e projetar." })).toHaveCount(1);
  await expect(page.getByLabel("Link do roteiro")).toHaveValue(address);
  await expectNoSeriousA11yViolations(page);
  // On a phone, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Anyone with the link reads it, without the owner's forms, and projects it in order.
  await gotoHydrated(other, address);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Culto de sábado");
  await expect(other.getByRole("list", { name: "Itens do roteiro" }).getByRole("listitem")).toHaveText([/Jo 3:16-17/, /Hino 37/]);
  await expect(other.getByLabel("Hino ou passagem")).toHaveCount(0);
  await expect(other.getByRole("button", { name: /Subir|Remover|Excluir/ })).toHaveCount(0);
  await other.getByRole("link", { name: "Projetar roteiro" }).click();
  await expect(other).toHaveURL(/\/projetar\/roteiro\//);
  await hydrated(other);
  await expect(slideText(other)).toHaveText(verseText(16));
  await other.keyboard.press("ArrowRight");
  await expect(slideText(other)).toHaveText(verseText(17));
  await other.keyboard.press("ArrowRight");
  await expect(slideText(other)).toHaveText("37. Sou Feliz");
  await expect(slide(other)).toContainText("Hino 37 · Sou Feliz");
  await other.keyboard.press("ArrowRight");
  await expect(slideText(other)).toContainText("Se paz a mais doce");
  // Esc does not leave an order's show (decision 0055): 'Sair' does.
  await other.keyboard.press("Escape");
  await expect(slideText(other)).toContainText("Se paz a mais doce");
  await other.mouse.move(100, 100);
  await other.getByRole("button", { name: "Sair da projeção" }).click();
  await expect(other).toHaveURL(address);

  // A post by someone who is not the owner changes nothing.
  const refused = await other.request.post(address, { form: { intent: "remover", item: "x" }, headers: { Origin: new URL(address).origin } });
  expect(refused.status()).toBe(401);

  await page.getByRole("button", { name: "Deixar de compartilhar" }).click();
  await expect(page.getByRole("button", { name: "Compartilhar por link" })).toBeVisible();
  expect((await other.goto(address))?.status()).toBe(404);
  await other.context().close();

  await page.getByRole("button", { name: "Excluir roteiro" }).click();
  await expect(page).toHaveURL(/\/roteiros$/);
  await expect(page.getByText("Você ainda não tem roteiros.")).toBeVisible();
});

test("bad addresses get a Portuguese 4xx", async ({ page }) => {
  let response = await page.goto("/projetar/biblia/jo/3?versiculos=40");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("João 3 tem 36 versículos; não existe o versículo 40.")).toBeVisible();
  response = await page.goto(`/projetar/biblia/jo/3?versiculos=${Array.from({ length: 60 }, (_, i) => i + 1).join(",")}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Escreva os versículos como 16, 16-18 ou 1,3,5-7.")).toBeVisible();
  expect((await page.goto("/projetar/biblia/jo/22"))?.status()).toBe(404);
  expect((await page.goto("/projetar/hino/9999"))?.status()).toBe(404);
  expect((await page.goto("/roteiros/nao-e-um-roteiro"))?.status()).toBe(404);
  expect((await page.goto("/projetar/roteiro/6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f"))?.status()).toBe(404);
  await gotoHydrated(page, "/roteiros");
  await expect(page.getByText("Entre na sua conta para montar e guardar roteiros do culto.")).toBeVisible();
});

test.describe("offline", () => {
  // About the service worker, which the suite blocks elsewhere (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("a projection opened once opens again offline, with its second window", async ({ page, context }) => {
    await page.clock.install();
    await gotoHydrated(page, "/hinario/37");
    await controlled(page);
    await page.getByRole("link", { name: "Projetar" }).click(); // a client navigation
    await expect(page).toHaveURL(/\/projetar\/hino\/37$/);
    await kept(page, PUBLIC, "/projetar/hino/37");

    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await holdClock(page);
    await expect(slideText(page)).toHaveText("37. Sou Feliz");
    await page.keyboard.press("ArrowRight");
    await expect(slideText(page)).toContainText("Se paz a mais doce");
    const [output] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Segunda tela" }).click()]);
    await hydrated(output);
    await expect(slideText(output)).toContainText("Se paz a mais doce");
    await page.keyboard.press("ArrowRight");
    await expect(slideText(output)).toContainText("Sou feliz com Jesus!");
    await context.setOffline(false);
  });
});
