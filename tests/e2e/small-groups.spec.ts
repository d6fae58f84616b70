import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { createMember, logInAs, memberCookieHeader } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

/**
 * Small groups (/grupos) on the suite's server: a whole group walked by three members in their
 * own browsers, then the authorisation cases an attacker would try, as plain requests.
 */

async function memberPage(browser: Browser, baseURL: string, name: string, javaScriptEnabled = true): Promise<{ page: Page; id: string }> {
  const id = await createMember(name);
  const context = await browser.newContext({ javaScriptEnabled });
  await logInAs(context, baseURL, id);
  return { page: await context.newPage(), id };
}

const section = (page: Page, title: string | RegExp) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });

async function createGroup(page: Page, name: string): Promise<string> {
  await page.goto("/grupos");
  await hydrated(page);
  await expect(page.getByText("Você ainda não participa de nenhum grupo.")).toBeVisible();
  await page.getByLabel("Nome do grupo").fill(name);
  await page.getByLabel("Descrição (opcional)").fill("Lemos os Salmos juntos às quartas.");
  await page.getByLabel("Plano de leitura").selectOption({ label: "Salmos em 30 Dias" });
  await page.getByRole("button", { name: "Criar grupo" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function inviteLink(page: Page): Promise<string> {
  const field = page.getByLabel("Link de convite");
  // A renewal: the field still shows the old link until the new one arrives.
  const previous = (await field.count()) > 0 ? await field.inputValue() : "";
  const renew = page.getByText("Renovar o link", { exact: true });
  if (await renew.isVisible()) {
    // Renewing asks first, and says the link already sent stops.
    await renew.click();
    await expect(page.getByText(/O link enviado antes para de funcionar/)).toBeVisible();
    await page.getByRole("button", { name: "Sim, gerar um link novo" }).click();
  } else await page.getByRole("button", { name: "Gerar link de convite" }).click();
  await expect(field).toHaveValue(/\/grupos\/entrar\?token=[\w-]{43}$/);
  await expect(field).not.toHaveValue(previous);
  return field.inputValue();
}

test("a small group from creation to the wall: invite, two members read the day, who read, the week, a message posted, deleted and hidden", async ({
  browser,
  baseURL,
}) => {
  const leader = await memberPage(browser, baseURL!, "Ana Líder Esperançadosamigosdeverdade");
  const bia = await memberPage(browser, baseURL!, "Bia Leitora");
  // Caio has no JavaScript: every form he uses is a plain HTML form.
  const caio = await memberPage(browser, baseURL!, "Caio Discreto", false);

  const groupPath = await createGroup(leader.page, "Pequeno Grupo Esperança");
  await expect(leader.page.getByText("Hoje o grupo está no dia 1 de 30.")).toBeVisible();
  await expect(leader.page.getByText("Leitura: Sl 1")).toBeVisible();
  await expect(leader.page.getByText("Ninguém marcou este dia como lido ainda.")).toBeVisible();
  const invite = await inviteLink(leader.page);

  // Two members join by the link.
  for (const member of [bia, caio]) {
    await member.page.goto(invite);
    await expect(member.page.getByRole("heading", { level: 2, name: "Pequeno Grupo Esperança" })).toBeVisible();
    await member.page.getByRole("button", { name: "Participar do grupo" }).click();
    await expect(member.page).toHaveURL(new RegExp(`${groupPath}$`));
    await expect(member.page.getByRole("heading", { level: 1, name: "Pequeno Grupo Esperança" })).toBeVisible();
  }
  await expect(section(bia.page, /^Pessoas/).getByText("Ana Líder Esperançadosamigosdeverdade")).toBeVisible();

  // Caio reads without showing his name; Bia reads and shows hers.
  await caio.page.getByRole("button", { name: "Não mostrar meu nome quando eu ler" }).click();
  await expect(caio.page.getByRole("button", { name: "Mostrar meu nome quando eu ler" })).toBeVisible();
  await caio.page.getByRole("button", { name: "Marcar como lido" }).click();
  await expect(caio.page.getByRole("button", { name: "Lido ✓" })).toBeVisible();
  await hydrated(bia.page);
  await bia.page.getByRole("button", { name: "Marcar como lido" }).click();
  await expect(bia.page.getByRole("button", { name: "Lido ✓" })).toHaveAttribute("aria-pressed", "true");
  // The group's tick is the plan's own record: the plan page shows the day done.
  await bia.page.goto("/planos/salmos-30-dias");
  await expect(bia.page.getByText("1 de 30 dias concluídos")).toBeVisible();

  await leader.page.goto(groupPath);
  const whoRead = leader.page.getByRole("list", { name: "Quem leu o dia 1" });
  await expect(whoRead).toContainText("Bia Leitora");
  await expect(whoRead).not.toContainText("não mostra");
  await expect(whoRead).not.toContainText("Caio");
  // Caio is the only one who hides: no number may count him, or it would name him.
  await expect(section(leader.page, "Quem já leu")).toContainText("Quem não mostra o nome não aparece aqui nem nos números do grupo.");
  const week = section(leader.page, "Resumo da semana");
  await expect(week.getByRole("list", { name: "Leituras por dia" })).toContainText("Dia 1: 1 pessoa leu");
  await expect(week.getByRole("list", { name: "Leituras por pessoa" })).toContainText("Bia Leitora: 1 de 1 dias");
  await expect(week.getByRole("list", { name: "Leituras por pessoa" })).toContainText("Ana Líder Esperançadosamigosdeverdade: 0 de 1 dias");
  await expect(week).not.toContainText("Caio");

  // The wall: text only (markup shows as typed), the author deletes, the leader hides.
  await bia.page.goto(groupPath);
  await hydrated(bia.page);
  await bia.page.getByLabel("Sua mensagem").fill("<b>Amém</b> — que salmo lindo!");
  await bia.page.getByRole("button", { name: "Publicar" }).click();
  const wall = (page: Page) => section(page, "Mural do grupo");
  await expect(wall(bia.page).getByText("<b>Amém</b> — que salmo lindo!")).toBeVisible();
  await bia.page.getByLabel("Sua mensagem").fill("Mensagem errada");
  await bia.page.getByRole("button", { name: "Publicar" }).click();
  await expect(wall(bia.page).getByText("Mensagem errada")).toBeVisible();
  await bia.page.getByRole("button", { name: "Apagar minha mensagem: Mensagem errada" }).click();
  await expect(wall(bia.page).getByText("Mensagem errada")).toHaveCount(0);
  await caio.page.goto(groupPath);
  await expect(wall(caio.page).getByText("<b>Amém</b> — que salmo lindo!")).toBeVisible();
  await expect(wall(caio.page).locator("b")).toHaveCount(0);

  await leader.page.reload();
  await hydrated(leader.page);
  await leader.page.getByRole("button", { name: "Ocultar a mensagem de Bia Leitora" }).click();
  await expect(wall(leader.page).getByText("(oculta pelo líder)")).toBeVisible();
  await caio.page.reload();
  await expect(wall(caio.page).getByText("Nenhuma mensagem ainda. Comece a conversa!")).toBeVisible();
  await bia.page.reload();
  await expect(wall(bia.page).getByText("(oculta pelo líder)")).toBeVisible();

  // At 360 px with a long name nothing scrolls sideways.
  await leader.page.setViewportSize({ width: 360, height: 800 });
  await leader.page.reload();
  expect(await leader.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(leader.page);

  // Caio leaves; the leader passes the role to Bia and can then no longer remove anyone.
  await caio.page.getByRole("button", { name: "Sair do grupo" }).click();
  await expect(caio.page.getByRole("heading", { level: 1, name: "Pequenos Grupos" })).toBeVisible();
  expect((await caio.page.goto(groupPath))!.status()).toBe(404);
  await leader.page.getByRole("button", { name: "Passar a liderança para Bia Leitora" }).click();
  await expect(section(leader.page, "Sair do grupo")).toBeVisible();
  await expect(leader.page.locator("summary", { hasText: "Remover" })).toHaveCount(0);
  // Bia, now leading, deletes the group.
  await bia.page.reload();
  await bia.page.getByRole("checkbox", { name: /Entendo que o grupo/ }).check();
  await bia.page.getByRole("button", { name: "Excluir grupo" }).click();
  await expect(bia.page.getByText("Você ainda não participa de nenhum grupo.")).toBeVisible();
  expect((await leader.page.goto(groupPath))!.status()).toBe(404);
});

test("authorisation as an attacker tries it: outsiders, members acting as leaders, removed members, guessed and old invites, oversized text", async ({
  browser,
  baseURL,
  request,
}) => {
  const leader = await memberPage(browser, baseURL!, "Lia Líder");
  const groupPath = await createGroup(leader.page, "Grupo Fechado");
  const oldInvite = await inviteLink(leader.page);
  const invite = await inviteLink(leader.page);
  const [member, outsider, otherLeader] = await Promise.all([createMember("Mel Membro"), createMember("Otto Fora"), createMember("Rui Outro")]);
  const cookie = async (id: string) => ({ Cookie: await memberCookieHeader(id), Origin: baseURL! });
  const post = async (id: string, path: string, form: Record<string, string>) =>
    (await request.post(`${baseURL}${path}`, { form, headers: await cookie(id), maxRedirects: 0 })).status();
  const get = async (id: string, path: string) => request.get(`${baseURL}${path}`, { headers: await cookie(id), maxRedirects: 0 });

  // An old (renewed) invite and a guessed one open nothing; the current one lets Mel in.
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
  expect(await post(member, "/grupos/entrar", { token: tokenOf(oldInvite) })).toBe(404);
  expect(await post(member, "/grupos/entrar", { token: "A".repeat(43) })).toBe(404);
  expect((await get(member, `/grupos/entrar?token=${tokenOf(oldInvite)}`)).status()).toBe(404);
  expect(await post(member, "/grupos/entrar", { token: tokenOf(invite) })).toBe(302);

  // Someone outside the group reads neither the wall nor the roster, and writes nothing.
  const outside = await get(outsider, groupPath);
  expect(outside.status()).toBe(404);
  expect(await outside.text()).not.toContain("Mel Membro");
  expect((await get(outsider, `${groupPath}.data`)).status()).toBe(404);
  expect(await post(outsider, groupPath, { intent: "mensagem", dia: "1", texto: "Entrei?" })).toBe(404);
  expect(await post(outsider, groupPath, { intent: "convite" })).toBe(404);
  // Another group's leader gets nothing from this group's id either.
  const other = await browser.newContext();
  await logInAs(other, baseURL!, otherLeader);
  const otherPage = await other.newPage();
  await createGroup(otherPage, "Outro Grupo");
  expect(await post(otherLeader, groupPath, { intent: "remover", membro: member })).toBe(404);
  expect(await post(otherLeader, groupPath, { intent: "excluir-grupo", confirmar: "sim" })).toBe(404);

  // A member cannot act as the leader.
  expect(await post(member, groupPath, { intent: "convite" })).toBe(403);
  expect(await post(member, groupPath, { intent: "passar-lideranca", membro: member })).toBe(403);
  expect(await post(member, groupPath, { intent: "excluir-grupo", confirmar: "sim" })).toBe(403);

  // Wall text: 500 characters pass, 501 do not; a visitor is turned away.
  expect(await post(member, groupPath, { intent: "mensagem", dia: "1", texto: "a".repeat(501) })).toBe(400);
  expect(await post(member, groupPath, { intent: "mensagem", dia: "31", texto: "Dia que não existe" })).toBe(400);
  expect(await post(member, groupPath, { intent: "mensagem", dia: "1", texto: "b".repeat(500) })).toBe(302);
  expect(
    (await request.post(`${baseURL}${groupPath}`, { form: { intent: "mensagem", dia: "1", texto: "oi" }, headers: { Origin: baseURL! } })).status(),
  ).toBe(401);
  // The member cannot hide the leader's view of a message nor remove anyone.
  await leader.page.goto(groupPath);
  const messageForm = leader.page.locator("form").filter({ has: leader.page.locator('input[name="intent"][value="ocultar-mensagem"]') });
  const messageId = await messageForm.locator('input[name="id"]').inputValue();
  expect(await post(member, groupPath, { intent: "ocultar-mensagem", id: messageId, oculta: "1" })).toBe(403);
  expect(await post(member, groupPath, { intent: "remover", membro: member })).toBe(403);

  // Removed, Mel can neither read nor post; her old link no longer works either.
  // Removing asks first, naming who.
  const mel = leader.page.getByRole("list", { name: "Pessoas do grupo" }).getByRole("listitem").filter({ hasText: "Mel Membro" });
  await mel.getByText("Remover", { exact: true }).click();
  await expect(
    mel.getByText("Remover Mel Membro do grupo? A pessoa deixa de ver o grupo e o mural; as leituras dela continuam nos planos."),
  ).toBeVisible();
  await mel.getByRole("button", { name: "Sim, remover Mel Membro" }).click();
  await expect(leader.page.getByRole("list", { name: "Pessoas do grupo" })).not.toContainText("Mel Membro");
  expect(await post(member, groupPath, { intent: "mensagem", dia: "1", texto: "Ainda estou aqui?" })).toBe(404);
  expect((await get(member, groupPath)).status()).toBe(404);
  // The leader alone cannot leave a group that would have no leader.
  expect(await post(leader.id, groupPath, { intent: "sair" })).toBe(409);

  // Guessing invites is rate-limited per member: after ten tries even the real link waits.
  const guesser = await createMember("Gil Adivinho");
  for (let i = 0; i < 10; i++) expect(await post(guesser, "/grupos/entrar", { token: `${"B".repeat(42)}${i}` })).toBe(404);
  expect(await post(guesser, "/grupos/entrar", { token: tokenOf(invite) })).toBe(429);
  await leader.page.reload();
  await expect(leader.page.getByRole("list", { name: "Pessoas do grupo" })).not.toContainText("Gil Adivinho");
});

test("a day read and a message written without a connection are pending, then sent once when it returns", async ({ browser, baseURL }) => {
  const leader = await memberPage(browser, baseURL!, "Ivo Sem Sinal");
  const groupPath = await createGroup(leader.page, "Grupo do Interior");
  await hydrated(leader.page);
  await leader.page.context().setOffline(true);
  await expect(leader.page.getByText("Sem conexão")).toBeVisible();
  await leader.page.getByRole("button", { name: "Marcar como lido" }).click();
  await expect(leader.page.getByRole("button", { name: "Lido ✓" })).toBeVisible();
  await expect(leader.page.getByText("Pendente")).toBeVisible();
  await leader.page.getByLabel("Sua mensagem").fill("Lido no ônibus, sem sinal.");
  await leader.page.getByRole("button", { name: "Publicar" }).click();
  await expect(leader.page.getByText("2 ações aguardando conexão")).toBeVisible();

  await leader.page.context().setOffline(false);
  await expect(leader.page.getByText("2 ações feitas sem conexão foram enviadas.")).toBeVisible();
  await leader.page.goto(groupPath);
  await expect(leader.page.getByRole("list", { name: "Quem leu o dia 1" })).toContainText("Ivo Sem Sinal");
  await expect(section(leader.page, "Mural do grupo").getByText("Lido no ônibus, sem sinal.")).toHaveCount(1);
});

test("a group that meets: day, time and place on the invitation before login; attendance with visitors; at 360 px and 1366×768", async ({
  browser,
  baseURL,
}) => {
  const leader = await memberPage(browser, baseURL!, "Lia Encontros");
  const l = leader.page;
  await l.setViewportSize({ width: 360, height: 740 });
  await createGroup(l, "Grupo da Quarta");
  await l.getByText("Marcar dia, hora e local").click();
  await l.getByLabel("Dia da semana").selectOption({ label: "Quarta-feira" });
  await l.getByLabel("Hora").fill("20:00");
  await l.getByLabel("Local").fill("Casa da Ana, Rua das Flores, 12");
  await l.getByRole("button", { name: "Salvar encontro" }).click();
  await expect(l.getByText("Encontro: Quarta-feira, às 20h — Casa da Ana, Rua das Flores, 12")).toBeVisible();
  expect(await l.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Attendance: the leader came, two visitors.
  await l.getByRole("checkbox", { name: "Lia Encontros" }).check();
  await l.getByLabel("Visitantes").fill("2");
  await l.getByRole("button", { name: "Salvar presença" }).click();
  await expect(l.getByRole("list", { name: "Presença nos últimos encontros" })).toContainText("1 pessoa do grupo e 2 visitantes (Lia Encontros)");

  // A count the server refuses (the browser's own limit taken off, as a script could): the message
  // stands beside its field, in the attendance form, and the attendance kept is unchanged.
  const visitors = l.getByLabel("Visitantes");
  await visitors.evaluate((input) => input.removeAttribute("max"));
  await visitors.fill("500");
  await l.getByRole("button", { name: "Salvar presença" }).click();
  await expect(visitors).toHaveAccessibleDescription(/Informe quantos visitantes vieram, de 0 a 200\./);
  await expect(visitors).toHaveAttribute("aria-invalid", "true");
  await expect(l.getByRole("list", { name: "Presença nos últimos encontros" })).toContainText("1 pessoa do grupo e 2 visitantes (Lia Encontros)");

  // The invitation names the group, its leader and its meeting before anyone logs in.
  await l.setViewportSize({ width: 1366, height: 768 });
  const invite = await inviteLink(l);
  const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await visitor.goto(invite);
  await expect(visitor.getByRole("heading", { level: 2, name: "Grupo da Quarta" })).toBeVisible();
  await expect(visitor.getByText("Quem lidera: Lia Encontros")).toBeVisible();
  await expect(visitor.getByText("Encontro: Quarta-feira, às 20h — Casa da Ana, Rua das Flores, 12")).toBeVisible();
  await expect(visitor.locator("main").getByRole("link", { name: "Entrar" })).toBeVisible();

  // Renewing asks first; the link already sent then stops.
  await inviteLink(l);
  await visitor.reload();
  await expect(visitor.getByText("Este convite não é válido ou expirou.")).toBeVisible();
});
