import { randomUUID } from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createSession, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { localHour } from "#app/platform/site/time-zone.ts";
import { runDueReminders, serverVapidKeys } from "#app/areas/reminders/reminders.server.ts";
import { openDatabase } from "#db/index.ts";
import { startPushServiceStandIn, type PushServiceStandIn, type TestSubscription } from "../support/push-service-stand-in.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { sessionCookieValue } from "../support/session-cookie.ts";
import { insertTestUser } from "../support/test-databases.ts";
import { expectNoSeriousA11yViolations } from "../support/axe.ts";

/**
 * Reminders end to end: a member opts in on /perfil, the server's scheduler sends the verse of
 * the day to a push service started here (a real HTTP server that decrypts what it receives with
 * the subscription's private key), a 410 forgets the device, and a reminder goes once however
 * many schedulers look. Chromium cannot subscribe at a push service on this machine (its
 * subscriptions go to Google's), so the page's `pushManager` hands out a subscription the test
 * made at the local service; everything after it — the page posting it, the server storing,
 * scheduling, encrypting and sending it — is the product's own.
 */
let push: PushServiceStandIn;
let server: RunningServer;

test.use({ serviceWorkers: "allow", permissions: ["notifications"] });

test.beforeAll(async () => {
  push = await startPushServiceStandIn();
  server = await startServer(
    { TRUST_PROXY: "1", REMINDERS_PUSH_SERVICES: push.origin, REMINDERS_CHECK_MS: "200" },
    "test-results/server-reminders.log",
  );
});

test.afterAll(async () => {
  await server?.stop();
  await push?.stop();
});

async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const { db } = openDatabase(server.databaseUrl);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A new member (zone São Paulo, the accounts' default) logged in on this context. */
async function logInNewMember(context: BrowserContext): Promise<string> {
  const id = randomUUID();
  const token = await withDatabase(async (db) => {
    await insertTestUser(db, id, { name: "Ana Lembrete" });
    return createSession(db, id, new Date());
  });
  await context.addCookies([{ name: SESSION_COOKIE, value: sessionCookieValue(token), url: server.url, httpOnly: true, sameSite: "Lax" }]);
  return id;
}

/** The page's push manager hands out `device` (a subscription at the local push service), as a browser's would its own. */
async function givePushSubscription(page: Page, device: TestSubscription) {
  await page.addInitScript((sub) => {
    const made = () => ({
      endpoint: sub.endpoint,
      toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => (sessionStorage.removeItem("teste-inscricao"), true),
    });
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem("teste-inscricao") ? (made() as unknown as PushSubscription) : null);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      sessionStorage.setItem("teste-chave", String(options?.applicationServerKey ?? ""));
      sessionStorage.setItem("teste-inscricao", "1");
      return made() as unknown as PushSubscription;
    };
  }, device);
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const devicesOf = (userId: string) =>
  withDatabase(async (db) =>
    (await db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", userId).execute()).map((r) => r.endpoint),
  );

/** Ticks only the verse of the day at this hour in São Paulo, quiet hours away from now, and saves. */
async function chooseVerseNow(page: Page) {
  const hour = localHour(new Date(), "America/Sao_Paulo");
  const card = page
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name: "Lembretes" }) })
    .last();
  await card.getByLabel("Versículo do dia").check();
  await card.getByLabel("Dia do plano de leitura").uncheck();
  await card.getByLabel("Lição da Escola Sabatina").uncheck();
  await card.getByLabel("Horário dos lembretes").selectOption(hourLabel(hour));
  await card.getByLabel("Início do silêncio").selectOption(hourLabel((hour + 3) % 24));
  await card.getByLabel("Fim do silêncio").selectOption(hourLabel((hour + 4) % 24));
  await card.getByRole("button", { name: "Salvar lembretes" }).click();
  await expect(page.getByText("Lembretes salvos.")).toBeVisible();
}

test("a member opts in on /perfil and the verse of the day arrives, decrypted, opening the home page; a second look sends nothing", async ({
  page,
  context,
}) => {
  const memberId = await logInNewMember(context);
  const device = push.subscribe();
  await givePushSubscription(page, device);
  await page.goto(`${server.url}/perfil?tab=settings`);
  await expect(page.getByRole("heading", { name: "Lembretes" })).toBeVisible();
  await expect(page.getByText("Nenhum aparelho recebe seus lembretes ainda.")).toBeVisible();
  await chooseVerseNow(page);

  await page.getByRole("button", { name: "Ativar lembretes neste aparelho" }).click();
  await expect(page.getByText("Lembretes ativados neste aparelho.")).toBeVisible();
  await expect(page.getByText("Este aparelho recebe os lembretes.")).toBeVisible();
  await expect(page.getByText("1 aparelho recebe seus lembretes.")).toBeVisible();
  const publicKey = await withDatabase((db) => serverVapidKeys(db));
  expect(await page.evaluate(() => sessionStorage.getItem("teste-chave"))).toBe(publicKey.publicKey);

  // The server's scheduler (every 200 ms) sends it; the local push service decrypts it.
  await expect.poll(() => push.to(device).length).toBe(1);
  const [received] = push.to(device);
  const payload = received!.payload as { title: string; body: string; url: string };
  expect(payload).toMatchObject({ title: "Versículo do dia", url: "/" });
  expect(received!.vapidValid).toBe(true);
  expect(received!.vapidKey).toBe(publicKey.publicKey);
  // The page it opens shows that verse.
  const reference = /” — (.+)$/.exec(payload.body)![1]!;
  await page.goto(new URL(payload.url, server.url).href);
  await expect(page.getByText(reference).first()).toBeVisible();

  // Two more schedulers looking at once (as two more instances would): the reminder is already claimed.
  const run = await withDatabase(async (db) => {
    const keys = await serverVapidKeys(db);
    const look = {
      pushServices: [push.origin],
      vapid: { subject: "mailto:portal@igreja.exemplo", ...keys },
      logger: { warn: () => {}, info: () => {} },
    };
    return Promise.all([runDueReminders(db, new Date(), look), runDueReminders(db, new Date(), look)]);
  });
  expect(run.map((r) => r.sent)).toEqual([0, 0]);
  expect(push.to(device)).toHaveLength(1);
  const deliveries = await withDatabase((db) => db.selectFrom("reminder_deliveries").select("kind").where("user_id", "=", memberId).execute());
  expect(deliveries).toEqual([{ kind: "verse" }]);

  // Turning it off on this device.
  await page.goto(`${server.url}/perfil?tab=settings`);
  await page.getByRole("button", { name: "Desativar neste aparelho" }).click();
  await expect(page.getByText("Lembretes desativados neste aparelho.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ativar lembretes neste aparelho" })).toBeVisible();
  expect(await devicesOf(memberId)).toEqual([]);
});

test("a device the push service says is gone (410) is forgotten; a subscription pointing elsewhere is refused", async ({ page, context }) => {
  const memberId = await logInNewMember(context);
  await page.goto(`${server.url}/perfil?tab=settings`);
  await chooseVerseNow(page);
  const post = (fields: Record<string, string>) =>
    page.evaluate(async (body) => (await fetch("/perfil/lembretes", { method: "POST", body: new URLSearchParams(body) })).status, fields);
  const gone = push.subscribe(410);
  const kept = push.subscribe();
  expect(await post({ intent: "inscrever", endpoint: gone.endpoint, p256dh: gone.p256dh, auth: gone.auth })).toBe(200);
  expect(await post({ intent: "inscrever", endpoint: kept.endpoint, p256dh: kept.p256dh, auth: kept.auth })).toBe(200);
  await expect.poll(() => push.to(kept).length).toBe(1);
  await expect.poll(() => devicesOf(memberId)).toEqual([kept.endpoint]);
  await page.reload();
  await expect(page.getByText("1 aparelho recebe seus lembretes.")).toBeVisible();

  // Anywhere but an allowed push service, or keys of the wrong size: refused, nothing stored.
  for (const endpoint of ["https://mal.exemplo/push/1", `${push.origin.replace("127.0.0.1", "localhost")}/push/x`, "http://127.0.0.1:1/push/x"])
    expect(await post({ intent: "inscrever", endpoint, p256dh: kept.p256dh, auth: kept.auth })).toBe(400);
  expect(await post({ intent: "inscrever", endpoint: `${push.origin}/push/outro`, p256dh: kept.p256dh.slice(1), auth: kept.auth })).toBe(400);
  expect(await devicesOf(memberId)).toEqual([kept.endpoint]);

  // 'Desativar em todos os aparelhos' works without JavaScript too (a plain form).
  await page.getByRole("button", { name: "Desativar em todos os aparelhos" }).click();
  await expect(page.getByText("Lembretes desativados em todos os aparelhos.")).toBeVisible();
  expect(await devicesOf(memberId)).toEqual([]);
});

test("visitors and other sites cannot subscribe", async ({ request }) => {
  const device = push.subscribe();
  const form = { intent: "inscrever", endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth };
  expect((await request.post(`${server.url}/perfil/lembretes`, { form, headers: { Origin: server.url } })).status()).toBe(401);
  expect((await request.post(`${server.url}/perfil/lembretes`, { form, headers: { Origin: "https://mal.exemplo" } })).status()).toBe(403);
  const stored = await withDatabase((db) => db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", device.endpoint).execute());
  expect(stored).toEqual([]);
});

test("without Push in the browser, the card says so in plain words; the choices still save", async ({ page, context }) => {
  await logInNewMember(context);
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${server.url}/perfil?tab=settings`);
  await expect(page.getByText("Este navegador não recebe notificações do Lâmpada.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ativar lembretes neste aparelho" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  // A chosen hour inside the quiet hours is refused with the reason beside it.
  await page.getByLabel("Versículo do dia").check();
  await page.getByLabel("Horário dos lembretes").selectOption("22:00");
  await page.getByLabel("Início do silêncio").selectOption("21:00");
  await page.getByLabel("Fim do silêncio").selectOption("07:00");
  await page.getByRole("button", { name: "Salvar lembretes" }).click();
  await expect(page.getByText("O horário escolhido fica dentro do horário de silêncio.", { exact: false })).toBeVisible();
});

test("the service worker shows a reminder it receives, with the page it opens", async ({ page, context }) => {
  await logInNewMember(context);
  await page.goto(`${server.url}/perfil?tab=settings`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js");
    await navigator.serviceWorker.ready;
  });
  // The browser's own way to hand a worker a push (what the push service's message becomes on the device).
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
  const payload = { title: "Escola Sabatina hoje", body: "Adultos · Lição 1: A Palavra", url: "/escola-sabatina/adultos/1", tag: "sabbath-school" };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: server.url, registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: `${server.url}/escola-sabatina/adultos/1` }]);
});

test("refused notifications keep the button: allowed later, a tap turns reminders on without a reload; saving keeps the page where it was", async ({
  page,
  context,
}) => {
  await logInNewMember(context);
  await givePushSubscription(page, push.subscribe());
  // The browser refuses until the member allows notifications in the site's settings.
  await page.addInitScript(() => {
    Notification.requestPermission = async () => (sessionStorage.getItem("teste-permitir") ? "granted" : "denied");
  });
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(`${server.url}/perfil?tab=settings`);
  const turnOn = page.getByRole("button", { name: "Ativar lembretes neste aparelho" });
  await turnOn.click();
  await expect(page.getByText("Você não permitiu notificações do Lâmpada neste navegador.", { exact: false })).toBeVisible();
  await expect(turnOn).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem("teste-permitir", "1"));
  await turnOn.click();
  await expect(page.getByText("Este aparelho recebe os lembretes.")).toBeVisible();

  const save = page.getByRole("button", { name: "Salvar lembretes" });
  await save.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  await save.click();
  await expect(page.getByText("Lembretes salvos.")).toBeInViewport();
  await expect(save).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(200);
});
