import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { newMember, PASSWORD } from "../support/members.ts";
import { hydrated } from "../support/hydration.ts";

/** A real 1×1 PNG. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 37, 99, 235]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("logged out, the profile invites to log in or sign up, saying what an account keeps", async ({ page }) => {
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { level: 1, name: "Seu perfil no Lâmpada" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Fazer login" })).toHaveAttribute("href", "/login?voltar=%2Fperfil");
  await expect(page.locator("main").getByRole("link", { name: "Criar Conta" })).toHaveAttribute("href", "/login?modo=cadastro&voltar=%2Fperfil");
  await expect(page.getByText("Suas melhores pontuações em cada quiz")).toBeVisible();
  await expect(page.getByText("Perfil não encontrado")).toHaveCount(0);
});

test("the profile shows the header, four stat cards and five tabs; edit saves with the spec's messages", async ({ page }) => {
  const email = await newMember(page, "Helena Prado");
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { level: 1, name: "Helena Prado" })).toBeVisible();
  await expect(page.locator("main").getByText(email).first()).toBeVisible();
  await expect(page.getByText(/^Membro desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  for (const label of ["Dias Ativos", "Capítulos Lidos", "Estudos Concluídos", "Devocionais"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText("Dias Ativos").locator("..")).toContainText("1");
  const tabs = page.getByRole("navigation", { name: "Seções do perfil" });
  for (const label of ["Info", "Histórico", "Marcados", "Notas", "Config"]) await expect(tabs.getByRole("link", { name: label })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Info" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Editar Perfil" }).click();
  await expect(page.getByLabel("E-mail")).toHaveAttribute("readonly", "");
  await page.getByLabel("Nome").fill("   ");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByLabel("Nome")).toHaveAccessibleDescription("Por favor, preencha o nome");
  await page.getByLabel("Nome").fill("Helena Prado Souza");
  await page.getByLabel("Telefone").fill("(11) 98765-4321");
  await page.getByLabel("Data de nascimento").fill("2009-04-12");
  await page.getByLabel("Igreja").fill("Igreja Central");
  await page.getByLabel("Cargo").fill("Diretora jovem");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Perfil atualizado com sucesso!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Helena Prado Souza" })).toBeVisible();
  await expect(page.getByText("Diretora jovem").first()).toBeVisible();
  await expect(page.getByText("12/04/2009")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Helena Prado Souza" })).toBeVisible();
});

test("settings: Bible version cycles, the font size saves; the old notification switches are not shown (reminders live in the 'Lembretes' card)", async ({
  page,
  baseURL,
}) => {
  await newMember(page);
  await page.goto("/perfil?tab=settings");
  await expect(page.getByRole("navigation", { name: "Seções do perfil" }).getByRole("link", { name: "Config" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSeriousA11yViolations(page);
  // A new account's version shows as ACF (the spec's default ARC is not a version the portal has).
  await expect(page.getByRole("button", { name: /Versão da Bíblia/ })).toHaveAccessibleName("Versão da Bíblia: ACF. Trocar versão");
  for (const next of ["NVI", "ACF"]) {
    await page.getByRole("button", { name: /Versão da Bíblia/ }).click();
    await expect(page.getByText(`Versão alterada para ${next}`)).toBeVisible();
  }
  for (const hidden of ["Notificações", "Devocional diário"]) await expect(page.getByRole("switch", { name: hidden })).toHaveCount(0);
  await expect(page.getByLabel("Meta diária (minutos)")).toHaveCount(0);
  const storedUser = async () => ((await (await page.request.get(`${baseURL}/perfil/dados`)).json()) as { user: Record<string, unknown> }).user;
  const before = await storedUser();
  await page.getByLabel("Tamanho da fonte").selectOption("large");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByText("Configurações salvas.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Tamanho da fonte")).toHaveValue("large");
  // The stored values stay as they were, and the form still refuses a goal outside 5–120.
  const after = await storedUser();
  expect(after.font_size).toBe("large");
  for (const kept of ["daily_goal_minutes", "notifications", "daily_devotional"]) expect(after[kept], kept).toEqual(before[kept]);
  const refused = await page.request.post(`${baseURL}/perfil?tab=settings`, {
    form: { intent: "config", fontSize: "large", dailyGoal: "121" },
    headers: { Origin: baseURL! },
  });
  expect(refused.status()).toBe(400);
});

test("logout from the profile settings asks 'Deseja realmente sair?'", async ({ page }) => {
  await newMember(page);
  await page.goto("/perfil?tab=settings");
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "Sair" }).last().click();
  const dialog = page.getByRole("dialog", { name: "Deseja realmente sair?" });
  await dialog.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Logout realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("notes: create, edit and delete", async ({ page }) => {
  await newMember(page);
  await page.goto("/perfil?tab=notes");
  await expect(page.getByText("Até 5000 caracteres.")).toBeVisible();
  await page.getByRole("button", { name: "Criar nota" }).click();
  await expect(page.getByLabel("Título")).toHaveAccessibleDescription(/Dê um título à nota\./);
  await page.getByLabel("Título").fill("Fé que age");
  await page.getByLabel("Referência (opcional)").fill("Tg 2:17");
  await page.getByLabel("Conteúdo").fill("A fé sem obras é morta.\nPraticar hoje.");
  await page.getByRole("button", { name: "Criar nota" }).click();
  await expect(page.getByText("Nota criada.")).toBeVisible();
  const note = page.getByRole("article", { name: "Fé que age" });
  await expect(note).toContainText("Tg 2:17");
  await expect(page.getByLabel("Título")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
  await note.getByRole("link", { name: "Editar a nota Fé que age" }).click();
  await expect(page.getByLabel("Título")).toHaveValue("Fé que age");
  await page.getByLabel("Título").fill("Fé viva");
  await page.getByRole("button", { name: "Salvar nota" }).click();
  await expect(page.getByRole("article", { name: "Fé viva" })).toBeVisible();
  await page.getByRole("button", { name: "Excluir a nota Fé viva" }).click();
  await expect(page.getByText("Nota excluída.")).toBeVisible();
  await expect(page.getByText("Você ainda não tem notas.")).toBeVisible();
});

test("photo: a PNG is stored re-encoded as WebP; a text file named .png is refused and changes nothing", async ({ page }) => {
  await newMember(page, "Igor Teles");
  await page.goto("/perfil?tab=info&editar=1");
  await page.getByLabel(/Escolha uma foto/).setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("isto não é uma imagem") });
  await page.getByRole("button", { name: "Enviar foto" }).click();
  await expect(page.getByText("Envie uma foto em JPEG, PNG ou WebP.")).toBeVisible();
  expect((await page.request.get("/perfil/foto")).status()).toBe(404);

  const png = tinyPng();
  await page.getByLabel(/Escolha uma foto/).setInputFiles({ name: "minha-foto.jpg", mimeType: "image/jpeg", buffer: png });
  await page.getByRole("button", { name: "Enviar foto" }).click();
  await expect(page.getByText("Foto atualizada com sucesso!")).toBeVisible();
  const image = page.getByRole("img", { name: "Foto de Igor Teles" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const served = await page.request.get("/perfil/foto");
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await served.body()).metadata()).format).toBe("webp");
});

test("photo: a phone's JPEG comes back without its EXIF (no GPS) and at most 512 × 512", async ({ page }) => {
  await newMember(page, "Lia Prado");
  await page.goto("/perfil?tab=info&editar=1");
  const phonePhoto = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#aa5533" } })
    .jpeg()
    .withExif({ IFD0: { Make: "CelularDaLia" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
    .toBuffer();
  await page.getByLabel(/Escolha uma foto/).setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: phonePhoto });
  await page.getByRole("button", { name: "Enviar foto" }).click();
  await expect(page.getByText("Foto atualizada com sucesso!")).toBeVisible();
  const served = Buffer.from(await (await page.request.get("/perfil/foto")).body());
  const metadata = await sharp(served).metadata();
  expect([metadata.format, metadata.exif, metadata.width, metadata.height]).toEqual(["jpeg", undefined, 512, 384]);
  expect(served.includes("CelularDaLia")).toBe(false);
});

test("data download: a JSON file with everything about the member and no secrets", async ({ page }) => {
  const email = await newMember(page, "Júlia Castro");
  await page.goto("/perfil?tab=settings");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar meus dados" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lampada-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(exported.user).toMatchObject({ email, name: "Júlia Castro", age: 25 });
  expect(exported.tables.sessions).toHaveLength(1);
  const text = JSON.stringify(exported);
  expect(text).not.toContain("password_hash");
  expect(text).not.toContain("$argon2");
});

test("account deletion needs the password, then removes the account and logs out", async ({ page }) => {
  const email = await newMember(page, "Lucas Vieira");
  await page.goto("/perfil?tab=settings");
  await page.getByLabel("Sua senha").fill("nao-e-essa");
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page.getByText("Senha incorreta. Sua conta não foi excluída.")).toBeVisible();
  await page.getByLabel("Sua senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page.getByText("Sua conta e todos os seus dados foram excluídos.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email ou senha incorretos!");
});

test("settings list the member's devices; 'Sair de todos os dispositivos' ends every session", async ({ page, browser, baseURL }) => {
  const email = await newMember(page, "Paula Reis");
  // The same member on a second device.
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.200.1.2" } });
  const phone = await other.newPage();
  await phone.goto("/login");
  await phone.getByLabel("E-mail").fill(email);
  await phone.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await phone.locator("main").getByRole("button", { name: "Entrar" }).click();
  await expect(phone.getByText("Login realizado com sucesso!")).toBeVisible();

  await page.goto("/perfil?tab=settings");
  const devices = page.getByRole("heading", { name: "Dispositivos conectados" }).locator("..");
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("(este dispositivo)")).toHaveCount(1);
  await page.getByRole("button", { name: "Sair de todos os dispositivos" }).click();
  await expect(page.getByText("Você saiu de todos os dispositivos. Entre novamente para continuar.")).toBeVisible();
  // The other device is logged out too.
  await phone.goto("/perfil");
  await expect(phone.getByRole("heading", { level: 1, name: "Seu perfil no Lâmpada" })).toBeVisible();
  await other.close();
});

test("member pages are never kept by shared caches", async ({ page }) => {
  await newMember(page, "Rita Alves");
  for (const path of ["/perfil", "/perfil?tab=notes", "/", "/biblia/jo/3"]) {
    const response = await page.request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const data = await page.request.get("/perfil/dados");
  expect(data.headers()["cache-control"]).toBe("private, no-store");
});
