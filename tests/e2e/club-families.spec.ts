import { expect, test, type Browser, type Page } from "@playwright/test";
import { childPlace } from "#app/areas/clubs/children.store.server.ts";
import { membershipOf } from "#app/areas/clubs/clubs.store.server.ts";
import { markItem } from "#app/areas/clubs/reviews.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { createClubAs } from "../support/clubs.ts";
import { hydrated } from "../support/hydration.ts";
import { confirmedMember, serverWithMail } from "../support/mail-server.ts";
import { theFirstChurch } from "../support/churches.ts";

/**
 * The family in the club and the leader's meeting (decision 0054): a guardian's request for a
 * child reaches the director by notice and e-mail; a specialty returned with a note reaches the
 * guardian, who sees it on the family's page; 'Marcar e aprovar' and approve-several; a roll call
 * with someone unmarked is refused until marked; the monthly report lists the month's meetings.
 * The guardian on a 360 px phone, the director at 1366×768.
 */
const spec = serverWithMail("club-families", { MAIL_FROM: "Lâmpada <portal@igreja.exemplo>" });

const member = (browser: Browser, name: string, viewport: { width: number; height: number }) => confirmedMember(spec.server, browser, name, viewport);

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("a child's request reaches the director, a returned specialty reaches the family, and the leader's meeting goes at its pace", async ({
  browser,
}) => {
  test.slow();
  const diana = await member(browser, "Diana Rocha", { width: 1366, height: 768 });
  const marcia = await member(browser, "Márcia Lopes", { width: 360, height: 740 });
  const d = diana.page;
  const m = marcia.page;
  const code = await createClubAs(d, "Clube Estrela do Norte");

  // The guardian adds her son and asks the club to take him in: the director is told by notice and e-mail.
  await m.goto("/clube/criancas");
  await m.getByLabel("Nome da criança").fill("Davi Lopes");
  await m.getByLabel("Ano de nascimento da criança").fill(String(new Date().getUTCFullYear() - 10));
  await m.getByRole("checkbox", { name: /autorizo o Lâmpada/ }).check();
  await m.getByRole("button", { name: "Cadastrar criança" }).click();
  await expect(m.getByText("Perfil da criança criado, com a sua autorização registrada.")).toBeVisible();
  await m.getByLabel("Código de convite do clube para Davi Lopes").fill(code);
  await m.getByRole("button", { name: "Pedir para entrar" }).click();
  await expect(m.getByText("Pedido enviado! A direção do clube vai aprová-lo.")).toBeVisible();
  await expect.poll(() => spec.smtp.to(diana.email).filter((mail) => mail.subject === "Novo pedido no Lâmpada").length).toBe(1);
  expect(spec.smtp.to(diana.email)[0]!.text).toContain("Davi Lopes (criança da família de Márcia Lopes) pediu para entrar no clube.");
  await d.goto("/avisos");
  await expect(d.getByRole("list", { name: "Seus avisos" })).toContainText(
    "Davi Lopes (criança da família de Márcia Lopes) pediu para entrar no clube.",
  );
  await d.goto("/clube/pessoas");
  await d.getByRole("button", { name: "Aprovar Davi Lopes" }).click();
  await expect(d.getByText("Pedido aprovado.")).toBeVisible();

  // Davi finished a specialty; the director returns it with a note, and the family hears of it.
  const { db } = openDatabase(spec.server.databaseUrl);
  const church = await theFirstChurch(db);
  const childId = (await db.selectFrom("child_profiles").select("id").where("user_id", "=", marcia.id).executeTakeFirstOrThrow()).id;
  const davi = (await childPlace(db, church, marcia.id, childId, new Date()))!.person.id;
  await markItem(db, church, davi, "esp-2", true, new Date());
  await d.goto(`/clube/pessoa/${davi}?classe=1`);
  await d.locator('[data-item="esp-2"]').getByLabel("Observação para devolver").fill("Falta mostrar o nó de escota.");
  await d.locator('[data-item="esp-2"]').getByRole("button", { name: "Devolver" }).click();
  await expect(d.getByText("Item devolvido com a observação.")).toBeVisible();
  await expect.poll(() => spec.smtp.to(marcia.email).filter((mail) => mail.subject === "Item devolvido no clube").length).toBe(1);
  await m.goto("/avisos");
  await expect(m.getByRole("list", { name: "Seus avisos" })).toContainText("de Davi Lopes: Falta mostrar o nó de escota.");
  await m.goto("/clube/criancas");
  const family = m.getByRole("listitem", { name: "Davi Lopes" });
  await expect(family).toContainText("Participa do Clube Estrela do Norte · Classe Amigo");
  await expect(family.getByRole("region", { name: "Especialidades" })).toContainText("Devolvido por Diana Rocha: Falta mostrar o nó de escota.");
  await noSidewaysScroll(m);
  await m.goto("/clube");
  await expect(m.getByRole("heading", { name: "A família no clube" })).toBeVisible();
  await expect(m.getByText("Entrar em um clube")).toBeHidden();
  await noSidewaysScroll(m);

  // Items done in front of the director: one marked and approved at once, then two selected together.
  const today = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(new Date());
  await d
    .locator('[data-item="1-0-0"]')
    .getByRole("button", { name: /^Marcar e aprovar/ })
    .click();
  await expect(d.getByTestId("estado-1-0-0")).toHaveText(`Aprovado por Diana Rocha em ${today}`);
  for (const key of ["1-0-1", "1-0-2"])
    await d
      .locator(`[data-item="${key}"]`)
      .getByRole("checkbox", { name: /^Selecionar/ })
      .check();
  await d.getByRole("button", { name: "Marcar e aprovar selecionados" }).click();
  await expect(d.getByText("2 itens marcados e aprovados.")).toBeVisible();
  await expect(d.getByTestId("estado-1-0-2")).toHaveText(`Aprovado por Diana Rocha em ${today}`);

  // Items Davi's family marked at home: approved together from 'Aguardando você'.
  for (const key of ["1-1-0", "1-1-1"]) await markItem(db, church, davi, key, true, new Date());
  await d.goto("/clube/painel");
  for (const box of await d.getByRole("checkbox", { name: /^Selecionar/ }).all()) await box.check();
  await d.getByRole("button", { name: "Aprovar selecionados" }).click();
  await expect(d.getByText("2 itens aprovados.")).toBeVisible();
  await expect(d.getByText("Nada aguarda a sua aprovação agora.")).toBeVisible();
  expect(
    await db.selectFrom("club_review_log").select(["item_key", "by_name"]).where("person_id", "=", davi).where("action", "=", "aprovado").execute(),
  ).toHaveLength(5);

  // The roll call starts with nobody marked: saving with someone unmarked names them and records nothing.
  await d.goto("/clube/reunioes");
  await hydrated(d);
  await d.locator('[data-pessoa="Davi Lopes"]').getByLabel("Presente").check();
  await d.getByRole("button", { name: "Registrar reunião" }).click();
  await expect(d.getByText("Falta marcar Diana Rocha: escolha Presente, Falta ou Justificada para essa pessoa antes de salvar.")).toBeVisible();
  const director = (await membershipOf(db, church, diana.id))!;
  expect(await db.selectFrom("club_meetings").select("id").where("club_id", "=", director.clubId).execute()).toEqual([]);
  await d.locator('[data-pessoa="Diana Rocha"]').getByLabel("Falta").check();
  await d.getByRole("button", { name: "Registrar reunião" }).click();
  await expect(d.getByText(/^Reunião de \d{2}\/\d{2}\/\d{4} registrada com a chamada\.$/)).toBeVisible();
  await expect(d.getByRole("region", { name: /^Reuniões de \d{4}$/ }).getByRole("listitem")).toContainText("Reunião regular · 1 de 2 presente");

  // The monthly report lists the month's meeting and attendance, on the page and in its spreadsheet.
  await d.goto("/clube");
  await d.getByRole("link", { name: "Relatório mensal" }).click();
  await expect(d.getByRole("heading", { level: 1, name: /^Relatório mensal · \w+ de \d{4}$/ })).toBeVisible();
  await expect(d.getByRole("table", { name: "Reuniões do mês" })).toContainText("Reunião regular");
  await expect(d.getByRole("table", { name: "Reuniões do mês" })).toContainText("1 de 2 · 1 falta · 0 justificadas");
  await expect(d.getByRole("table", { name: "Frequência por unidade" })).toContainText("Sem unidade");
  await expect(d.getByRole("table", { name: "Classe Amigo" })).toContainText("Davi Lopes");
  await noSidewaysScroll(d);
  const download = d.waitForEvent("download");
  await d.getByRole("link", { name: "Baixar planilha (CSV) do relatório" }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  });
  expect(csv).toContain('"Reunião regular";"1";"1";"0";"2"');
  expect(csv).toContain('"Amigo";"Davi Lopes";"Sem unidade";"5"');
  // A phone's width: the report still fits.
  await d.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(d);
  await db.destroy();
});
