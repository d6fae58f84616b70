import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createMember, logInAs, testDatabase } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";
import { cacheReport, controlled, kept, MEMBER } from "../support/service-worker.ts";

// These tests are about the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/**
 * Writes made offline (decision 0017): queued in the page, shown as pending, kept across a reload,
 * sent once when the connection returns, and then 'Conexão restaurada!'.
 */

// Each test installs the service worker (it fetches the whole build) and goes offline and back.
test.describe.configure({ timeout: 120_000 });

/** Controlled by the worker, and the address kept in the member's cache. */
async function keptForOffline(page: Page, address: string): Promise<void> {
  await controlled(page);
  await kept(page, MEMBER, address);
}

/** Reloads offline: the page comes from the worker's cache and hydrates again. */
async function reloadOffline(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByRole("heading", { name: "Você está sem conexão" }), JSON.stringify(await cacheReport(page))).toBeHidden();
  await hydrated(page);
  await expect(page.getByText("Sem conexão")).toBeVisible();
}

/** A new member who opened `address` online (so it is kept) and is now offline on it; returns the member's id. */
async function offlineMemberOn(page: Page, context: BrowserContext, baseURL: string, name: string, address: string): Promise<string> {
  const memberId = await createMember(name);
  await logInAs(context, baseURL, memberId);
  await page.goto(address);
  await keptForOffline(page, address);
  await context.setOffline(true);
  await reloadOffline(page);
  return memberId;
}

async function rows<T>(query: (db: ReturnType<typeof testDatabase>) => Promise<T>): Promise<T> {
  const db = testDatabase();
  try {
    return await query(db);
  } finally {
    await db.destroy();
  }
}

test("a verse bookmarked offline is pending, survives a reload, and is saved once when the connection returns", async ({
  page,
  context,
  baseURL,
}) => {
  const memberId = await offlineMemberOn(page, context, baseURL!, "Rute Offline", "/biblia/rt/2");
  // Verse 3 selected by a tap; the selection bar's heart marks it.
  const select = () => page.locator("#v3").getByRole("button").click();
  await select();
  const heart = page.getByRole("button", { name: "Marcar Rt 2:3" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const verse = page.locator("#v3");
  await expect(verse.getByText("Pendente")).toBeVisible();
  await expect(page.getByText("1 ação aguardando conexão")).toBeVisible();

  // Still queued after a reload without a connection.
  await reloadOffline(page);
  await select();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(verse.getByText("Pendente")).toBeVisible();
  expect(await rows((db) => db.selectFrom("verse_bookmarks").selectAll().where("user_id", "=", memberId).execute())).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await expect(page.getByText("1 ação feita sem conexão foi enviada.")).toBeVisible();
  await expect(verse.getByText("Pendente")).toBeHidden();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const saved = await rows((db) => db.selectFrom("verse_bookmarks").select(["book", "chapter", "verse"]).where("user_id", "=", memberId).execute());
  expect(saved).toEqual([{ book: "rt", chapter: 2, verse: 3 }]);
  expect(await rows((db) => db.selectFrom("client_writes").select("id").where("user_id", "=", memberId).execute())).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("lampada-fila-offline"))).toBe("[]");

  // The server's page agrees, and nothing is sent twice.
  await page.reload();
  await hydrated(page);
  await select();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  expect(await rows((db) => db.selectFrom("verse_bookmarks").select("verse").where("user_id", "=", memberId).execute())).toHaveLength(1);
});

test("plan days ticked offline are sent in order once; another member never sends them", async ({ page, context, baseURL }) => {
  const memberId = await offlineMemberOn(page, context, baseURL!, "Lia Offline", "/planos/salmos-30-dias");
  const day = (n: number) => page.getByRole("button", { name: `Dia ${n} concluído`, exact: true });
  // Days whose passages were not opened ask first (the reading was done elsewhere: ticked anyway).
  const tickAnyway = async (n: number) => {
    await day(n).click();
    await page.getByRole("dialog").getByRole("button", { name: "Concluir mesmo assim" }).click();
  };
  await tickAnyway(2);
  await tickAnyway(5);
  await day(2).click(); // changed her mind: day 2 not done after all
  await expect(day(2)).toHaveAttribute("aria-pressed", "false");
  await expect(day(5)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("1 de 30 dias concluídos")).toBeVisible();
  await expect(page.getByText("3 ações aguardando conexão")).toBeVisible();
  const queued = await page.evaluate(() => JSON.parse(localStorage.getItem("lampada-fila-offline")!) as Array<{ memberId: string }>);
  expect(queued.map((w) => w.memberId)).toEqual([memberId, memberId, memberId]);
  // A write another member left in this browser (day 7) is dropped, never sent with this session.
  await page.evaluate(() => {
    const queue = JSON.parse(localStorage.getItem("lampada-fila-offline")!) as Array<Record<string, unknown>>;
    const other = { ...queue[0], id: crypto.randomUUID(), memberId: "outro-membro", fields: { dia: "7", concluido: "1" } };
    localStorage.setItem("lampada-fila-offline", JSON.stringify([other, ...queue]));
  });

  await context.setOffline(false);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await expect(page.getByText("3 ações feitas sem conexão foram enviadas.")).toBeVisible();
  await expect(page.getByText("Pendente")).toHaveCount(0);
  const days = await rows((db) =>
    db.selectFrom("reading_plan_days").select(["plan_id", "day"]).where("user_id", "=", memberId).orderBy("day").execute(),
  );
  expect(days).toEqual([{ plan_id: "salmos-30-dias", day: 5 }]);
  expect(await rows((db) => db.selectFrom("client_writes").select("id").where("user_id", "=", memberId).execute())).toHaveLength(3);
  expect(await page.evaluate(() => localStorage.getItem("lampada-fila-offline"))).toBe("[]");
  await page.reload();
  await expect(page.getByText("1 de 30 dias concluídos")).toBeVisible();
});

test("a note written offline is sent once; one the server refuses is said in Portuguese, not lost silently", async ({ page, context, baseURL }) => {
  // Profile pages are never kept for offline (decision 0029): the signal drops while the notes page is open.
  const memberId = await createMember("Noemi Offline");
  await logInAs(context, baseURL!, memberId);
  await page.goto("/perfil/notas");
  await hydrated(page);
  await context.setOffline(true);
  await expect(page.getByText("Sem conexão")).toBeVisible();
  await page.getByLabel("Título").fill("Nota sem sinal");
  await page.getByLabel("Conteúdo").fill("Escrita no ônibus.");
  await page.getByRole("button", { name: "Criar nota" }).click();
  const written = page.getByRole("article", { name: "Nota sem sinal" });
  await expect(written).toContainText("Escrita no ônibus.");
  await expect(written.getByText("Pendente")).toBeVisible();
  await expect(page.getByLabel("Título")).toHaveValue("");
  // An empty note: the server will refuse it.
  await page.getByRole("button", { name: "Criar nota" }).click();
  await expect(page.getByText("2 ações aguardando conexão")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Conexão restaurada!")).toBeVisible();
  await expect(page.getByText("1 ação feita sem conexão foi enviada.")).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Não foi possível salvar" });
  await expect(alert).toHaveText(
    /Não foi possível salvar uma ação feita sem conexão \(“Criar nota”\): o servidor não a aceitou\. Confira e tente de novo\./,
  );
  await expect(written.getByText("Pendente")).toBeHidden();
  const notes = await rows((db) => db.selectFrom("notes").select(["title", "content"]).where("user_id", "=", memberId).execute());
  expect(notes).toEqual([{ title: "Nota sem sinal", content: "Escrita no ônibus." }]);
  await alert.getByRole("button", { name: "Entendi" }).click();
  await expect(alert).toBeHidden();

  // A write still waiting at logout is forgotten with the member, never sent.
  await page.goto("/sair");
  await hydrated(page);
  await page.evaluate((id) => {
    const write = {
      id: crypto.randomUUID(),
      memberId: id,
      action: "/perfil/notas",
      fields: { intent: "nota-criar", titulo: "x", conteudo: "y" },
      label: "Criar nota",
    };
    localStorage.setItem("lampada-fila-offline", JSON.stringify([write]));
  }, memberId);
  await page.locator("main").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("link", { name: "Entrar" }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("lampada-fila-offline"))).toBe("[]");
  expect(await rows((db) => db.selectFrom("notes").select("title").where("user_id", "=", memberId).execute())).toEqual([{ title: "Nota sem sinal" }]);
});
