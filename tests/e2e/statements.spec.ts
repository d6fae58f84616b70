import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createSession } from "#app/areas/accounts/session.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { startBibleSourceStandIn, type BibleSourceStandIn } from "../support/bible-source-stand-in.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { sessionCookiePair } from "../support/session-cookie.ts";
import { insertTestUser } from "../support/test-databases.ts";

/**
 * How many SQL statements a member's everyday requests take (COUNT_STATEMENTS=1 answers them
 * in X-Statements), on the engine the suite runs on. A change that adds a statement to these
 * paths fails here: make it pay its way, or lower the count when one goes.
 */
let source: BibleSourceStandIn;
let server: RunningServer;
let cookie: string;

test.beforeAll(async () => {
  source = await startBibleSourceStandIn();
  server = await startServer({ COUNT_STATEMENTS: "1", BIBLE_SOURCE_URL: source.url }, "test-results/statements-server.log");
  const { db } = openDatabase(server.databaseUrl);
  const id = await insertTestUser(db, randomUUID(), { name: "Débora Contada" });
  cookie = sessionCookiePair(await createSession(db, id, new Date()));
  await db.destroy();
});

test.afterAll(async () => {
  await server.stop();
  await source.close();
});

async function statements(path: string, options: { navigate?: boolean; form?: Record<string, string> } = {}): Promise<number> {
  const headers: Record<string, string> = { Cookie: cookie };
  if (options.navigate) Object.assign(headers, { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" });
  if (options.form) Object.assign(headers, { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" });
  const response = await fetch(server.url + path, {
    method: options.form ? "POST" : "GET",
    headers,
    body: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  return Number(response.headers.get("x-statements"));
}

// Every page also reads the visit's church and how many churches there are (the root's footer, decision 0065): two statements.
test("a member's pages: the session and what each page shows", async () => {
  // Session; figures and achievements; latest readings; plan days done and the latest; the verse
  // of the day's heart; the last chapter read ('Continuar lendo'); the plan started or ticked last
  // (the first card, 'Hoje: Dia N', opens its day; none here, so not its days); the imported
  // Sabbath School quarters on today.
  expect(await statements("/")).toBe(13);
  // Session; profile; its figures; the best quiz scores; the level, points and achievements
  // ('Pontos e conquistas'); the churches to choose among ('Minha igreja', shown with several).
  expect(await statements("/perfil")).toBe(9);
});

test("a chapter opened (the history entry), then read (paid in one transaction), then read again", async () => {
  await statements("/biblia/gn/1", { navigate: true }); // Genesis fetched and stored: not counted
  // Session; the chapter's text; begin, history entry, history pruned, commit; the chapter's
  // bookmarks and marks. Opening pays nothing (decision 0058).
  expect(await statements("/biblia/gn/2", { navigate: true })).toBe(10);
  // The text now kept by the process.
  expect(await statements("/biblia/gn/2", { navigate: true })).toBe(9);
  // The reader's report: session; the write counted; begin, the member's figures, time zone and
  // achievements, the figures row made sure of and locked, today's paid readings counted (the
  // daily cap), award, figures updated (this member's first award: the row is made and updated
  // again), 'Primeira Leitura' unlocked and its points, commit.
  expect(await statements("/biblia/gn/2/leitura", { form: {} })).toBe(12);
  // The award already paid today: no figures change.
  expect(await statements("/biblia/gn/2/leitura", { form: {} })).toBe(9);
});

test("a bookmark added (paid) and removed", async () => {
  await statements("/biblia/gn/3", { navigate: true });
  // Session; the write counted (old counters are forgotten by the hourly housekeeping, never in a
  // member's request); begin, bookmark, the member's figures, time zone and achievements, award,
  // figures updated, commit; the chapter's bookmarks and marks (the loader that follows reuses the
  // bookmarks and the text kept since the reading). The member's first award (opening the chapter
  // paid nothing): the figures row is made and updated again.
  expect(await statements("/biblia/gn/3", { form: { versiculo: "2" } })).toBe(14);
  // Session; the write counted; begin, bookmark found, bookmark removed, commit; the chapter's
  // bookmarks and marks.
  expect(await statements("/biblia/gn/3", { form: { versiculo: "2" } })).toBe(10);
});
