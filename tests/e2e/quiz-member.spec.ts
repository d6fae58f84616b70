import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { hashToken, SESSION_COOKIE } from "../../app/modules/accounts/session.server.ts";
import { sessionCookieValue } from "../support/session-cookie.ts";
import { startServer, type RunningServer } from "./server-process.ts";

/**
 * A member's best score per quiz is kept and shown on the cards. The member and the session
 * are written straight into this test's own database, so the test does not depend on the
 * login screen.
 */
let server: RunningServer;
let dir: string;
const token = "quiz-member-token";

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "lampada-quiz-member-"));
  const file = join(dir, "e2e.db");
  server = await startServer({ DATABASE_URL: `file:${file}` }, "test-results/server-quiz-member.log");
  const db = new DatabaseSync(file);
  const now = new Date();
  db.prepare("insert into users (id, email, name, age, password_hash, created_at) values (?, ?, ?, ?, ?, ?)").run(
    "m1",
    "marta@exemplo.com",
    "Marta",
    30,
    "x",
    now.toISOString(),
  );
  db.prepare("insert into sessions (token_hash, user_id, created_at, last_used_at, expires_at) values (?, ?, ?, ?, ?)").run(
    hashToken(token),
    "m1",
    now.toISOString(),
    now.toISOString(),
    new Date(now.getTime() + 86_400_000).toISOString(),
  );
  db.close();
});

test.afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("a member's best result is kept and shown on the quiz card", async ({ page, context }) => {
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: server.url }]);
  await page.clock.install();
  await page.goto(`${server.url}/quiz?quiz=criacao-e-patriarcas`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  for (const answer of ["A luz", "Caim", "Noé", "Uma pomba branca", "Ismael"]) {
    await page.getByRole("button", { name: answer, exact: true }).click();
    await page.clock.runFor(2_000);
  }
  await expect(page.getByText("3 de 5 corretas")).toBeVisible();
  await expect(page.getByText("60%", { exact: true })).toHaveAttribute("data-tone", "orange");
  await expect(page.getByText("Resultado guardado no seu perfil.")).toBeVisible();

  await page.getByRole("link", { name: "Novo Quiz" }).click();
  const card = page.locator("main li").filter({ hasText: "Criação e Patriarcas" });
  await expect(card).toContainText("Sua melhor: 3 de 5 (60%)");
  await expect(page.getByRole("link", { name: "Entre na sua conta" })).toHaveCount(0);

  // A forged result is refused and changes nothing.
  const forged = await page.request.post(`${server.url}/quiz`, {
    form: { quiz: "criacao-e-patriarcas", respostas: "9,9,9,9,9" },
    headers: { Origin: server.url },
  });
  expect(forged.status()).toBe(400);
  await page.reload();
  await expect(card).toContainText("Sua melhor: 3 de 5 (60%)");
});
