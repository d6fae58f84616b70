import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../support/hydration.ts";
import { newMember } from "../support/members.ts";

/**
 * A member's day on a 360 px phone: every control they can see — links that stand alone
 * (a link inside a sentence is text), buttons, menus, fields, the highlight colours of a
 * selected verse — gives a finger at least 44×44 px (issue 48).
 */
const MIN = 44;

/** The pages of the member's loop, each with a step that shows its controls. */
const LOOP: ReadonlyArray<{ address: string; open?: (page: Page) => Promise<void> }> = [
  { address: "/" },
  {
    // The phone menu, with the dark-mode and colour controls it holds on a phone, and the colours open.
    address: "/hinario",
    open: async (page) => {
      await page.getByRole("banner").getByLabel("Abrir menu").click();
      const menu = page.getByRole("navigation", { name: "Menu" });
      await menu.getByLabel("Tema de cores").click();
      await expect(menu.getByRole("button", { name: "Verde" })).toBeVisible();
    },
  },
  {
    address: "/biblia/jo/3",
    // A tapped verse shows the selection bar and its highlight colours.
    open: async (page) => {
      await page.locator("#v16").getByRole("button").click();
      await expect(page.getByRole("region", { name: "Versículos selecionados" })).toBeVisible();
    },
  },
  { address: "/busca?q=amor" },
  { address: "/hinario" },
  { address: "/hinario/3" },
  { address: "/planos" },
  { address: "/escola-sabatina/jovens/2/quinta" },
  // The verse of the day, with its card and actions.
  { address: "/biblia" },
  { address: "/planos/salmos-30-dias" },
  { address: "/perfil" },
  { address: "/perfil?tab=notes" },
  { address: "/perfil?tab=settings" },
  { address: "/perfil/notas" },
  { address: "/perfil/lembretes" },
  { address: "/perfil/conta" },
];

interface Small {
  what: string;
  width: number;
  height: number;
}

/** The visible controls under 44×44 px, and the smallest control seen. */
async function smallControls(page: Page): Promise<{ small: Small[]; smallest: Small | null }> {
  return page.evaluate((min) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} '${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}'`;
    const controls = [...document.querySelectorAll("a[href], button, summary, select, input:not([type=hidden]), textarea, [role=button]")];
    const measured = controls.flatMap((el) => {
      const style = getComputedStyle(el);
      // A link inside a sentence is text (WCAG 2.5.8's inline exception); a hidden control is no target.
      if (el.tagName === "A" && style.display === "inline") return [];
      // Hidden controls, and the skip link that shows only when focused (sr-only), are no target.
      if (el.closest("[hidden], [aria-hidden=true], details:not([open]) > :not(summary), .sr-only")) return [];
      if (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label")) el = el.closest("label")!;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden" || style.opacity === "0") return [];
      return [{ what: describe(el), width: Math.round(box.width), height: Math.round(box.height) }];
    });
    const small = measured.filter((c) => c.width < min || c.height < min);
    const smallest = measured.reduce<(typeof measured)[number] | null>(
      (a, c) => (!a || Math.min(c.width, c.height) < Math.min(a.width, a.height) ? c : a),
      null,
    );
    return { small, smallest };
  }, MIN);
}

test("on a 360 px phone every control of the member's loop is at least 44×44 px", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await newMember(page, "Ana Souza");
  const found: string[] = [];
  const smallest: string[] = [];
  for (const { address, open } of LOOP) {
    await page.goto(address);
    await hydrated(page);
    await open?.(page);
    const result = await smallControls(page);
    found.push(...result.small.map((c) => `${address}: ${c.what} ${c.width}×${c.height}`));
    if (result.smallest) smallest.push(`${address}: ${result.smallest.what} ${result.smallest.width}×${result.smallest.height}`);
  }
  console.info(`menor controle por página:\n${smallest.join("\n")}`);
  expect(found).toEqual([]);
});

test("on a 360 px phone the profile's tabs and sub-pages open at their content, under a one-line heading", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newMember(page, "Ana Souza");
  for (const [address, heading] of [
    ["/perfil/lembretes", "Lembretes"],
    ["/perfil/notas", "Nova nota"],
    ["/perfil?tab=notes", "Nova nota"],
    ["/perfil?tab=settings", "Configurações"],
  ] as const) {
    await page.goto(address);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Ana Souza" })).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Ver perfil completo" })).toHaveAttribute("href", "/perfil");
  }
  // The profile itself keeps its card and figures.
  await page.goto("/perfil");
  await expect(page.getByRole("link", { name: "Editar Perfil" })).toBeVisible();
});
