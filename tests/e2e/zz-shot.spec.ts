import { test } from "@playwright/test";
import { newMember } from "../support/members.ts";
test("shot", async ({ page }) => {
  await newMember(page, "Maria Aparecida dos Santos Oliveira", `maria.aparecida.dos.santos.oliveira.${Date.now()}@exemplo-provedor.com.br`);
  for (const [w, path, name] of (process.env.SHOTS ?? "360 / home").split(",").map((s) => s.trim().split(" "))) {
    await page.setViewportSize({ width: Number(w), height: 800 });
    await page.goto(path!);
    await page.locator("html[data-hydrated='true']").waitFor();
    console.log(
      JSON.stringify(
        await page
          .getByRole("banner")
          .evaluate((b) =>
            [...b.querySelectorAll("a,button,summary,input")].map((e) => [
              e.getAttribute("aria-label") || e.textContent?.trim(),
              Math.round(e.getBoundingClientRect().left),
              Math.round(e.getBoundingClientRect().width),
            ]),
          ),
      ),
    );
    await page.screenshot({ path: `/tmp/daytwo/shots/${name}.png` });
  }
});
