import { expect, test, type Browser } from "@playwright/test";
import { membershipOf } from "#app/areas/clubs/clubs.store.server.ts";
import { markItem } from "#app/areas/clubs/reviews.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { hydrated } from "../support/hydration.ts";
import { confirmedMember, serverWithMail } from "../support/mail-server.ts";
import type { ReceivedMail } from "../support/smtp-stand-in.ts";
import { theFirstChurch } from "../support/churches.ts";

/**
 * Nobody waits in silence (decision 0049): a join request, an approval and a return reach the
 * member as a notice ('Avisos') and as an e-mail through a real SMTP server, unless the member
 * turned that kind of e-mail off in the profile's settings.
 */
test.use({ viewport: { width: 390, height: 844 } });

const spec = serverWithMail("club-notices", { TRUST_PROXY: "1", MAIL_FROM: "Lâmpada <portal@igreja.exemplo>" });

/** A member with a confirmed address, logged in in a browser of their own (a phone). */
const member = (browser: Browser, name: string) => confirmedMember(spec.server, browser, name, { width: 390, height: 844 });

async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  await expect.poll(() => spec.smtp.to(address).filter((m) => m.subject === subject).length).toBeGreaterThanOrEqual(1);
  return spec.smtp.to(address).find((m) => m.subject === subject)!;
}

test("a join request, an approval and a return reach the member by notice and e-mail; a member who turned approval e-mails off gets none", async ({
  browser,
}) => {
  test.slow();
  const diana = await member(browser, "Diana Rocha");
  const mateus = await member(browser, "Mateus Lima");
  const sofia = await member(browser, "Sofia Mendes");
  const d = diana.page;
  await d.goto("/clube");
  await d.getByLabel("Nome do clube").fill("Clube Estrela do Norte");
  await d.getByLabel("Igreja").fill("IASD Central");
  await d.getByLabel("Cidade").fill("Belém");
  await d.getByLabel("Região").fill("Associação Norte");
  await d.getByRole("button", { name: "Criar clube" }).click();
  const code = (await d.getByTestId("codigo-convite").textContent())!;

  // Two join requests: the director is told by e-mail and in the notices.
  for (const p of [mateus, sofia]) {
    await p.page.goto(`/clube?codigo=${code}`);
    await p.page.getByRole("button", { name: "Pedir para entrar" }).click();
    await expect(p.page.getByText("Pedido enviado! A direção do clube vai aprová-lo.")).toBeVisible();
  }
  const request = await mailTo(diana.email, "Novo pedido no Lâmpada");
  expect(request.text).toContain("pediu para entrar no clube.");
  expect(request.text).toContain(`${spec.server.publicUrl}/clube/pessoas`);
  await d.goto("/clube/pessoas");
  for (const name of ["Mateus Lima", "Sofia Mendes"]) {
    await d.getByRole("button", { name: `Aprovar ${name}` }).click();
    await expect(d.getByText("Pedido aprovado.")).toBeVisible();
  }

  // Sofia turns approval e-mails off in her profile's settings.
  const s = sofia.page;
  await s.goto("/perfil?tab=settings");
  await hydrated(s);
  await s.getByLabel("Itens aprovados no clube").uncheck();
  await s.getByRole("button", { name: "Salvar avisos por e-mail" }).click();
  await expect(s.getByText("Avisos por e-mail salvos.")).toBeVisible();
  await expect(s.getByLabel("Itens aprovados no clube")).not.toBeChecked();
  await expect(s.getByLabel("Itens devolvidos no clube")).toBeChecked();

  // Both mark the first item of Amigo; the director approves Sofia's first, then returns her second, then approves Mateus's.
  const { db } = openDatabase(spec.server.databaseUrl);
  const church = await theFirstChurch(db);
  const [mateusPerson, sofiaPerson] = [(await membershipOf(db, church, mateus.id))!.personId, (await membershipOf(db, church, sofia.id))!.personId];
  for (const person of [mateusPerson, sofiaPerson]) await markItem(db, church, person, "1-0-0", true, new Date());
  await markItem(db, church, sofiaPerson, "1-0-1", true, new Date());
  await db.destroy();
  await d.goto(`/clube/pessoa/${sofiaPerson}?classe=1`);
  await d.locator('[data-item="1-0-0"]').getByRole("button", { name: "Aprovar" }).click();
  await expect(d.getByText("Item aprovado.")).toBeVisible();
  await d.locator('[data-item="1-0-1"]').getByLabel("Observação para devolver").fill("Falta a assinatura do conselheiro.");
  await d.locator('[data-item="1-0-1"]').getByRole("button", { name: "Devolver" }).click();
  await expect(d.getByText("Item devolvido com a observação.")).toBeVisible();
  const returned = await mailTo(sofia.email, "Item devolvido no clube");
  expect(returned.text).toContain("Diana Rocha devolveu");
  expect(returned.text).toContain("Falta a assinatura do conselheiro.");

  await d.goto(`/clube/pessoa/${mateusPerson}?classe=1`);
  await d.locator('[data-item="1-0-0"]').getByRole("button", { name: "Aprovar" }).click();
  await expect(d.getByText("Item aprovado.")).toBeVisible();
  const approved = await mailTo(mateus.email, "Item aprovado no clube");
  expect(approved.text).toContain("Diana Rocha aprovou");
  expect(approved.text).toContain("(classe Amigo)");
  expect(approved.text).toContain(`${spec.server.publicUrl}/progresso-desbravador`);

  // Sofia got the return by e-mail but no approval e-mail; both show in her notices, marked new on the club's page.
  expect(spec.smtp.to(sofia.email).filter((m) => m.subject === "Item aprovado no clube")).toEqual([]);
  await s.goto("/clube");
  await expect(s.getByRole("link", { name: /Avisos 2 novos/ })).toBeVisible();
  await s.getByRole("link", { name: /Avisos/ }).click();
  const notices = s.getByRole("list", { name: "Seus avisos" }).getByRole("listitem");
  await expect(notices).toHaveCount(2);
  await expect(notices.first()).toContainText("Diana Rocha devolveu");
  await expect(notices.last()).toContainText("Diana Rocha aprovou");
  await expect(notices.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await s.goto("/clube");
  await expect(s.getByRole("link", { name: "Avisos", exact: true })).toBeVisible();
});

test("a visitor following a club's invite signs up, confirms the address from the e-mail and lands back on the invite each time", async ({
  browser,
}) => {
  const director = await member(browser, "Paulo Diretor");
  await director.page.goto("/clube");
  await director.page.getByLabel("Nome do clube").fill("Clube Farol");
  await director.page.getByLabel("Igreja").fill("IASD Praia");
  await director.page.getByLabel("Cidade").fill("Natal");
  await director.page.getByLabel("Região").fill("Associação Norte-Rio-Grandense");
  await director.page.getByRole("button", { name: "Criar clube" }).click();
  const invite = await director.page.getByLabel("Link do convite").inputValue();
  expect(invite).toMatch(new RegExp(`^${spec.server.publicUrl}/clube\\?codigo=[A-HJKMNP-Z2-9]{6}$`));

  const context = await browser.newContext({ baseURL: spec.server.url, viewport: { width: 390, height: 844 } });
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.49" });
  const visitor = await context.newPage();
  await visitor.goto(invite);
  await expect(visitor.getByText("Para pedir para entrar no clube deste convite, entre na sua conta ou crie uma")).toBeVisible();
  await visitor.locator("main").getByRole("link", { name: "Criar conta" }).click();
  const email = `farol-${Date.now()}@exemplo.com`;
  await visitor.getByLabel("Nome").fill("Joana Nova");
  await visitor.getByLabel("Idade").fill("14");
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Senha", { exact: true }).fill("lampada-forte-1");
  await visitor.getByLabel("Confirmar senha").fill("lampada-forte-1");
  await visitor.locator("main").getByRole("button", { name: "Criar Conta" }).click();
  await expect(visitor.getByText("Cadastro realizado com sucesso!")).toBeVisible();
  await visitor.getByLabel("E-mail").fill(email);
  await visitor.getByLabel("Senha", { exact: true }).fill("lampada-forte-1");
  await visitor.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(visitor.getByLabel("Código de convite")).toHaveValue(new URL(invite).searchParams.get("codigo")!);

  // The confirmation e-mail's link leads back to the invite too.
  const confirmation = await mailTo(email, "Confirme seu e-mail no Lâmpada");
  const link = /https?:\/\/\S+token=[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];
  expect(new URL(link).searchParams.get("voltar")).toBe(new URL(invite).pathname + new URL(invite).search);
  await visitor.goto(link);
  await visitor.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(visitor.getByText("E-mail confirmado. Obrigado!")).toBeVisible();
  await expect(visitor.getByLabel("Código de convite")).toHaveValue(new URL(invite).searchParams.get("codigo")!);
  await visitor.getByRole("button", { name: "Pedir para entrar" }).click();
  await expect(visitor.getByText("Pedido enviado! A direção do clube vai aprová-lo.")).toBeVisible();
});
