import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydration.ts";
import { newMember } from "../support/members.ts";

/**
 * A member's day (issue 40, second pass) with a long name and a long e-mail: on 360, 390 and
 * 1440 px screens nothing pans sideways, the top bar's controls never sit on one another and
 * every profile tab can be reached.
 */
const LONG_NAME = "Maria Aparecida dos Santos Oliveira";
const longEmail = () => `maria.aparecida.dos.santos.oliveira.${randomBytes(3).toString("hex")}@exemplo-provedor.com.br`;
const WIDTHS = [360, 390, 1440] as const;
const DAY = ["/", "/perfil", "/perfil?tab=settings", "/biblia", "/biblia/jo/3", "/busca?q=amor", "/hinario"];

/**
 * The visible controls of the top bar (links, buttons, menus, the search box) whose boxes overlap,
 * named; a control's box is what it paints, its children spilling out of it too.
 */
const topBarOverlaps = (page: Page) =>
  page.getByRole("banner").evaluate((banner) => {
    const painted = (el: Element) => {
      const boxes = [el, ...el.querySelectorAll("*")].map((part) => part.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) return null;
      const [left, top] = [Math.min(...boxes.map((b) => b.left)), Math.min(...boxes.map((b) => b.top))];
      return { left, top, right: Math.max(...boxes.map((b) => b.right)), bottom: Math.max(...boxes.map((b) => b.bottom)) };
    };
    const controls = [...banner.querySelectorAll("a, button, summary, input")]
      .filter((el) => !el.closest("details:not([open]) > :not(summary)") && getComputedStyle(el).visibility !== "hidden")
      .flatMap((el) => {
        const box = painted(el);
        return box ? [{ name: el.getAttribute("aria-label") || el.getAttribute("placeholder") || el.textContent?.trim() || el.tagName, box }] : [];
      });
    const found: string[] = [];
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1))
        if (a.box.left < b.box.right - 0.5 && b.box.left < a.box.right - 0.5 && a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5)
          found.push(`'${a.name}' × '${b.name}'`);
    return found;
  });

/** The search boxes of the page's main part whose example (placeholder) does not fit inside them. */
const cutPlaceholders = (page: Page) =>
  page.locator("main").evaluate((main) => {
    const context = document.createElement("canvas").getContext("2d")!;
    return [...main.querySelectorAll<HTMLInputElement>("input[placeholder]")]
      .filter((input) => input.getBoundingClientRect().width > 0)
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room;
      })
      .map((input) => input.placeholder);
  });

test("a long name and e-mail: no page of the day pans sideways, the top bar's controls stay apart, every profile tab is on screen", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newMember(page, LONG_NAME, longEmail());
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const address of DAY) {
      await page.goto(address);
      await expect(page.locator("h1").first()).toBeVisible();
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
      if (scroll > inner) problems.push(`${width}px ${address}: rola para o lado (${scroll} > ${inner})`);
      for (const overlap of await topBarOverlaps(page)) problems.push(`${width}px ${address}: ${overlap} se sobrepõem`);
      for (const cut of await cutPlaceholders(page)) problems.push(`${width}px ${address}: exemplo cortado '${cut}'`);
    }
    await page.goto("/perfil");
    const tabs = page.getByRole("navigation", { name: "Seções do perfil" }).getByRole("link");
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      if (box.x < 0 || box.x + box.width > width) problems.push(`${width}px: a aba '${await tab.textContent()}' sai da tela`);
    }
  }
  expect(problems).toEqual([]);
});

test("at 360 px the selection bar's labels are whole, and with several verses it says why 'Nota' is off", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, "/biblia/rt/1?versao=ACF");
  await page.locator("#v1").getByRole("button").click();
  await page.locator("#v2").getByRole("button").click();
  const bar = page.getByRole("region", { name: "Versículos selecionados" });
  await expect(bar.getByRole("button", { name: "Nota (selecione um só versículo)" })).toBeDisabled();
  await expect(bar.getByText("A nota é de um versículo por vez: selecione só um para escrever.")).toBeVisible();
  for (const label of ["Nota", "Copiar", "Enviar", "Imagem", "Marcar", "Ouvir", "Projetar"]) {
    const text = bar.getByText(label, { exact: true });
    await expect(text).toBeVisible();
    const cut = await text.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth);
    expect(cut, `'${label}' cortado`).toBe(false);
  }
  await page.locator("#v2").getByRole("button").click();
  await expect(bar.getByText("A nota é de um versículo por vez: selecione só um para escrever.")).toHaveCount(0);
});

test("the profile shows level, points and achievements, and a chapter read three times is one line of the history", async ({ page }) => {
  await newMember(page, LONG_NAME, longEmail());
  for (let i = 0; i < 3; i++) {
    await page.goto("/biblia/jo/3");
    await expect(page.locator("#v16")).toBeVisible();
  }
  await page.goto("/biblia/jo/4");
  await expect(page.locator("#v1")).toBeVisible();
  await page.goto("/perfil");
  const progress = page.getByRole("region", { name: "Pontos e conquistas" });
  for (const label of ["Nível", "Pontos", "Sequência", "Conquistas"]) await expect(progress.getByText(label, { exact: true })).toBeVisible();
  const points = Number(await progress.locator("dt", { hasText: "Pontos" }).locator("xpath=following-sibling::dd").textContent());
  expect(points).toBeGreaterThan(0);
  await expect(progress.getByRole("link", { name: "Ver conquistas e ranking" })).toHaveAttribute("href", "/conquistas");

  await page.goto("/perfil?tab=history");
  const lines = page.locator("main ol > li");
  await expect(lines.getByRole("link", { name: "João 4" })).toBeVisible();
  await expect(lines.getByRole("link", { name: "João 3" })).toHaveCount(1);
  await expect(lines.first()).toContainText("João 4");
});
