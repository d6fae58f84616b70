import { afterAll, beforeAll, expect, it } from "vitest";
import webpush from "web-push";
import { describeStorage } from "#tests/support/storage-test.ts";
import { startPushServiceStandIn, type PushServiceStandIn, type TestSubscription } from "#tests/support/push-service-stand-in.ts";
import { deleteAccount } from "#app/areas/accounts/accounts.store.server.ts";
import { exportUserData } from "#app/areas/profile/export.store.server.ts";
import { setPlanDayDone } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { loadReadingPlans } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { addSubscription, removeSubscription, saveReminderSettings, memberEndpoints, vapidKeys } from "./reminders.store.server.ts";
import { runDueReminders, serverVapidKeys, type ReminderRun } from "./reminders.server.ts";
import { DEFAULT_REMINDER_SETTINGS } from "./reminders.ts";

let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushServiceStandIn();
});
afterAll(() => push.stop());

const silent = { warn: () => {}, info: () => {} };
const settings = { ...DEFAULT_REMINDER_SETTINGS, verse: true, plan: true, sabbathSchool: true, hour: 7, quietFrom: 21, quietTo: 7 };
// Thursday 26 November 2026, 07:30 in São Paulo (the members' zone).
const thursday = new Date("2026-11-26T10:30:00Z");

describeStorage("reminders sent through a push service", { members: { ana: {}, bia: {}, caio: {} } }, (storage) => {
  let run: ReminderRun;
  const subscribe = async (member: string, status = 201): Promise<TestSubscription> => {
    const subscription = push.subscribe(status);
    expect(await addSubscription(storage.db, member, subscription, thursday)).toBe(true);
    return subscription;
  };

  beforeAll(async () => {
    const keys = await serverVapidKeys(storage.db, thursday);
    run = { pushServices: [push.origin], vapid: { subject: "mailto:portal@igreja.exemplo", ...keys }, logger: silent };
  });

  it("keeps one key pair, even when instances make theirs at the same moment", async () => {
    const made = () => webpush.generateVAPIDKeys();
    const [a, b] = await Promise.all([vapidKeys(storage.db, made, thursday), vapidKeys(storage.db, made, thursday)]);
    expect(a).toEqual(b);
    expect(a.publicKey).toBe(run.vapid.publicKey);
  });

  it("sends the verse of the day once at the member's hour, encrypted for the device and signed with the server's key", async () => {
    await saveReminderSettings(storage.db, "ana", { ...settings, plan: false, sabbathSchool: false }, thursday);
    const device = await subscribe("ana");
    expect(await runDueReminders(storage.db, new Date("2026-11-26T09:30:00Z"), run)).toEqual({ sent: 0, gone: 0, retried: 0 });
    expect(await runDueReminders(storage.db, thursday, run)).toMatchObject({ sent: 1 });
    const [received] = push.to(device);
    expect(received!.payload).toMatchObject({ title: "Versículo do dia", url: "/", tag: "verse" });
    expect((received!.payload as { body: string }).body).toMatch(/^“.+” — .+/);
    expect(received!.vapidValid).toBe(true);
    expect(received!.vapidKey).toBe(run.vapid.publicKey);
    expect(received!.headers).toMatchObject({ "content-encoding": "aes128gcm", urgency: "normal", topic: "verse", ttl: "7200" });
    // Two looks later the same day, and two at once: nothing more.
    await runDueReminders(storage.db, new Date("2026-11-26T11:00:00Z"), run);
    await Promise.all([runDueReminders(storage.db, thursday, run), runDueReminders(storage.db, thursday, run)]);
    expect(push.to(device)).toHaveLength(1);
    // The next day, again once, even with two schedulers looking at the same moment.
    const friday = new Date("2026-11-27T10:15:00Z");
    await Promise.all([runDueReminders(storage.db, friday, run), runDueReminders(storage.db, friday, run)]);
    expect(push.to(device)).toHaveLength(2);
    await removeSubscription(storage.db, "ana", device.endpoint);
  });

  it("reminds of the plan's next day unless it was read today, and of the lesson on Sabbath morning", async () => {
    await saveReminderSettings(storage.db, "bia", { ...settings, verse: false }, thursday);
    const device = await subscribe("bia");
    const plan = loadReadingPlans()[0]!;
    await setPlanDayDone(storage.db, "bia", plan.id, 1, true, new Date("2026-11-25T12:00:00Z"));
    await runDueReminders(storage.db, thursday, run);
    expect(push.to(device).map((r) => r.payload)).toEqual([
      expect.objectContaining({ title: "Plano de leitura: Dia 2", url: `/planos/${plan.id}`, tag: "plan" }),
    ]);
    // Friday: day 2 read in the morning, before the hour.
    await setPlanDayDone(storage.db, "bia", plan.id, 2, true, new Date("2026-11-27T09:00:00Z"));
    await runDueReminders(storage.db, new Date("2026-11-27T10:30:00Z"), run);
    expect(push.to(device)).toHaveLength(1);
    // Saturday 28 at 08:00: the lesson of the week that ended on Friday, and the plan's day 3.
    await runDueReminders(storage.db, new Date("2026-11-28T11:00:00Z"), run);
    const saturday = push
      .to(device)
      .slice(1)
      .map((r) => r.payload as { title: string; url: string });
    expect(saturday.map((p) => p.title).sort()).toEqual(["Escola Sabatina hoje", "Plano de leitura: Dia 3"]);
    expect(saturday.find((p) => p.title === "Escola Sabatina hoje")!.url).toMatch(/^\/escola-sabatina\/adultos\/\d+$/);
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    await saveReminderSettings(storage.db, "caio", { ...settings, plan: false, sabbathSchool: false }, thursday);
    await subscribe("caio", 410);
    const kept = await subscribe("caio");
    expect(await memberEndpoints(storage.db, "caio")).toHaveLength(2);
    expect(await runDueReminders(storage.db, thursday, run)).toMatchObject({ sent: 1, gone: 1 });
    expect(await memberEndpoints(storage.db, "caio")).toEqual([kept.endpoint]);
    expect(push.to(kept)).toHaveLength(1);
  });

  it("a member's export lists their devices without the secret; deleting the account deletes them", async () => {
    const exported = (await exportUserData(storage.db, "caio", thursday))!;
    const tables = exported.tables as Record<string, Array<Record<string, unknown>>>;
    expect(tables.push_subscriptions).toHaveLength(1);
    expect(tables.push_subscriptions![0]).toHaveProperty("endpoint");
    expect(tables.push_subscriptions![0]).not.toHaveProperty("auth_secret");
    expect(tables.reminder_settings).toHaveLength(1);
    expect(tables.reminder_deliveries).toHaveLength(1);
    await deleteAccount(storage.db, "caio");
    expect(await memberEndpoints(storage.db, "caio")).toEqual([]);
    expect(await storage.db.selectFrom("reminder_deliveries").select("user_id").where("user_id", "=", "caio").execute()).toEqual([]);
  });
});
