import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";
import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { adminServerEnv, logInAsAdmin } from "../support/admins.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { gotoHydrated } from "../support/hydration.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { zipOf } from "../support/zip-writer.ts";

/**
 * The church's own hymnal (decision 0044), against a server of its own: hymn 301 imported from
 * OpenLyrics by `npm run hymnal:import` and from plain text at /admin/hinario, then shown,
 * projected, searched, downloaded and listed for offline; a broken file refuses its whole set.
 * The tests run in order.
 */
test.describe.configure({ mode: "serial" });

let server: RunningServer;
const FIXTURES = "tests/fixtures/hymnal";
const XML = join(FIXTURES, "301-luz-da-manha.xml");
const TXT = join(FIXTURES, "301-luz-da-manha.txt");
const STANZA = "Desperta a manhã sobre o vale sereno,";

test.beforeAll(async () => {
  server = await startServer(adminServerEnv(), "test-results/server-hymnal-import.log");
});

test.afterAll(() => server.stop());

/** `npm run hymnal:import -- …` against the test server's database: its exit code and output. */
async function importCommand(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/hymnal-import.ts", ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** A folder with a good hymn 302 and a broken file. */
function brokenFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "hinario-"));
  writeFileSync(join(folder, "302-bom.txt"), "302 - Hino Bom\n\nUma estrofe inteira\ncom duas linhas\n");
  writeFileSync(join(folder, "303-quebrado.xml"), readFileSync(XML, "utf8").replace("</lyrics>", ""));
  return folder;
}

async function expectHymn301(page: Page, variant: "e" | "&") {
  await page.goto(`${server.url}/hinario/301`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("301. Luz da Manhã");
  await expect(page.getByText(STANZA)).toBeVisible();
  await expect(page.getByText(`tua voz nos conduz pela estrada ${variant} trilha;`)).toBeVisible();
  await expect(page.getByText("Lampejo de graça, clarão de bondade,")).toBeVisible();
  await expect(page.getByText("© 2026 Igreja Lâmpada — uso no culto")).toBeVisible();
  await expect(page.getByText("Hino 301 · Hinário da igreja")).toBeVisible();
  await expect(page.getByRole("link", { name: "Baixar Letra" })).toBeVisible();
}

test("the command imports an OpenLyrics file: /hinario/301 shows it, the projection, the search, the download and the offline list have it", async ({
  page,
}) => {
  expect((await page.request.get(`${server.url}/hinario/301`)).status()).toBe(404);
  const imported = await importCommand(XML);
  expect(imported.out).toMatch(/^Hinário da igreja: 1 hino importado \(1 novo, 0 atualizados\)/);
  expect(imported.code).toBe(0);

  await expectHymn301(page, "&");
  await expectNoSeriousA11yViolations(page);
  // The list carries no lyrics; its dialog asks for the hymn's.
  await gotoHydrated(page, `${server.url}/hinario?q=301`);
  await page.getByRole("link", { name: /301\s*Luz da Manhã/ }).click();
  const dialog = page.getByRole("dialog", { name: "301. Luz da Manhã" });
  await expect(dialog).toContainText(STANZA);
  await expect(dialog).toContainText("© 2026 Igreja Lâmpada — uso no culto");

  await gotoHydrated(page, `${server.url}/projetar/hino/301`);
  const slide = page.getByRole("region", { name: "Slide", exact: true }).locator("[data-slide-text]");
  await expect(slide).toHaveText("301. Luz da Manhã");
  await page.keyboard.press("ArrowRight");
  await expect(slide).toContainText(STANZA);
  await page.keyboard.press("ArrowRight");
  await expect(slide).toContainText("Lampejo de graça");
  await page.keyboard.press("End");
  await expect(slide).toHaveText("© 2026 Igreja Lâmpada — uso no culto");

  await page.goto(`${server.url}/busca?q=orvalho`);
  await expect(page.getByRole("link", { name: "Hino 301 — Luz da Manhã" })).toBeVisible();

  const lyrics = await page.request.get(`${server.url}/hinario/301/letra.txt`);
  expect(lyrics.status()).toBe(200);
  expect(await lyrics.text()).toContain(`${STANZA}\n`);
  const offline = (await (await page.request.get(`${server.url}/paginas-offline.json`)).json()) as { lasting: string[] };
  expect(offline.lasting).toContain("/hinario/301");
  // A shipped example stays, labelled as such.
  await page.goto(`${server.url}/hinario/37`);
  await expect(page.getByText("Hino 37 · Paz · Exemplo")).toBeVisible();
});

test("the command refuses a folder with a broken file whole, naming it and its reason", async ({ page }) => {
  const refused = await importCommand(brokenFolder(), "--replace");
  expect(refused.code).toBe(1);
  expect(refused.out).toContain("Importação cancelada, nada foi gravado — 1 problema:");
  expect(refused.out).toContain("303-quebrado.xml: XML inválido: esperado </lyrics>, encontrado </song> na linha 26");
  expect((await page.request.get(`${server.url}/hinario/302`)).status()).toBe(404);
  expect((await page.request.get(`${server.url}/hinario/301`)).status()).toBe(200);
});

test("the admin page imports the plain-text file (an update) and refuses a set with a broken file whole", async ({ page }) => {
  await logInAsAdmin(page.context(), server);
  await page.goto(`${server.url}/admin/hinario`);
  await expect(page.getByRole("heading", { name: "Hinos importados (1)" })).toBeVisible();
  await page.getByLabel("Arquivos dos hinos").setInputFiles(TXT);
  await page.getByRole("button", { name: "Conferir" }).click();
  // The preview says what the number replaces before anything is stored.
  await expect(page.getByText("Substitui o hino 301 «Luz da Manhã» (importado antes).")).toBeVisible();
  await expect(page.getByLabel("Número de «Luz da Manhã»")).toHaveValue("301");
  await page.getByRole("button", { name: "Importar 1 hino" }).click();
  const done = page.getByRole("status").filter({ hasText: "1 hino importado: 0 novos, 1 atualizado." });
  await expect(done).toBeVisible();
  await expect(done).toContainText("hino 301: «Luz da Manhã» (importado antes) dá lugar a «Luz da Manhã»");
  await expectNoSeriousA11yViolations(page);
  // Logged in, the page is never an older copy kept for visitors.
  await expectHymn301(page, "e");

  await page.goto(`${server.url}/admin/hinario`);
  const folder = brokenFolder();
  await page.getByLabel("Arquivos dos hinos").setInputFiles([join(folder, "302-bom.txt"), join(folder, "303-quebrado.xml")]);
  await page.getByRole("button", { name: "Conferir" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Nada foi importado.");
  await expect(alert).toContainText("303-quebrado.xml: XML inválido: esperado </lyrics>, encontrado </song> na linha 26");
  expect((await page.request.get(`${server.url}/hinario/302`)).status()).toBe(404);

  // --replace with the good file alone: 302 comes in, 301 goes.
  const replaced = await importCommand(join(folder, "302-bom.txt"), "--replace");
  expect(replaced.out).toContain("1 hino importado (1 novo, 0 atualizados, 1 removido)");
  expect((await page.request.get(`${server.url}/hinario/301`)).status()).toBe(404);
  await page.goto(`${server.url}/hinario/302`);
  await expect(page.getByText("Uma estrofe inteira")).toBeVisible();
});

/** The text drawn in a PDF: its streams inflated, latin-1. */
function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  for (let at = pdf.indexOf("stream\n"); at >= 0; at = pdf.indexOf("stream\n", at + 1)) {
    const end = pdf.indexOf("\nendstream", at);
    try {
      parts.push(inflateSync(pdf.subarray(at + 7, end)).toString("latin1"));
    } catch {
      // Not a deflated stream.
    }
  }
  return parts.join("\n");
}

test("a zip of hymn files: the command and the admin page import it, a broken one is refused whole; /hinario.pdf holds the imported hymns", async ({
  page,
}) => {
  const good = join(mkdtempSync(join(tmpdir(), "hinos-zip-")), "hinos.zip");
  writeFileSync(
    good,
    zipOf([
      { name: "hinario/301-luz-da-manha.xml", text: readFileSync(XML) },
      { name: "hinario/304.txt", text: "304 - Canto da Colheita\nCopyright: © 2026 Coral Lâmpada\n\nSemeamos com fé\ncolhemos com alegria\n" },
      { name: "hinario/capa.jpg", text: "não é hino" },
    ]),
  );
  const imported = await importCommand(good);
  expect(imported.out).toMatch(/^Hinário da igreja: 2 hinos importados \(2 novos, 0 atualizados\)/);
  expect(imported.code).toBe(0);
  await page.goto(`${server.url}/hinario/304`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("304. Canto da Colheita");
  await expect(page.getByText("© 2026 Coral Lâmpada")).toBeVisible();

  const pdf = await page.request.get(`${server.url}/hinario.pdf`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(await pdf.body());
  for (const line of ["(301. Luz da Manh\\343) Tj", "(304. Canto da Colheita) Tj", "(Semeamos com f\\351) Tj", "(\\251 2026 Coral L\\342mpada) Tj"])
    expect(text).toContain(line);

  await logInAsAdmin(page.context(), server);
  await page.goto(`${server.url}/admin/hinario`);
  const broken = join(mkdtempSync(join(tmpdir(), "hinos-zip-")), "quebrado.zip");
  writeFileSync(
    broken,
    zipOf([
      { name: "305.txt", text: "305 - Hino Novo\n\nUma estrofe\n" },
      { name: "303-quebrado.xml", text: readFileSync(XML, "utf8").replace("</lyrics>", "") },
    ]),
  );
  await page.getByLabel("Arquivos dos hinos").setInputFiles(broken);
  await page.getByRole("button", { name: "Conferir" }).click();
  await expect(page.getByRole("alert")).toContainText("303-quebrado.xml: XML inválido: esperado </lyrics>, encontrado </song> na linha 26");
  expect((await page.request.get(`${server.url}/hinario/305`)).status()).toBe(404);

  const fixed = join(mkdtempSync(join(tmpdir(), "hinos-zip-")), "novos.zip");
  writeFileSync(fixed, zipOf([{ name: "305.txt", text: "305 - Hino Novo\n\nUma estrofe\n" }]));
  await page.getByLabel("Arquivos dos hinos").setInputFiles(fixed);
  await page.getByRole("button", { name: "Conferir" }).click();
  await page.getByRole("button", { name: "Importar 1 hino" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 hino importado: 1 novo, 0 atualizados." })).toBeVisible();
  await page.goto(`${server.url}/hinario/305`);
  await expect(page.getByText("Uma estrofe")).toBeVisible();
});

const EXPORTED = join(FIXTURES, "exportados");

test("OpenLyrics exports without numbers: the admin numbers them in the preview, one language is kept; the command numbers them by flag and imports a JSON list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsAdmin(page.context(), server);
  await gotoHydrated(page, `${server.url}/admin/hinario`);
  await page.getByLabel("Arquivos dos hinos").setInputFiles(readdirSync(EXPORTED).map((name) => join(EXPORTED, name)));
  await page.getByLabel("Em ordem, a partir do número:").check();
  await page.getByLabel("Primeiro número").fill("500");
  await page.getByRole("button", { name: "Conferir" }).click();
  const preview = page.getByRole("form", { name: /Confira antes de importar \(4 hinos\)/ });
  await expect(preview.getByLabel("Número de «Sementes ao Vento»")).toHaveValue("503");
  await expect(preview.getByText("Voam sementes pelo vento")).toBeVisible();
  await preview.getByLabel("Número de «Old Bridge»").fill("48");
  await expect(preview.getByText("Substitui o hino 48 «Tudo Entregarei» (exemplo do portal).")).toBeVisible();
  await preview.getByLabel("Número de «Old Bridge»").fill("500");
  await expect(preview.getByText("Número repetido nesta importação.").first()).toBeVisible();
  await preview.getByLabel("Número de «Old Bridge»").fill("510");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole("button", { name: "Importar 4 hinos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "4 hinos importados: 4 novos, 0 atualizados." })).toBeVisible();
  await page.goto(`${server.url}/hinario/503`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("503. Sementes ao Vento");
  await expect(page.getByText("Cresce, semente, cresce")).toBeVisible();
  await expect(page.getByText("Grow, little seed")).toHaveCount(0);
  await page.goto(`${server.url}/hinario/500`);
  await expect(page.getByText("No vale é calmo o rio")).toBeVisible();

  const flagged = await importCommand(EXPORTED, "--number-from", "600");
  expect(flagged.code).toBe(0);
  expect(flagged.out).toMatch(/^Hinário da igreja: 4 hinos importados \(4 novos, 0 atualizados\)/);
  expect(flagged.out).toContain("número 601 dado a Estrela da Tarde.xml («Estrela da Tarde»)");
  const list = await importCommand(join(FIXTURES, "hinario-lista.json"));
  expect(list.code).toBe(0);
  expect(list.out).toContain("Hinário da igreja: 3 hinos importados (3 novos, 0 atualizados)");
  expect(list.out).toContain("(exemplo do portal) dá lugar a «Manhã de Sábado»");
  await page.goto(`${server.url}/hinario/2`);
  await expect(page.getByText("Não temas, diz a voz,")).toBeVisible();
  expect((await importCommand(EXPORTED, "--number-from", "0")).out).toContain("--number-from precisa de um número de 1 a 9999");
});

test("200 small zips in one upload are refused at once, nothing inflated", async ({ page }) => {
  await logInAsAdmin(page.context(), server);
  const zip = Buffer.from(zipOf([{ name: "grande.txt", text: "a".repeat(8 * 1024 * 1024) }]));
  const form = new FormData();
  form.append("intent", "conferir");
  form.append("numeracao", "arquivo");
  for (let i = 0; i < 200; i++) form.append("arquivos", new Blob([zip], { type: "application/zip" }), `${i}.zip`);
  const answer = await page.request.post(`${server.url}/admin/hinario`, { headers: { Origin: server.url }, multipart: form });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("mais de 8 MB descompactados numa importação");
});
