import { expect, test } from "@playwright/test";

test("dark mode persists across reloads and the first paint already has it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/biblia");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#2563eb");
  await page.getByRole("button", { name: "Alternar modo escuro" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1f2937");
  expect(await page.evaluate(() => [localStorage.getItem("theme"), localStorage.getItem("darkMode")])).toEqual(["dark", "true"]);

  // The server renders the saved choice: the HTML itself carries the class.
  const html = await (await page.request.get("/biblia")).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.getByRole("button", { name: "Alternar modo escuro" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("a colour theme persists across reloads and is rendered by the server", async ({ page }) => {
  await page.goto("/");
  // The bar's menu (the phone menu holds another, hidden at this width).
  await page.locator("summary[aria-label='Tema de cores']:visible").click();
  await page.getByRole("button", { name: "Verde" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-color-theme", "green");
  expect(await page.evaluate(() => localStorage.getItem("colorTheme"))).toBe("green");
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<html[^>]*data-color-theme="green"/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-color-theme", "green");
});

test("on a 360 px phone the dark mode and the colours are in the menu, under 'Aparência'", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Alternar modo escuro" })).toHaveCount(0);
  await page.getByRole("banner").getByLabel("Abrir menu").click();
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByText("Aparência")).toBeVisible();
  await menu.getByRole("button", { name: "Alternar modo escuro" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await menu.getByLabel("Tema de cores").click();
  await menu.getByRole("button", { name: "Laranja" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-color-theme", "orange");
});

test("with nothing saved the system preference is followed, live", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("the theme menu works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hinario");
  await page.getByRole("button", { name: "Alternar modo escuro" }).click();
  await expect(page).toHaveURL(/\/hinario$/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.locator("summary[aria-label='Tema de cores']:visible").click();
  await page.getByRole("button", { name: "Roxo" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-color-theme", "purple");
  await context.close();
});
