import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any accessibility violation of impact serious or critical (of the given axe rules
 * only, when named). Waits first for the page's lazy parts to load and for running colour
 * transitions to end: a button enabled once its code has loaded fades from its disabled grey
 * for 150 ms, and axe measuring mid-fade reports a contrast no one sees for longer than that.
 */
export async function expectNoSeriousA11yViolations(page: Page, rules?: string[]): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}
