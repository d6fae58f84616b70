import { expect, test, type Page } from "@playwright/test";
import { testDatabase } from "../support/members.ts";
import { clubPerson, createClubAs, joinClub, personCard } from "../support/clubs.ts";
import { hydrated } from "../support/hydration.ts";

/** A child profile's id, by name (for the requests of another family). */
async function childIdOf(name: string): Promise<string> {
  const db = testDatabase();
  const row = await db.selectFrom("child_profiles").select("id").where("name", "=", name).executeTakeFirstOrThrow();
  await db.destroy();
  return row.id;
}

const post = (page: Page, baseURL: string, path: string, form: Record<string, string>) =>
  page.request.post(path, { form, headers: { Origin: baseURL } });

test("a guardian brings in a 10-year-old; his unit's counsellor approves from 'Aguardando você', returns one, and it is sent again; removing asks first", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const director = await clubPerson(browser, baseURL!, "Diana Rocha");
  const carla = await clubPerson(browser, baseURL!, "Carla Nunes");
  const rui = await clubPerson(browser, baseURL!, "Rui Souza");
  const marcia = await clubPerson(browser, baseURL!, "Márcia Lopes");
  const other = await clubPerson(browser, baseURL!, "Olívia Prado");
  const d = director.page;
  const code = await createClubAs(d, "Clube Estrela do Norte");
  for (const p of [carla, rui]) await joinClub(p.page, code);

  await d.goto("/clube/pessoas");
  for (const name of ["Carla Nunes", "Rui Souza"]) {
    await d.getByRole("button", { name: `Aprovar ${name}` }).click();
    await expect(d.getByText("Pedido aprovado.")).toBeVisible();
  }
  await personCard(d, "Carla Nunes").getByLabel("Papel de Carla Nunes").selectOption("conselheiro");
  await personCard(d, "Carla Nunes").getByRole("button", { name: "Mudar papel" }).click();
  await expect(personCard(d, "Carla Nunes").getByText("Papel alterado.")).toBeVisible();
  await d.getByLabel("Nome da unidade", { exact: true }).fill("Leões");
  await d.getByLabel("Quem aconselha a unidade", { exact: true }).selectOption({ label: "Carla Nunes" });
  await d.getByRole("button", { name: "Criar unidade" }).click();
  await expect(d.getByText("Unidade criada.")).toBeVisible();
  await expect(d.getByLabel("Nome da unidade", { exact: true })).toHaveValue("");
  // No second unit with the same name, whatever the case or the accents.
  await d.getByLabel("Nome da unidade", { exact: true }).fill("LEOES");
  await d.getByRole("button", { name: "Criar unidade" }).click();
  await expect(d.getByText("Já existe uma unidade com este nome no clube (maiúsculas e acentos não contam).")).toBeVisible();

  // The guardian registers her son, with the consent, and asks the club to take him in.
  const m = marcia.page;
  await m.goto("/perfil");
  await m.getByRole("link", { name: "Crianças da família" }).click();
  await expect(m.getByRole("heading", { name: "Crianças da família", level: 1 })).toBeVisible();
  const year = String(new Date().getFullYear() - 10);
  await m.getByLabel("Nome da criança").fill("Davi Lopes");
  await m.getByLabel("Ano de nascimento da criança").fill(year);
  await m.getByRole("button", { name: "Cadastrar criança" }).click();
  // Without the box ticked the browser stops; sent anyway, the server refuses it.
  const unconsented = await post(m, baseURL!, "/clube/criancas", { intent: "adicionar", nome: "Davi Lopes", ano: year });
  expect(unconsented.status()).toBe(400);
  await m.getByRole("checkbox", { name: /autorizo o Lâmpada/ }).check();
  await m.getByRole("button", { name: "Cadastrar criança" }).click();
  await expect(m.getByText("Perfil da criança criado, com a sua autorização registrada.")).toBeVisible();
  await expect(m.getByLabel("Nome da criança")).toHaveValue("");
  await expect(m.getByText(/Autorização dada por Márcia Lopes para Davi Lopes/)).toBeVisible();
  // A 12-year-old makes no account of their own: the guardian's page takes them.
  await m.getByLabel("Código de convite do clube para Davi Lopes").fill(code);
  await m.getByRole("button", { name: "Pedir para entrar" }).click();
  await expect(m.getByText("Pedido enviado! A direção do clube vai aprová-lo.")).toBeVisible();
  await expect(m.getByText("Pedido para entrar no Clube Estrela do Norte aguardando a direção.")).toBeVisible();

  // The director takes him in and places him in Carla's unit; his class follows his age.
  await d.goto("/clube/pessoas");
  await expect(d.getByText(`Davi Lopes · criança, nascimento em ${year} (pedido do responsável)`)).toBeVisible();
  await d.getByRole("button", { name: "Aprovar Davi Lopes" }).click();
  await expect(d.getByText("Pedido aprovado.")).toBeVisible();
  await personCard(d, "Davi Lopes").getByLabel("Unidade de Davi Lopes").selectOption({ label: "Leões" });
  await personCard(d, "Davi Lopes").getByRole("button", { name: "Colocar" }).click();
  await expect(personCard(d, "Davi Lopes").getByText("Unidade atualizada.")).toBeVisible();
  await expect(personCard(d, "Davi Lopes")).toContainText("Participante · nascimento em");
  await expect(personCard(d, "Davi Lopes")).toContainText("Classe Amigo (pela idade)");
  await expect(d.getByRole("listitem", { name: "Unidade Leões" })).toContainText("1 membro");

  // On the family's device the guardian switches to Davi: the page opens on his class.
  await m.goto("/clube/criancas");
  await m.getByRole("link", { name: "Usar como Davi Lopes" }).click();
  await expect(m.getByRole("heading", { name: "Progresso de Davi Lopes" })).toBeVisible();
  await expect(m.getByText("Usando como Davi Lopes, pela sua conta.")).toBeVisible();
  await hydrated(m);
  await expect(m.getByRole("button", { name: "Amigo", pressed: true })).toBeVisible();
  const items = m.getByRole("checkbox");
  for (const i of [0, 1]) {
    // The tick shows at once; the counsellor sees it once the server has it.
    const saved = m.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/progresso-desbravador"));
    await items.nth(i).click();
    await expect(items.nth(i)).toHaveAttribute("aria-checked", "true");
    await saved;
  }

  // Carla opens the dashboard: 'Aguardando você' lists both, and she approves one there, in a class she never picked.
  const c = carla.page;
  await c.goto("/clube/painel");
  await expect(c.getByRole("link", { name: "Aguardando você (2)" })).toHaveAttribute("aria-current", "page");
  const waiting = c.getByRole("region", { name: "Aguardando você" }).getByRole("listitem");
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toContainText("Davi Lopes");
  await expect(waiting.first()).toContainText("Amigo ·");
  await waiting
    .first()
    .getByRole("button", { name: /^Aprovar Amigo · .+ de Davi Lopes$/ })
    .click();
  await expect(c.getByText("Item aprovado.")).toBeVisible();
  await expect(c.getByRole("link", { name: "Aguardando você (1)" })).toBeVisible();
  // The class tab lists only those enrolled in it.
  await c.getByRole("link", { name: "Amigo (1)" }).click();
  await expect(c.getByRole("region", { name: "Unidade Leões" })).toContainText("Davi Lopes");
  await expect(c.getByRole("main")).not.toContainText("Diana Rocha");

  // She returns the other with a note, on Davi's page.
  await c.goto("/clube/painel");
  await c.getByRole("region", { name: "Aguardando você" }).getByRole("link", { name: "Davi Lopes" }).click();
  await c.locator('[data-item="1-0-1"]').getByLabel("Observação para devolver").fill("Conte a história com as suas palavras");
  await c.locator('[data-item="1-0-1"]').getByRole("button", { name: "Devolver" }).click();
  await expect(c.getByText("Item devolvido com a observação.")).toBeVisible();

  // Davi sees it unticked with the note, the area counting only the approved one, and sends it again.
  await m.reload();
  await hydrated(m);
  await expect(m.getByTestId("estado-1-0-1")).toHaveText("Devolvido por Carla Nunes: Conte a história com as suas palavras");
  await expect(items.nth(1)).toHaveAttribute("aria-checked", "false");
  await expect(m.getByText("1 aprovado · 0 aguardando · 1 devolvido").first()).toBeVisible();
  await expect(m.getByTestId("area-concluida")).toHaveCount(0);
  await m.getByRole("button", { name: /^Enviar de novo:/ }).click();
  await expect(m.getByTestId("estado-1-0-1")).toHaveText("Aguardando aprovação");
  await expect(items.nth(1)).toHaveAttribute("aria-checked", "true");
  await c.goto("/clube/painel");
  await expect(c.getByRole("link", { name: "Aguardando você (1)" })).toBeVisible();

  // Removing asks first, naming who and what; only the question's own button removes.
  await d.goto("/clube/pessoas");
  await personCard(d, "Rui Souza").getByText("Remover", { exact: true }).click();
  await expect(
    personCard(d, "Rui Souza").getByText("Remover Rui Souza do clube? Os itens marcados e aprovados no clube serão apagados."),
  ).toBeVisible();
  await personCard(d, "Rui Souza").getByRole("button", { name: "Sim, remover Rui Souza" }).click();
  await expect(d.getByText("Pessoa removida do clube.")).toBeVisible();
  await expect(personCard(d, "Rui Souza")).toHaveCount(0);

  // Another guardian finds nothing of Davi: his pages and actions answer 404 and change nothing.
  const davi = await childIdOf("Davi Lopes");
  const o = other.page;
  expect((await o.request.get(`/progresso-desbravador?crianca=${davi}`)).status()).toBe(404);
  expect((await post(o, baseURL!, "/progresso-desbravador", { intent: "marcar", item: "1-0-2", feito: "1", crianca: davi })).status()).toBe(404);
  for (const intent of ["retirar", "sair"]) expect((await post(o, baseURL!, "/clube/criancas", { intent, crianca: davi })).status()).toBe(404);
  expect((await post(o, baseURL!, "/clube/criancas", { intent: "entrar", crianca: davi, codigo: code })).status()).toBe(404);
  await o.goto("/clube/criancas");
  await expect(o.getByText("Nenhuma criança cadastrada ainda.")).toBeVisible();
  // A child is in no public list: the ranking never names him.
  const ranking = await (await o.request.get("/conquistas?tab=ranking")).text();
  expect(ranking).not.toContain("Davi Lopes");
  // A counsellor of no unit of his marks nothing for him.
  const daviPerson = await (async () => {
    const db = testDatabase();
    const row = await db.selectFrom("club_people").select("id").where("child_id", "=", davi).executeTakeFirstOrThrow();
    await db.destroy();
    return row.id;
  })();
  expect((await post(rui.page, baseURL!, `/clube/pessoa/${daviPerson}`, { intent: "marcar", item: "1-0-3", feito: "1" })).status()).toBe(403);

  // The guardian's export holds Davi's data; withdrawing the consent asks first and deletes it.
  const exported = (await (await m.request.get("/perfil/dados")).json()) as { children: Array<{ profile: { name: string } }> };
  expect(exported.children.map((ch) => ch.profile.name)).toEqual(["Davi Lopes"]);
  await m.goto("/clube/criancas");
  await m.getByText("Retirar consentimento e apagar", { exact: true }).click();
  await m.getByRole("button", { name: "Sim, apagar os dados de Davi Lopes" }).click();
  await expect(m.getByText("Consentimento retirado: os dados da criança foram apagados.")).toBeVisible();
  await expect(m.getByText(/Autorização retirada por Márcia Lopes para Davi Lopes/)).toBeVisible();
  await d.goto("/clube/pessoas");
  await expect(personCard(d, "Davi Lopes")).toHaveCount(0);
});

test("units are renamed, given another counsellor and deleted once empty; the menu, /desbravadores and /perfil lead to the club", async ({
  browser,
  baseURL,
}) => {
  const director = await clubPerson(browser, baseURL!, "Paula Reis");
  const counsellor = await clubPerson(browser, baseURL!, "Beto Alves");
  const d = director.page;
  // The phone's menu leads to the club and to the groups.
  await d.goto("/");
  await d.getByLabel("Abrir menu").click();
  const menu = d.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Clube", exact: true })).toHaveAttribute("href", "/clube");
  await expect(menu.getByRole("link", { name: "Grupos", exact: true })).toHaveAttribute("href", "/grupos");
  await d.goto("/desbravadores");
  await d.getByRole("link", { name: "Meu Clube" }).click();
  await expect(d.getByRole("heading", { name: "Clube de Desbravadores", level: 1 })).toBeVisible();
  const code = await createClubAs(d, "Águias do Sul");
  await joinClub(counsellor.page, code);
  await d.goto("/clube/pessoas");
  await d.getByRole("button", { name: "Aprovar Beto Alves" }).click();
  await expect(d.getByText("Pedido aprovado.")).toBeVisible();
  await personCard(d, "Beto Alves").getByLabel("Papel de Beto Alves").selectOption("conselheiro");
  await personCard(d, "Beto Alves").getByRole("button", { name: "Mudar papel" }).click();
  await expect(personCard(d, "Beto Alves").getByText("Papel alterado.")).toBeVisible();
  await d.getByLabel("Nome da unidade", { exact: true }).fill("Tigres");
  await d.getByRole("button", { name: "Criar unidade" }).click();
  await expect(d.getByText("Unidade criada.")).toBeVisible();
  const unit = d.getByRole("listitem", { name: "Unidade Tigres" });
  await unit.getByLabel("Outro nome para Tigres").fill("Tigres do Vale");
  await unit.getByRole("button", { name: "Renomear" }).click();
  const renamed = d.getByRole("listitem", { name: "Unidade Tigres do Vale" });
  await expect(renamed.getByText("Unidade renomeada.")).toBeVisible();
  await expect(renamed).toContainText("Aconselhamento: ninguém ainda · 0 membros");
  await renamed.getByLabel("Quem aconselha Tigres do Vale").selectOption({ label: "Beto Alves" });
  await renamed.getByRole("button", { name: "Trocar" }).click();
  await expect(renamed.getByText("Quem aconselha a unidade foi atualizado.")).toBeVisible();
  await expect(renamed).toContainText("Aconselhamento: Beto Alves · 0 membros");
  await d.getByLabel("Nome", { exact: true }).fill("Lia Prado");
  await d.getByLabel("Ano de nascimento").fill(String(new Date().getFullYear() - 6 + 4));
  await d.getByRole("button", { name: "Adicionar ao rol" }).click();
  await expect(d.getByText(/^Informe um ano de nascimento entre \d{4} e \d{4}\.$/)).toBeVisible();
  await d.getByLabel("Ano de nascimento").fill(String(new Date().getFullYear() - 11));
  await d.getByRole("button", { name: "Adicionar ao rol" }).click();
  await expect(d.getByText("Adicionado ao rol do clube.")).toBeVisible();
  await personCard(d, "Lia Prado").getByLabel("Unidade de Lia Prado").selectOption({ label: "Tigres do Vale" });
  await personCard(d, "Lia Prado").getByRole("button", { name: "Colocar" }).click();
  await expect(personCard(d, "Lia Prado").getByText("Unidade atualizada.")).toBeVisible();
  await expect(personCard(d, "Lia Prado")).toContainText("Classe Companheiro (pela idade)");
  await renamed.getByText("Excluir unidade", { exact: true }).click();
  await expect(renamed.getByText("A unidade Tigres do Vale tem 1 pessoa: coloque-as em outra unidade antes de excluí-la.")).toBeVisible();
  await renamed.getByRole("button", { name: "Sim, excluir a unidade Tigres do Vale" }).click();
  await expect(d.getByText("A unidade ainda tem pessoas: coloque-as em outra unidade antes de excluí-la.")).toBeVisible();
  await personCard(d, "Lia Prado").getByLabel("Unidade de Lia Prado").selectOption({ label: "Sem unidade" });
  await personCard(d, "Lia Prado").getByRole("button", { name: "Colocar" }).click();
  await expect(personCard(d, "Lia Prado").getByText("Unidade atualizada.")).toBeVisible();
  await renamed.getByText("Excluir unidade", { exact: true }).click();
  await renamed.getByRole("button", { name: "Sim, excluir a unidade Tigres do Vale" }).click();
  await expect(d.getByText("Unidade excluída.")).toBeVisible();
  await expect(d.getByRole("listitem", { name: "Unidade Tigres do Vale" })).toHaveCount(0);
  // The profile and the reading plans lead to the club and the groups.
  await d.goto("/perfil");
  await expect(d.getByRole("navigation", { name: "Comunidade" }).getByRole("link", { name: "Clube de Desbravadores" })).toHaveAttribute(
    "href",
    "/clube",
  );
  await d.goto("/planos");
  await expect(d.getByRole("link", { name: "Ler com outras pessoas: Pequenos Grupos" })).toHaveAttribute("href", "/grupos");
});
