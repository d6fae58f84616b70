import { expect, test, type Browser, type Page } from "@playwright/test";
import { testDatabase } from "../support/members.ts";
import { clubPerson, createClubAs, joinClub, personCard } from "../support/clubs.ts";
import { hydrated } from "../support/hydration.ts";
import { PAGES } from "#app/platform/site/pages.ts";

async function personIdOf(userId: string): Promise<string> {
  const db = testDatabase();
  const row = await db.selectFrom("club_people").select("id").where("user_id", "=", userId).executeTakeFirstOrThrow();
  await db.destroy();
  return row.id;
}

async function rosterIdOf(name: string): Promise<string> {
  const db = testDatabase();
  const row = await db.selectFrom("club_people").select("id").where("roster_name", "=", name).executeTakeFirstOrThrow();
  await db.destroy();
  return row.id;
}

/** Each person at a desktop width, as before the phone checks of club-year.spec.ts. */
const person = (browser: Browser, baseURL: string, name: string) => clubPerson(browser, baseURL, name, 1280);
const createClub = createClubAs;
const join = joinClub;
const card = personCard;

test("a whole club: create, join by code, roles, roster, unit, ticks, sign-off, certificate and leagues", async ({ browser, baseURL }) => {
  test.slow();
  const director = await person(browser, baseURL!, "Diana Rocha");
  const mateus = await person(browser, baseURL!, "Mateus Lima");
  const carlos = await person(browser, baseURL!, "Carlos Dias");
  const sofia = await person(browser, baseURL!, "Sofia Mendes");
  const outsider = await person(browser, baseURL!, "Olga Fora");

  const code = await createClub(director.page, "Clube Águias do Vale");
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  for (const p of [mateus, carlos, sofia]) await join(p.page, code);

  // The director approves each request and gives the roles.
  const d = director.page;
  await d.goto("/clube/pessoas");
  for (const name of ["Mateus Lima", "Carlos Dias", "Sofia Mendes"]) {
    await d.getByRole("button", { name: `Aprovar ${name}` }).click();
    await expect(d.getByText("Pedido aprovado.")).toBeVisible();
  }
  await card(d, "Carlos Dias").getByLabel("Papel de Carlos Dias").selectOption("conselheiro");
  await card(d, "Carlos Dias").getByRole("button", { name: "Mudar papel" }).click();
  await expect(d.getByText("Papel alterado.")).toBeVisible();
  // Mateus (20 by his account) would be in Guia by age: the director enrols him in Amigo, with the reason.
  await card(d, "Mateus Lima").getByLabel("Classe de Mateus Lima", { exact: true }).selectOption({ label: "Amigo" });
  await card(d, "Mateus Lima").getByRole("button", { name: "Matricular" }).click();
  await expect(card(d, "Mateus Lima").getByText("Escreva o motivo da classe escolhida: ele aparece ao lado dela.")).toBeVisible();
  await card(d, "Mateus Lima").getByLabel("Classe de Mateus Lima", { exact: true }).selectOption({ label: "Amigo" });
  await card(d, "Mateus Lima").getByLabel("Motivo da classe de Mateus Lima").fill("Começa agora, pela primeira classe");
  await card(d, "Mateus Lima").getByRole("button", { name: "Matricular" }).click();
  await expect(card(d, "Mateus Lima").getByText("Classe Amigo — escolhida pela direção: Começa agora, pela primeira classe")).toBeVisible();
  await card(d, "Sofia Mendes").getByLabel("Papel de Sofia Mendes").selectOption("secretario");
  await card(d, "Sofia Mendes").getByRole("button", { name: "Mudar papel" }).click();
  await expect(d.getByText("Papel alterado.")).toBeVisible();
  for (const [unit, counsellor] of [
    ["Leões", "Carlos Dias"],
    ["Tigres", ""],
  ]) {
    await d.getByLabel("Nome da unidade", { exact: true }).fill(unit!);
    await d.getByLabel("Quem aconselha a unidade").selectOption(counsellor ? { label: counsellor } : { value: "" });
    await d.getByRole("button", { name: "Criar unidade" }).click();
    await expect(d.getByText("Unidade criada.")).toBeVisible();
  }

  // The secretary adds a roster member without an account and places people in units.
  const s = sofia.page;
  await s.goto("/clube/pessoas");
  await s.getByLabel("Nome", { exact: true }).fill("Pedro Alves");
  const pedroYear = new Date().getFullYear() - 10;
  await s.getByLabel("Ano de nascimento").fill(String(pedroYear));
  await s.getByRole("button", { name: "Adicionar ao rol" }).click();
  await expect(s.getByText("Adicionado ao rol do clube.")).toBeVisible();
  // The form starts empty again, its answer beside it.
  await expect(s.getByLabel("Nome", { exact: true })).toHaveValue("");
  await expect(card(s, "Pedro Alves")).toContainText(`nascimento em ${pedroYear} · no rol (sem conta)`);
  await expect(card(s, "Pedro Alves")).toContainText("Classe Amigo (pela idade)");
  for (const [name, unit] of [
    ["Mateus Lima", "Leões"],
    ["Pedro Alves", "Tigres"],
  ]) {
    await card(s, name!).getByLabel(`Unidade de ${name}`).selectOption({ label: unit! });
    await card(s, name!).getByRole("button", { name: "Colocar" }).click();
    await expect(s.getByText("Unidade atualizada.")).toBeVisible();
  }
  const pedroId = await rosterIdOf("Pedro Alves");
  await s.goto(`/clube/pessoa/${pedroId}`);
  await s.locator('[data-item="1-0-0"]').getByRole("button", { name: "Marcar como feito" }).click();
  await expect(s.getByTestId("estado-1-0-0")).toHaveText("Aguardando aprovação");
  await s.getByLabel("Especialidade concluída").selectOption({ label: "Nós e Amarras" });
  await s.getByRole("button", { name: "Marcar especialidade" }).click();
  await expect(s.getByTestId("estado-esp-2")).toHaveText("Aguardando aprovação");

  // The member ticks every item of the class Amigo (the page opens on his class): each waits for approval, no certificate yet.
  const m = mateus.page;
  await m.goto("/progresso-desbravador");
  await hydrated(m);
  await expect(m.getByRole("button", { name: "Amigo", pressed: true })).toBeVisible();
  const items = m.getByRole("checkbox");
  const total = await items.count();
  for (let i = 0; i < total; i++) {
    await items.nth(i).click();
    await expect(items.nth(i)).toHaveAttribute("aria-checked", "true");
  }
  await m.reload();
  await expect(m.getByTestId("estado-1-0-1")).toHaveText("Aguardando aprovação");
  await m.getByRole("button", { name: "Gerar Certificado" }).click();
  await expect(m.getByText("No clube, o certificado precisa de todos os requisitos aprovados")).toBeVisible();

  // The counsellor returns one item with a note and approves the rest.
  const mateusId = await personIdOf(mateus.id);
  const c = carlos.page;
  await c.goto(`/clube/pessoa/${mateusId}?classe=1`);
  await c.getByLabel("Observação para devolver").first().fill("Refaça a explicação com a unidade");
  await c.getByRole("button", { name: "Devolver" }).first().click();
  await expect(c.getByText("Item devolvido com a observação.")).toBeVisible();
  while ((await c.getByRole("button", { name: "Aprovar", exact: true }).count()) > 1) {
    const left = await c.getByRole("button", { name: "Aprovar", exact: true }).count();
    await c.getByRole("button", { name: "Aprovar", exact: true }).last().click();
    await expect(c.getByRole("button", { name: "Aprovar", exact: true })).toHaveCount(left - 1);
  }
  // The returned item's Aprovar stays: it is approved only when the member does it again.
  await expect(c.getByTestId("estado-1-0-0")).toHaveText("Devolvido por Carlos Dias: Refaça a explicação com a unidade");
  const today = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(new Date());
  await expect(c.getByTestId("estado-1-0-1")).toHaveText(`Aprovado por Carlos Dias em ${today}`);

  await m.reload();
  await expect(m.getByTestId("estado-1-0-1")).toHaveText(`Aprovado por Carlos Dias em ${today}`);
  await expect(m.getByTestId("estado-1-0-0")).toHaveText("Devolvido por Carlos Dias: Refaça a explicação com a unidade");
  await hydrated(m);
  await m.getByRole("button", { name: "Gerar Certificado" }).click();
  await expect(m.getByText("No clube, o certificado precisa de todos os requisitos aprovados")).toBeVisible();
  // The returned item is unticked with the note; the area counts only approved ones; sent again, it waits once more.
  const first = m.getByRole("checkbox").first();
  await expect(first).toHaveAttribute("aria-checked", "false");
  await expect(m.getByText(/^\d+ aprovados? · 0 aguardando · 1 devolvido$/).first()).toBeVisible();
  await m.getByRole("button", { name: /^Enviar de novo:/ }).click();
  await expect(first).toHaveAttribute("aria-checked", "true");
  await expect(m.getByTestId("estado-1-0-0")).toHaveText("Aguardando aprovação");
  await c.reload();
  await c.locator('[data-item="1-0-0"]').getByRole("button", { name: "Aprovar" }).click();
  await expect(c.getByTestId("estado-1-0-0")).toHaveText(`Aprovado por Carlos Dias em ${today}`);

  await m.reload();
  await hydrated(m);
  await expect(m.getByText("Parabéns! Classe Concluída!")).toBeVisible();
  const download = m.waitForEvent("download");
  await m.getByRole("button", { name: "Gerar Certificado" }).click();
  expect((await download).suggestedFilename()).toBe("certificado-amigo-desbravador.png");

  // A specialty completed by the member waits for the counsellor too.
  await m.goto("/desbravadores/especialidade/2");
  await hydrated(m);
  await m.getByRole("button", { name: "Concluir Especialidade" }).click();
  await expect(m.getByText("Enviada para aprovação: quem aconselha a sua unidade vai conferir.")).toBeVisible();
  await expect(m.getByTestId("estado-especialidade")).toHaveText("Aguardando aprovação");
  await expect(m.getByText("Especialidade concluída")).toHaveCount(0);
  await c.reload();
  await expect(c.getByTestId("estado-esp-2")).toHaveText("Aguardando aprovação");
  // Approved at a camp without signal: it waits, shown as pending, and is sent once when the connection returns.
  await hydrated(c);
  await c.context().setOffline(true);
  await expect(c.getByText("Sem conexão")).toBeVisible();
  await c.locator('[data-item="esp-2"]').getByRole("button", { name: "Aprovar" }).click();
  await expect(c.getByText("1 ação aguardando conexão")).toBeVisible();
  await expect(c.locator('[data-item="esp-2"]').getByText("Pendente")).toBeVisible();
  await c.context().setOffline(false);
  await expect(c.getByText("1 ação feita sem conexão foi enviada.")).toBeVisible();
  await c.reload();
  await expect(c.getByTestId("estado-esp-2")).toHaveText(`Aprovado por Carlos Dias em ${today}`);

  // Undoing an approval is recorded and closes the certificate again.
  await c.locator('[data-item="1-0-2"]').getByRole("button", { name: "Desfazer aprovação" }).click();
  await expect(c.getByText("Aprovação desfeita (fica registrada).")).toBeVisible();
  // The history names the item by its text, never by its key.
  await expect(c.getByRole("listitem").filter({ hasText: /Aprovação desfeita · Amigo · .+ · por Carlos Dias/ })).toBeVisible();
  await expect(c.getByText("item 1-0-2")).toHaveCount(0);
  await c.locator('[data-item="1-0-2"]').getByRole("button", { name: "Aprovar" }).click();
  await expect(c.getByTestId("estado-1-0-2")).toHaveText(`Aprovado por Carlos Dias em ${today}`);

  // Dashboard: the roster member with an item waiting; the unit league of the month: Leões (one
  // member, every item approved) over Tigres.
  await d.goto("/clube/painel?classe=1");
  await expect(d.getByRole("region", { name: "Unidade Tigres" })).toContainText("Pedro Alves");
  await expect(d.getByRole("region", { name: "Unidade Tigres" })).toContainText("1 aguardando");
  await expect(d.getByRole("region", { name: "Liga das unidades (este mês)" }).getByRole("listitem")).toHaveText([/^1º Leões/, /^2º Tigres/]);

  // The club league: only clubs that opted in, by points per member per week.
  const other = await person(browser, baseURL!, "Bruna Costa");
  await createClub(other.page, "Clube Estrela Quieta");
  for (const page of [other.page, d]) {
    await page.goto("/clube/pessoas");
    await page.getByRole("button", { name: "Participar da liga dos clubes" }).click();
    await expect(page.getByText("Participação na liga dos clubes atualizada.")).toBeVisible();
  }
  await d.goto("/clube/painel");
  const league = d.getByRole("region", { name: "Liga dos clubes" }).getByRole("listitem");
  await expect(league.filter({ hasText: "Clube Águias do Vale" })).toHaveCount(1);
  const names = await league.allTextContents();
  expect(names.findIndex((n) => n.includes("Águias do Vale"))).toBeLessThan(names.findIndex((n) => n.includes("Estrela Quieta")));

  // The secretary's CSV.
  const csv = await s.request.get("/clube/painel.csv?classe=1");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const sheet = await csv.text();
  expect(sheet).toContain(`"Mateus Lima";"${new Date().getFullYear() - 20}";"Leões";"Amigo";"0";"22";"0";"22";"1";"0"`);
  // Only those enrolled in the class: the director and the counsellor are in none.
  expect(sheet).not.toContain("Diana Rocha");
  expect(sheet).not.toContain("Carlos Dias");
  const detail = await (await s.request.get("/clube/painel.csv?classe=1&detalhe=1")).text();
  expect(detail).toContain('"Mateus Lima"');
  expect(detail).toContain('"Especialidade Nós e Amarras";"Aprovado";"Carlos Dias"');

  // Attacks, each answered without changing anything.
  const post = (page: Page, path: string, form: Record<string, string>) => page.request.post(path, { form, headers: { Origin: baseURL! } });
  // A Desbravador approving their own item; a member of the club who is no leader.
  expect((await post(m, `/clube/pessoa/${mateusId}`, { intent: "desfazer", item: "1-0-3" })).status()).toBe(403);
  // A roster minor's data asked by someone outside the club, and by another club's director.
  expect((await outsider.page.request.get(`/clube/pessoa/${pedroId}`)).status()).toBe(403);
  expect((await other.page.request.get(`/clube/pessoa/${pedroId}`)).status()).toBe(404);
  expect(await (await other.page.request.get("/clube/painel.csv")).text()).not.toContain("Pedro");
  // Another club's director acting on this club's ids.
  expect((await post(other.page, `/clube/pessoa/${mateusId}`, { intent: "desfazer", item: "1-0-3" })).status()).toBe(403);
  expect((await post(other.page, "/clube/pessoas", { intent: "remover", pessoa: mateusId })).status()).toBe(409);
  // The old code after renewal.
  await d.goto("/clube/pessoas");
  await d.getByRole("button", { name: "Criar novo código" }).click();
  await expect(d.getByText("Novo código criado. O anterior não funciona mais.")).toBeVisible();
  const reuse = await post(outsider.page, "/clube", { intent: "entrar", codigo: code });
  expect(reuse.status()).toBe(409);
  // Guessing codes: the tenth try in the hour is the last one answered.
  const guesses = [];
  for (let i = 0; i < 10; i++) guesses.push((await post(outsider.page, "/clube", { intent: "entrar", codigo: "AAAAAA" })).status());
  expect(guesses).toEqual([...Array<number>(9).fill(409), 429]);
  // A removed counsellor approves nothing.
  await card(d, "Carlos Dias").getByLabel("Papel de Carlos Dias").selectOption("desbravador");
  await card(d, "Carlos Dias").getByRole("button", { name: "Mudar papel" }).click();
  await expect(d.getByText("Papel alterado.")).toBeVisible();
  expect((await post(c, `/clube/pessoa/${mateusId}`, { intent: "desfazer", item: "1-0-3" })).status()).toBe(403);
  await m.goto("/progresso-desbravador?classe=1");
  await expect(m.getByTestId("estado-1-0-3")).toHaveText(`Aprovado por Carlos Dias em ${today}`);
});

test("long names and words fit a 360 px phone on every club page, with no sideways scroll", async ({ browser, baseURL }) => {
  const word = "Pneumoultramicroscopicossilicovulcanoconiótico";
  const director = await person(browser, baseURL!, `Maria Aparecida dos Santos ${word}`);
  const d = director.page;
  await d.setViewportSize({ width: 360, height: 740 });
  await createClub(d, `Clube ${word}`);
  await d.goto("/clube/pessoas");
  await d.getByLabel("Nome", { exact: true }).fill(`Joaquim ${word}`);
  await d.getByLabel("Ano de nascimento").fill("2013");
  await d.getByRole("button", { name: "Adicionar ao rol" }).click();
  await expect(d.getByText("Adicionado ao rol do clube.")).toBeVisible();
  await d.getByLabel("Nome da unidade", { exact: true }).fill(`Unidade ${word}`);
  await d.getByRole("button", { name: "Criar unidade" }).click();
  await expect(d.getByText("Unidade criada.")).toBeVisible();
  const rosterId = await rosterIdOf(`Joaquim ${word}`);
  // The church's own page lists its clubs too.
  const churchPage = PAGES.find((p) => p.path === "/igrejas/:slug")!.example!;
  for (const address of ["/clube", "/clube/pessoas", "/clube/painel", `/clube/pessoa/${rosterId}`, churchPage]) {
    await d.goto(address);
    await expect(d.locator("h1").first()).toBeVisible();
    const widths = await d.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0], address).toBeLessThanOrEqual(widths[1]!);
  }
});
