import { expect, test, type Page } from "@playwright/test";
import { PAGES } from "#app/platform/site/pages.ts";
import { BOTTOM_NAV_LINKS } from "#app/shell/navigation.ts";
import { giveOwnAddress, logIn, PASSWORD, uniqueEmail } from "../support/members.ts";

/**
 * A logged-in member with a long ordinary name, on a small phone and on a desktop: no page
 * scrolls sideways, the menu button and every bottom-navigation label stay whole on screen.
 */
const LONG_NAME = "Maria Aparecida dos Santos Oliveira";
/** A real Portuguese word of 46 letters: no line break fits inside it. */
const LONG_WORD = "Pneumoultramicroscopicossilicovulcanoconiótico";

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
] as const;

/** Every page of the route list, with an example address for those with parameters. */
const ADDRESSES = PAGES.map((p) => p.example ?? p.path);

async function signUpThroughTheForm(page: Page, name: string): Promise<void> {
  await page.goto("/login?modo=cadastro");
  const form = page.locator("main form");
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Idade").fill("34");
  const email = uniqueEmail("telefone");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirmar senha").fill(PASSWORD);
  await form.getByRole("button", { name: "Criar Conta" }).click();
  await expect(page.getByText("Cadastro realizado com sucesso!")).toBeVisible();
  await logIn(page, email);
}

/** What spills out of the viewport, described for the failure message; empty when all fits. */
async function overflowOf(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate(
    ({ phone, labels }) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) problems.push(`rola para o lado: ${root.scrollWidth} > ${root.clientWidth}`);
      const width = root.clientWidth;
      const height = window.innerHeight;
      const inside = (el: Element | null, what: string) => {
        if (!el) return problems.push(`${what}: não encontrado`);
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > width || box.top < 0 || box.bottom > height)
          problems.push(`${what} fora da tela: ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`);
        // A label cut by its own box (ellipsis or hidden overflow) is not whole either.
        if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1) problems.push(`${what} cortado: ${el.scrollWidth} > ${el.clientWidth}`);
      };
      if (phone) {
        inside(document.querySelector("[aria-label='Abrir menu']"), "botão do menu");
        const bottom = document.querySelector("nav[aria-label='Navegação inferior']");
        for (const label of labels) {
          const link = [...(bottom?.querySelectorAll("a") ?? [])].find((a) => a.textContent?.trim() === label) ?? null;
          inside(link, `'${label}' na navegação inferior`);
        }
      }
      return problems;
    },
    { phone, labels: BOTTOM_NAV_LINKS.map((l) => l.label) },
  );
}

async function expectEveryPageFits(page: Page, addresses: readonly string[]): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const phone = viewport.width < 768;
    const found: string[] = [];
    for (const address of addresses) {
      await page.goto(address);
      await expect(page.locator("h1").first()).toBeVisible();
      found.push(...(await overflowOf(page, phone)).map((problem) => `${viewport.width}px ${address}: ${problem}`));
    }
    expect(found).toEqual([]);
  }
}

test("a member named 'Maria Aparecida dos Santos Oliveira': no page scrolls sideways at 360 px nor at 1440 px", async ({ page }) => {
  test.setTimeout(240_000);
  await giveOwnAddress(page);
  await signUpThroughTheForm(page, LONG_NAME);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: LONG_NAME })).toHaveAttribute("href", "/perfil");
  await expectEveryPageFits(page, ADDRESSES);
});

test("long unbroken words in the name and the profile wrap or are cut with their full text kept", async ({ page }) => {
  test.setTimeout(120_000);
  await giveOwnAddress(page);
  const name = `${LONG_WORD} Anticonstitucionalissimamente`;
  await signUpThroughTheForm(page, name);
  await page.goto("/perfil?tab=info&editar=1");
  await page.getByLabel("Igreja").fill(`Igreja ${LONG_WORD}`);
  await page.getByLabel("Cargo").fill(LONG_WORD);
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Perfil atualizado com sucesso!")).toBeVisible();
  await page.goto("/perfil/notas");
  await page.getByLabel("Título").fill(LONG_WORD);
  await page.getByLabel("Conteúdo").fill(`${LONG_WORD} ${LONG_WORD}`);
  await page.getByRole("button", { name: "Criar nota" }).click();
  await expect(page.getByText("Nota criada.")).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/perfil");
  await expect(page.getByRole("banner").getByRole("link", { name })).toHaveAttribute("href", "/perfil");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectEveryPageFits(page, [
    "/",
    "/perfil",
    "/perfil?tab=info&editar=1",
    "/perfil?tab=notes",
    "/perfil/notas",
    "/perfil/conta",
    "/conquistas",
    "/conquistas?tab=ranking",
    "/sair",
  ]);
});

test("initials on the profile are the first and last names' (MO), and the logout dialog stays on a 360 px screen", async ({ page }) => {
  await giveOwnAddress(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUpThroughTheForm(page, LONG_NAME);
  await page.goto("/perfil");
  await expect(page.locator("main").getByText("MO", { exact: true })).toBeVisible();
  await page.locator("html[data-hydrated='true']").waitFor();
  await page.getByRole("banner").getByRole("link", { name: "Sair" }).click();
  const dialog = page.getByRole("dialog", { name: "Tem certeza que deseja sair?" });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});
