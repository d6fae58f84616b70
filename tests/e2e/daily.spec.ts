import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, giveOwnAddress, logIn, logInAs, signUpByRequest, uniqueEmail } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";
import { localDate } from "#app/platform/site/time-zone.ts";

/**
 * The daily pages follow the calendar and the controls say what they do: 'Lição de hoje' from
 * the home, the top bar on one line with 'Mais', the hymn categories on one row on a phone,
 * a visitor's specialty kept and merged at login; on a phone and on a desktop.
 */
const LONG_NAME = "Maria Aparecida dos Santos Oliveira";
const WIDTHS = [360, 1440] as const;

/** Today's part of the lesson by the day of the week in São Paulo (the tests' browser and the server's default). */
function todaysPartName(): string {
  const { year, month, day } = localDate(new Date(), "America/Sao_Paulo");
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return ["Domingo", "Segunda-feira", "Terça-feira", "Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado à tarde"][weekday]!;
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(width);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test("'Lição de hoje' is one tap from the home and opens today's part of this week's lesson", async ({ page }) => {
      const part = todaysPartName();
      await page.goto("/");
      const card = page.locator("main").filter({ has: page.getByRole("heading", { name: "Lição de hoje" }) });
      await expect(card.getByText(new RegExp(`${part} · Semana de`))).toBeVisible();
      await noSidewaysScroll(page, width);
      // In the first screen, without scrolling.
      await expect(page.getByRole("link", { name: new RegExp(`^Adultos: `) })).toBeInViewport();
      await page.getByRole("link", { name: new RegExp(`^Adultos: `) }).click();
      await expect(page).toHaveURL(/\/escola-sabatina\/adultos\/\d+\/(sabado|domingo|segunda|terca|quarta|quinta|sexta)$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${part}: `));
      await noSidewaysScroll(page, width);

      // The lesson's page marks today's part; the class page marks this week's lesson with its dates.
      await page.getByRole("link", { name: "Voltar" }).click();
      await expect(page.locator("main a[aria-current='date']")).toContainText(part);
      await expect(page.locator("main a[aria-current='date']")).toContainText("Hoje");
      await page.getByRole("link", { name: "Voltar" }).click();
      await expect(page.getByText("Esta semana")).toHaveCount(1);
      await noSidewaysScroll(page, width);
      await page.getByRole("link", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/escola-sabatina$/);
      await expect(page.getByRole("link", { name: /^Jovens: / })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("the Sabbath School, the dictionary and the devotional books are in the navigation and the footer", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("navigation", { name: "Links rápidos" });
      for (const [label, to] of [
        ["Escola Sabatina", "/escola-sabatina"],
        ["Dicionário Bíblico", "/dicionario"],
        ["Livros Devocionais", "/devocionais-ellen"],
      ] as const)
        await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", to);
      if (width < 1024) {
        await page.getByLabel("Abrir menu").click();
        const menu = page.getByRole("navigation", { name: "Menu" });
        await menu.getByRole("link", { name: "Escola Sabatina" }).click();
        await expect(page).toHaveURL(/\/escola-sabatina$/);
        await expect(menu).toBeHidden();
      } else {
        const nav = page.getByRole("navigation", { name: "Principal" });
        await expect(nav.getByRole("link", { name: "Escola Sabatina" })).toBeVisible();
        await nav.getByText("Mais").click();
        await nav.getByRole("link", { name: "Dicionário" }).click();
        await expect(page).toHaveURL(/\/dicionario$/);
        await expect(nav.getByRole("link", { name: "Dicionário" })).toBeHidden();
      }
    });

    test("the hymn categories take one row on a phone and wrap on a desktop; each stays reachable", async ({ page }) => {
      await page.goto("/hinario");
      const categories = page.getByRole("navigation", { name: "Categorias" });
      const links = categories.getByRole("link");
      const first = (await links.first().boundingBox())!;
      const last = (await links.last().boundingBox())!;
      if (width === 360) expect(last.y).toBe(first.y);
      else expect(last.y).toBeGreaterThan(first.y);
      await noSidewaysScroll(page, width);
      await links.last().focus();
      await expect(links.last()).toBeInViewport();
      await links.last().press("Enter");
      await expect(page).toHaveURL(/categoria=/);
      await expect(links.last()).toHaveAttribute("aria-current", "page");
    });

    test("a visitor completes a specialty in the browser; it joins the account at login", async ({ page }) => {
      await giveOwnAddress(page);
      const email = uniqueEmail("especialidade");
      await signUpByRequest(page, LONG_NAME, email);
      await page.goto("/desbravadores/especialidade/20");
      await hydrated(page);
      await expect(page.getByText("Seu progresso fica guardado neste navegador.")).toBeVisible();
      await page.getByRole("button", { name: "Concluir Especialidade" }).click();
      await expect(page.getByText("Especialidade concluída", { exact: true })).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByText("Especialidade concluída", { exact: true })).toBeVisible();
      await noSidewaysScroll(page, width);

      await logIn(page, email);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("desbravador_especialidades"))).toBeNull();
      await page.goto("/desbravadores/especialidade/20");
      await expect(page.getByText("Especialidade concluída", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Concluir Especialidade" })).toHaveCount(0);
      await page.goto("/desbravadores/especialidade/21");
      await expect(page.getByRole("button", { name: "Concluir Especialidade" })).toBeVisible();
      await noSidewaysScroll(page, width);
    });
  });
}

for (const width of [1024, 1440]) {
  test(`at ${width} px the top bar keeps one line for a member with a long name, and 'Mais' works from the keyboard`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAs(context, baseURL!, await createMember(LONG_NAME));
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    const primary = nav.locator(":scope > ul > li");
    // Every link of the bar on the same line: no item starts below another one's bottom.
    const boxes = await primary.evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(boxes.length).toBe(8);
    expect(Math.max(...boxes.map((b) => b.top)), JSON.stringify(boxes)).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)));
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(header.height).toBeLessThan(70);
    await noSidewaysScroll(page, width);

    const more = nav.getByText("Mais");
    await more.focus();
    await page.keyboard.press("Enter");
    const quiz = nav.getByRole("link", { name: "Quiz" });
    await expect(quiz).toBeVisible();
    await expect(nav.getByRole("link", { name: "Conquistas" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(quiz).toBeHidden();
    await expect(more).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Ellen White" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ellen-white$/);
    await expect(quiz).toBeHidden();
  });
}
