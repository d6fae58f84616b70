import { expect, test } from "@playwright/test";

test("the top bar links every area, the daily ones first and the rest under 'Mais', and offers 'Entrar' to visitors", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await nav.getByText("Mais").click();
  for (const label of [
    "Início",
    "Devocional",
    "Hinário",
    "Bíblia",
    "Estudos",
    "Planos",
    "Quiz",
    "Projetos",
    "Cursos",
    "Desbravadores",
    "Oração",
    "Feliz7 Play",
    "Notícias dos Desbravadores",
    "Notícias da Igreja",
    "Vídeos da Igreja",
    "Feedback",
    "Contato",
    "Escola Sabatina",
    "Dicionário",
    "Livros Devocionais",
  ]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Conquistas" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Administração" })).toHaveCount(0);
  await page.getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("on a phone the menu collapses and the bottom navigation highlights the current entry", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/biblia");
  await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  await page.getByLabel("Abrir menu").click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Hinário" })).toBeVisible();
  const bottom = page.getByRole("navigation", { name: "Navegação inferior" });
  for (const label of ["Início", "Bíblia", "Estudos", "Desbravadores", "Cursos", "Perfil"]) {
    await expect(bottom.getByRole("link", { name: label })).toBeVisible();
  }
  // Each entry's icon fits it: a graduation cap for the courses, a tent for the Pathfinders.
  await expect(bottom.getByRole("link", { name: "Cursos" }).locator("svg.lucide-graduation-cap")).toHaveCount(1);
  await expect(bottom.getByRole("link", { name: "Desbravadores" }).locator("svg.lucide-tent")).toHaveCount(1);
  await expect(bottom.getByRole("link", { name: "Bíblia" })).toHaveAttribute("aria-current", "page");
  await expect(bottom.getByRole("link", { name: "Início" })).not.toHaveAttribute("aria-current", "page");
});

test("the footer has quick links, contact links and the contact form link", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Formulário de contato" })).toHaveAttribute("href", "/contato");
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("navigation", { name: "Links rápidos" }).getByRole("link", { name: "Bíblia" })).toBeVisible();
});

test("a skip link jumps to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#conteudo$/);
});
