import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { clubOf, createClub, membershipOf, requestJoin } from "#app/areas/clubs/clubs.store.server.ts";
import { addRosterEntry, decideRequest, setRole } from "#app/areas/clubs/roster.store.server.ts";
import { createUnit, placeInUnit } from "#app/areas/clubs/units.store.server.ts";
import { clubCriteria } from "#app/areas/clubs/meetings.store.server.ts";
import { createMember, giveOwnAddress, logInAs, memberCookieHeader, PASSWORD, testDatabase, uniqueEmail } from "../support/members.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { hydrated } from "../support/hydration.ts";
import { theFirstChurch } from "../support/churches.ts";

/**
 * The club's year and the small group's week (decision 0049), on a phone's width: a meeting's
 * roll call taken without signal and applied once, attendance and the unit league of club work,
 * the investiture list, leaders only; an invitation a visitor follows to sign up and land in the
 * group; and a wall that keeps yesterday's conversation, dated.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function memberPage(browser: Browser, baseURL: string, name: string): Promise<{ page: Page; id: string }> {
  const id = await createMember(name);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await logInAs(context, baseURL, id);
  return { page: await context.newPage(), id };
}

const section = (page: Page, title: string | RegExp) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });

test("a meeting's roll call taken offline is applied once; attendance, the league of club work and the investiture list are for leaders only", async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const director = await memberPage(browser, baseURL!, "Diana Rocha");
  const d = director.page;
  await d.goto("/clube");
  await d.getByLabel("Nome do clube").fill("Clube Sentinelas do Rio");
  await d.getByLabel("Igreja").fill("IASD Central");
  await d.getByLabel("Cidade").fill("Manaus");
  await d.getByLabel("Região").fill("Associação Amazonas");
  await d.getByRole("button", { name: "Criar clube" }).click();
  const code = (await d.getByTestId("codigo-convite").textContent())!;
  // The invite is a full address, ready to copy or share.
  await expect(d.getByLabel("Link do convite")).toHaveValue(`${baseURL}/clube?codigo=${code}`);
  await expect(d.getByRole("button", { name: "Copiar" })).toBeVisible();
  await expect(d.getByRole("link", { name: "Compartilhar" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  // The roster: two Pathfinders in Leões, an empty unit Tigres, and a Pathfinder with an account (no leader).
  const db = testDatabase();
  const now = new Date();
  const church = await theFirstChurch(db);
  const club = (await membershipOf(db, church, director.id))!.clubId;
  await addRosterEntry(db, church, club, "Henrique Prado", 2014, now);
  await addRosterEntry(db, church, club, "Lia Souza", 2013, now);
  await createUnit(db, church, club, "Leões", null, now);
  await createUnit(db, church, club, "Tigres", null, now);
  const ids = Object.fromEntries(
    (await db.selectFrom("club_people").select(["id", "roster_name"]).where("club_id", "=", club).execute()).map((p) => [p.roster_name, p.id]),
  );
  const units = Object.fromEntries(
    (await db.selectFrom("club_units").select(["id", "name"]).where("club_id", "=", club).execute()).map((u) => [u.name, u.id]),
  );
  await placeInUnit(db, church, club, ids["Henrique Prado"]!, units["Leões"]!);
  await placeInUnit(db, church, club, ids["Lia Souza"]!, units["Leões"]!);
  const pathfinder = await createMember("Mateus Lima");
  await requestJoin(db, church, pathfinder, (await clubOf(db, church, club))!.invite_code, now);
  await decideRequest(db, church, club, (await membershipOf(db, church, pathfinder))!.personId, true);

  // Non-leaders: a Pathfinder gets 403 on the meeting pages and their action, and nothing is written.
  const asPathfinder = { Cookie: await memberCookieHeader(pathfinder), Origin: baseURL! };
  expect((await request.get(`${baseURL}/clube/reunioes`, { headers: asPathfinder })).status()).toBe(403);
  expect((await request.get(`${baseURL}/clube/investidura`, { headers: asPathfinder })).status()).toBe(403);
  const refused = await request.post(`${baseURL}/clube/reunioes`, {
    headers: asPathfinder,
    form: { intent: "registrar", data: now.toISOString().slice(0, 10), tipo: "regular", [`p-${ids["Henrique Prado"]}`]: "presente" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Esta ação é só para: Direção, Direção associada, Secretaria.");

  // The secretary's job at a camp without signal: the roll call waits and is sent once when the connection returns.
  await d.goto("/clube/reunioes");
  await hydrated(d);
  await d.getByLabel("Tipo").selectOption({ label: "Acampamento" });
  await d.context().setOffline(true);
  await expect(d.getByText("Sem conexão")).toBeVisible();
  const pedro = d.locator('[data-pessoa="Henrique Prado"]');
  await pedro.getByLabel("Falta").check();
  await d.locator('[data-pessoa="Mateus Lima"]').getByLabel("Justificada").check();
  // Nobody is present until marked.
  for (const name of ["Lia Souza", "Diana Rocha"]) await d.locator(`[data-pessoa="${name}"]`).getByLabel("Presente").check();
  await d.getByRole("button", { name: "Registrar reunião" }).click();
  await expect(d.getByText("1 ação aguardando conexão")).toBeVisible();
  await expect(d.getByRole("list", { name: "Chamadas aguardando conexão" })).toContainText("Chamada da reunião");
  await d.context().setOffline(false);
  await expect(d.getByText("1 ação feita sem conexão foi enviada.")).toBeVisible();
  await d.reload();
  const meetings = d.getByRole("region", { name: /^Reuniões de \d{4}$/ }).getByRole("listitem");
  await expect(meetings).toHaveCount(1);
  await expect(meetings).toContainText("Acampamento · 2 de 4 presentes");
  const stored = await db.selectFrom("club_meetings").select("id").where("club_id", "=", club).execute();
  expect(stored).toHaveLength(1);
  expect(await db.selectFrom("club_attendance").select("person_id").where("meeting_id", "=", stored[0]!.id).execute()).toHaveLength(4);

  // Attendance over the year, per Pathfinder and per unit.
  await expect(d.getByRole("list", { name: "Frequência por desbravador" })).toContainText(
    "Henrique Prado: 0% (0 presenças, 1 falta, 0 justificadas)",
  );
  await expect(d.getByRole("list", { name: "Frequência por desbravador" })).toContainText("Mateus Lima: 0% (0 presenças, 0 faltas, 1 justificada)");
  await expect(d.getByRole("list", { name: "Frequência por unidade" })).toContainText("Unidade Leões: 50% de presença");
  await expectNoSeriousA11yViolations(d);

  // A correction of the roll call replaces the mark.
  await meetings.getByRole("link", { name: /Ver chamada/ }).click();
  await expect(d.getByRole("heading", { level: 2, name: /^Chamada de \d{2}\/\d{2}\/\d{4} · Acampamento$/ })).toBeVisible();
  await d.locator('[data-pessoa="Henrique Prado"]').getByLabel("Justificada").check();
  await d.getByRole("button", { name: "Salvar correção" }).click();
  await expect(d.getByText("Chamada corrigida.")).toBeVisible();
  await expect(d.getByRole("list", { name: "Frequência por desbravador" })).toContainText(
    "Henrique Prado: 0% (0 presenças, 0 faltas, 1 justificada)",
  );

  // The unit league counts club work only; the empty unit Tigres is not ranked.
  await d.goto("/clube/painel");
  await expect(d.getByRole("region", { name: "Liga das unidades (este mês)" }).getByRole("listitem")).toHaveText([
    /^1º Leões\s*2,5 pontos por membro · 2 membros$/,
  ]);

  // The investiture list prints without the site's bars.
  await d.goto("/clube/investidura");
  await expect(d.getByRole("heading", { level: 1, name: /^Investidura \d{4}$/ })).toBeVisible();
  await expect(d.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await d.emulateMedia({ media: "print" });
  await expect(d.locator("header").first()).toBeHidden();
  await expect(d.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await d.emulateMedia({ media: "screen" });
  expect(await d.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The same queued roll call sent twice (a replay after a lost answer) records one meeting.
  const asDirector = { Cookie: await memberCookieHeader(director.id), Origin: baseURL! };
  const replay = {
    intent: "registrar",
    data: now.toISOString().slice(0, 10),
    tipo: "culto",
    [`p-${ids["Lia Souza"]}`]: "presente",
    [`p-${ids["Henrique Prado"]}`]: "falta",
    [`p-${(await membershipOf(db, church, director.id))!.personId}`]: "presente",
    [`p-${(await membershipOf(db, church, pathfinder))!.personId}`]: "justificada",
    clientWriteId: randomUUID(),
  };
  for (let i = 0; i < 2; i++) expect((await request.post(`${baseURL}/clube/reunioes`, { headers: asDirector, form: replay })).status()).toBe(200);
  expect(await db.selectFrom("club_meetings").select("id").where("club_id", "=", club).where("kind", "=", "culto").execute()).toHaveLength(1);
  await db.destroy();
});

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px: the direction chooses the criteria, the chamada scores uniforme and Bíblia for one person present and refuses them for one absent, the unit league and the reports follow`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const director = await createMember("Diana Rocha");
    const context = await browser.newContext({ viewport });
    await logInAs(context, baseURL!, director);
    const d = await context.newPage();
    const db = testDatabase();
    const now = new Date();
    const church = await theFirstChurch(db);
    await createClub(db, church, director, { name: "Clube Âncora", church: "IASD Central", city: "Belém", region: "Associação Norte Pará" }, now);
    const club = (await membershipOf(db, church, director))!.clubId;
    await addRosterEntry(db, church, club, "Lia Souza", 2013, now);
    await addRosterEntry(db, church, club, "Henrique Prado", 2014, now);
    await createUnit(db, church, club, "Leões", null, now);
    const leoes = (await db.selectFrom("club_units").select("id").where("club_id", "=", club).executeTakeFirstOrThrow()).id;
    const ids = Object.fromEntries(
      (await db.selectFrom("club_people").select(["id", "roster_name"]).where("club_id", "=", club).execute()).map((p) => [p.roster_name, p.id]),
    );
    for (const name of ["Lia Souza", "Henrique Prado"]) await placeInUnit(db, church, club, ids[name]!, leoes);
    const secretary = await createMember("Sara Nunes");
    await requestJoin(db, church, secretary, (await clubOf(db, church, club))!.invite_code, now);
    const sara = (await membershipOf(db, church, secretary))!.personId;
    await decideRequest(db, church, club, sara, true);
    await setRole(db, church, club, sara, "secretario");

    // The secretary records meetings but does not choose the criteria: 403, nothing changes.
    const refused = await request.post(`${baseURL}/clube/reunioes`, {
      headers: { Cookie: await memberCookieHeader(secretary), Origin: baseURL! },
      form: { intent: "criterios", criterio: "uniforme" },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("Esta ação é só para: Direção, Direção associada.");
    expect(await clubCriteria(db, church, club)).toEqual([]);

    // The director chooses uniforme and Bíblia in a plain form; presence always counts.
    await d.goto("/clube/reunioes");
    const choice = d.getByRole("form", { name: "Critérios de pontos" });
    await expect(choice.getByLabel("Presença (sempre conta)")).toBeDisabled();
    await choice.getByLabel(/^Uniforme/).check();
    await choice.getByLabel(/^Bíblia/).check();
    await choice.getByRole("button", { name: "Salvar critérios" }).click();
    await expect(d.getByText("Critérios salvos: valem para as reuniões registradas a partir de agora.")).toBeVisible();
    await expect(d.getByText("Critérios deste clube: Presença, Uniforme e Bíblia.")).toBeVisible();
    expect(await clubCriteria(db, church, club)).toEqual(["uniforme", "biblia"]);

    // At the chamada: Lia present with uniform and Bible; Henrique absent, whose criteria wait for a presence.
    await hydrated(d);
    const lia = d.locator('[data-pessoa="Lia Souza"]');
    const henrique = d.locator('[data-pessoa="Henrique Prado"]');
    await lia.getByLabel("Presente").check();
    await lia.getByLabel("Uniforme").check();
    await lia.getByLabel("Bíblia").check();
    await henrique.getByLabel("Falta").check();
    await expect(henrique.getByLabel("Uniforme")).toBeDisabled();
    for (const name of ["Diana Rocha", "Sara Nunes"]) await d.locator(`[data-pessoa="${name}"]`).getByLabel("Presente").check();
    const box = await lia.locator("label").filter({ hasText: "Uniforme" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await lia.getByLabel("Bíblia").focus();
    await d.keyboard.press("Space");
    await expect(lia.getByLabel("Bíblia")).not.toBeChecked();
    await d.keyboard.press("Space");
    await expect(lia.getByLabel("Bíblia")).toBeChecked();
    expect(await d.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await d.getByRole("button", { name: "Registrar reunião" }).click();
    await expect(d.getByText(/^Reunião de \d{2}\/\d{2}\/\d{4} registrada com a chamada\.$/)).toBeVisible();
    const meetings = d.getByRole("region", { name: /^Reuniões de \d{4}$/ }).getByRole("listitem");
    await expect(meetings).toHaveCount(1);
    await expect(meetings).toContainText("3 de 4 presentes · Presença, Uniforme e Bíblia");
    await expectNoSeriousA11yViolations(d);

    // A criterion for someone absent is refused with the reason, and nothing is written.
    const today = now.toISOString().slice(0, 10);
    const absent = await request.post(`${baseURL}/clube/reunioes`, {
      headers: { Cookie: await memberCookieHeader(director), Origin: baseURL! },
      form: {
        intent: "registrar",
        data: today,
        tipo: "regular",
        [`p-${ids["Lia Souza"]}`]: "presente",
        [`p-${ids["Henrique Prado"]}`]: "falta",
        [`p-${(await membershipOf(db, church, director))!.personId}`]: "presente",
        [`p-${sara}`]: "presente",
        [`c-uniforme-${ids["Henrique Prado"]}`]: "sim",
      },
    });
    expect(absent.status()).toBe(400);
    expect(await absent.text()).toContain("Só quem está presente ganha pontos por critério: marque Presente para Henrique Prado");
    expect(await db.selectFrom("club_meetings").select("id").where("club_id", "=", club).execute()).toHaveLength(1);

    // The unit league: Lia's presence, uniform and Bible (15 points) over the two people of Leões.
    await d.goto("/clube/painel");
    const league = d.getByRole("region", { name: "Liga das unidades (este mês)" });
    await expect(league.getByRole("listitem")).toHaveText([/^1º Leões\s*7,5 pontos por membro · 2 membros$/]);
    await expect(league).toContainText("5 por critério cumprido nela (Presença, Uniforme e Bíblia)");

    // The attendance CSV and the monthly report show each person's criteria and points.
    const csv = await (await request.get(`${baseURL}/clube/reunioes.csv`, { headers: { Cookie: await memberCookieHeader(director) } })).text();
    expect(csv).toContain(`"Data";"Tipo";"Unidade";"Nome";"Situação";"Uniforme";"Bíblia";"Pontos"`);
    expect(csv).toContain(`"Reunião regular";"Leões";"Lia Souza";"Presente";"Sim";"Sim";"15"`);
    expect(csv).toContain(`"Reunião regular";"Leões";"Henrique Prado";"Falta";"";"";"0"`);
    await d.goto("/clube/relatorio");
    await expect(d.getByRole("table", { name: "Pontos por unidade" }).getByRole("row").filter({ hasText: "Leões" }).getByRole("cell")).toHaveText([
      "Leões",
      "1 presença · Uniforme 1 · Bíblia 1",
      "15",
    ]);
    await expect(d.getByRole("table", { name: "Pontos por pessoa" }).getByRole("row").filter({ hasText: "Lia Souza" }).getByRole("cell")).toHaveText([
      "Lia SouzaLeões",
      "1 presença · Uniforme 1 · Bíblia 1",
      "15",
    ]);
    expect(await d.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // Editing the meeting keeps its marks and updates them: the uniform was a mistake.
    await d.goto("/clube/reunioes");
    await d.getByRole("link", { name: /Ver chamada/ }).click();
    await expect(d.getByText("Critérios desta reunião: Presença, Uniforme e Bíblia.")).toBeVisible();
    await hydrated(d);
    await expect(lia.getByLabel("Bíblia")).toBeChecked();
    await lia.getByLabel("Uniforme").uncheck();
    await d.getByRole("button", { name: "Salvar correção" }).click();
    await expect(d.getByText("Chamada corrigida.")).toBeVisible();
    await d.goto("/clube/painel");
    await expect(league.getByRole("listitem")).toHaveText([/^1º Leões\s*5 pontos por membro · 2 membros$/]);
    await db.destroy();
  });
}

test("a visitor following a group's invite signs up and lands in the group; the wall keeps yesterday's messages with their date and time", async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const leader = await memberPage(browser, baseURL!, "Rute Líder");
  const l = leader.page;
  await l.goto("/grupos");
  await l.getByLabel("Nome do grupo").fill("Grupo Manhã");
  await l.getByLabel("Plano de leitura").selectOption({ label: "Salmos em 30 Dias" });
  await l.getByRole("button", { name: "Criar grupo" }).click();
  await expect(l.getByRole("heading", { level: 1, name: "Grupo Manhã" })).toBeVisible();
  const groupPath = new URL(l.url()).pathname;
  await hydrated(l);
  await l.getByRole("button", { name: "Gerar link de convite" }).click();
  const field = l.getByLabel("Link de convite");
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/grupos/entrar\\?token=[\\w-]{43}$`));
  const invite = await field.inputValue();
  await expect(section(l, "Convite")).toContainText(/Vale até \d{2}\/\d{2}\/\d{4}/);
  await expect(section(l, "Convite").getByRole("button", { name: "Copiar" })).toBeVisible();
  await expect(section(l, "Convite").getByRole("link", { name: "Compartilhar" })).toBeVisible();
  await expect(section(l, "Convite").getByText("Renovar o link", { exact: true })).toBeVisible();

  // The visitor is offered both ways in, and comes back to the invite after signing up and logging in.
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await giveOwnAddress(visitor);
  await visitor.goto(invite);
  await expect(visitor.getByRole("link", { name: "Entrar" }).last()).toBeVisible();
  await visitor.locator("main").getByRole("link", { name: "Criar conta" }).click();
  const email = uniqueEmail("convite");
  await visitor.getByLabel("Nome").fill("Tiago Novo");
  await visitor.getByLabel("Idade").fill("31");
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await visitor.getByLabel("Confirmar senha").fill(PASSWORD);
  await visitor.locator("main").getByRole("button", { name: "Criar Conta" }).click();
  await expect(visitor.getByText("Cadastro realizado com sucesso!")).toBeVisible();
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await visitor.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(visitor.getByRole("heading", { level: 2, name: "Grupo Manhã" })).toBeVisible();
  await visitor.getByRole("button", { name: "Participar do grupo" }).click();
  await expect(visitor).toHaveURL(new RegExp(`${groupPath}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: "Grupo Manhã" })).toBeVisible();

  // The leader is told, in the portal's notices.
  await l.goto("/grupos");
  await expect(l.getByRole("link", { name: /Avisos 1 novo/ })).toBeVisible();
  await l.getByRole("link", { name: /Avisos/ }).click();
  await expect(l.getByRole("list", { name: "Seus avisos" })).toContainText("Tiago Novo entrou no grupo Grupo Manhã pelo link de convite.");
  await expectNoSeriousA11yViolations(l);

  // A return path to another site is never followed.
  const evil = await request.post(`${baseURL}/login`, {
    headers: { Origin: baseURL!, "X-Forwarded-For": "203.0.113.77" },
    form: { intent: "login", email, senha: PASSWORD, voltar: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(302);
  expect(evil.headers().location).toMatch(/^\/\?aviso=entrou/);

  // The wall: a message with its date and time and the day it is about, still there the next day.
  await visitor.getByLabel("Sua mensagem").fill("Que salmo bonito para começar!");
  await visitor.getByRole("button", { name: "Publicar" }).click();
  const wall = section(visitor, "Mural do grupo");
  const message = wall.getByRole("listitem").filter({ hasText: "Que salmo bonito para começar!" });
  await expect(message).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expect(message).toContainText("sobre o dia 1");
  const db = testDatabase();
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
  await db.updateTable("small_groups").set({ start_day: yesterday }).where("id", "=", groupPath.split("/").pop()!).execute();
  await db.destroy();
  await visitor.reload();
  await expect(visitor.getByText("Hoje o grupo está no dia 2 de 30.")).toBeVisible();
  await expect(message).toContainText("sobre o dia 1");
  await expect(message).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
