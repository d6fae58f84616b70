import { describe, expect, it } from "vitest";
import {
  DEFAULT_REMINDER_SETTINGS,
  dueByClock,
  isAllowedPushEndpoint,
  isQuietHour,
  planReminderWanted,
  reminderSettingsFields,
  settingsFromForm,
  settingsProblem,
  subscriptionSchema,
  type ReminderSettings,
} from "./reminders.ts";

const all: ReminderSettings = { ...DEFAULT_REMINDER_SETTINGS, verse: true, plan: true, sabbathSchool: true, hour: 7, quietFrom: 21, quietTo: 7 };
const kinds = (settings: ReminderSettings, iso: string, zone: string) =>
  dueByClock(settings, new Date(iso), zone).map((d) => `${d.kind}@${d.localDate}`);

describe("quiet hours", () => {
  it("may cross midnight, and equal hours mean none", () => {
    expect([20, 21, 23, 0, 6, 7].map((h) => isQuietHour(h, 21, 7))).toEqual([false, true, true, true, true, false]);
    expect([12, 13, 14].map((h) => isQuietHour(h, 13, 14))).toEqual([false, true, false]);
    expect(isQuietHour(3, 5, 5)).toBe(false);
  });
});

describe("reminders due by the clock, in the member's zone", () => {
  it("the verse and the plan from the chosen hour for two hours, the same local day", () => {
    // 2026-11-26 is a Thursday; São Paulo is UTC−3.
    expect(kinds(all, "2026-11-26T09:59:00Z", "America/Sao_Paulo")).toEqual([]);
    expect(kinds(all, "2026-11-26T10:00:00Z", "America/Sao_Paulo")).toEqual(["verse@2026-11-26", "plan@2026-11-26"]);
    expect(kinds(all, "2026-11-26T11:59:00Z", "America/Sao_Paulo")).toEqual(["verse@2026-11-26", "plan@2026-11-26"]);
    expect(kinds(all, "2026-11-26T12:00:00Z", "America/Sao_Paulo")).toEqual([]);
    expect(kinds({ ...all, plan: false }, "2026-11-26T10:30:00Z", "America/Sao_Paulo")).toEqual(["verse@2026-11-26"]);
  });

  it("the same instant is a different hour in each of Brazil's four zones", () => {
    const at = "2026-11-26T10:30:00Z";
    const verse = { ...all, plan: false, sabbathSchool: false, hour: 8 };
    expect(kinds(verse, at, "America/Noronha")).toEqual(["verse@2026-11-26"]); // 08:30
    expect(kinds(verse, at, "America/Sao_Paulo")).toEqual([]); // 07:30
    expect(kinds({ ...verse, hour: 6, quietTo: 6 }, at, "America/Manaus")).toEqual(["verse@2026-11-26"]); // 06:30
    expect(kinds({ ...verse, hour: 5, quietTo: 5 }, at, "America/Rio_Branco")).toEqual(["verse@2026-11-26"]); // 05:30
  });

  it("a late hour is dated by the member's local day, not by UTC's", () => {
    const night = { ...all, plan: false, sabbathSchool: false, hour: 22, quietFrom: 23, quietTo: 6 };
    // 22:30 in São Paulo on the 26th is 01:30 UTC on the 27th.
    expect(kinds(night, "2026-11-27T01:30:00Z", "America/Sao_Paulo")).toEqual(["verse@2026-11-26"]);
    // The catch-up never runs into the next day nor into quiet hours.
    expect(kinds(night, "2026-11-27T02:30:00Z", "America/Sao_Paulo")).toEqual([]);
  });

  it("nothing in quiet hours", () => {
    expect(kinds({ ...all, hour: 7, quietFrom: 6, quietTo: 9 }, "2026-11-26T10:30:00Z", "America/Sao_Paulo")).toEqual([]);
  });

  it("the Sabbath School on Saturday morning from 7:00 until noon, or from the end of quiet hours", () => {
    const sabbath = { ...all, verse: false, plan: false };
    // Saturday 2026-11-28.
    expect(kinds(sabbath, "2026-11-28T09:59:00Z", "America/Sao_Paulo")).toEqual([]);
    expect(kinds(sabbath, "2026-11-28T10:00:00Z", "America/Sao_Paulo")).toEqual(["sabbath-school@2026-11-28"]);
    expect(kinds(sabbath, "2026-11-28T14:59:00Z", "America/Sao_Paulo")).toEqual(["sabbath-school@2026-11-28"]);
    expect(kinds(sabbath, "2026-11-28T15:00:00Z", "America/Sao_Paulo")).toEqual([]);
    expect(kinds({ ...sabbath, quietTo: 9 }, "2026-11-28T11:30:00Z", "America/Sao_Paulo")).toEqual([]);
    expect(kinds({ ...sabbath, quietTo: 9 }, "2026-11-28T12:00:00Z", "America/Sao_Paulo")).toEqual(["sabbath-school@2026-11-28"]);
    // Friday and Sunday mornings: no.
    expect(kinds(sabbath, "2026-11-27T12:00:00Z", "America/Sao_Paulo")).toEqual([]);
    expect(kinds(sabbath, "2026-11-29T12:00:00Z", "America/Sao_Paulo")).toEqual([]);
    // Saturday morning in Tokyo is still Friday evening in São Paulo.
    expect(kinds(sabbath, "2026-11-27T23:00:00Z", "Asia/Tokyo")).toEqual(["sabbath-school@2026-11-28"]);
  });

  it("a skipped DST hour still gets its reminder (São Paulo, 4 Nov 2018: 00:00 became 01:00)", () => {
    const midnight = { ...all, plan: false, sabbathSchool: false, hour: 0, quietFrom: 22, quietTo: 22 };
    expect(kinds(midnight, "2018-11-04T02:59:00Z", "America/Sao_Paulo")).toEqual([]); // 23:59 of the 3rd
    expect(kinds(midnight, "2018-11-04T03:00:00Z", "America/Sao_Paulo")).toEqual(["verse@2018-11-04"]); // 01:00 of the 4th
    // New York, 8 March 2026: 02:00 became 03:00.
    const two = { ...midnight, hour: 2 };
    expect(kinds(two, "2026-03-08T07:00:00Z", "America/New_York")).toEqual(["verse@2026-03-08"]);
  });

  it("a repeated DST hour gives the same local date twice, so the claim sends it once (New York, 1 Nov 2026)", () => {
    const one = { ...all, plan: false, sabbathSchool: false, hour: 1, quietFrom: 22, quietTo: 22 };
    expect(kinds(one, "2026-11-01T05:30:00Z", "America/New_York")).toEqual(["verse@2026-11-01"]); // 01:30 EDT
    expect(kinds(one, "2026-11-01T06:30:00Z", "America/New_York")).toEqual(["verse@2026-11-01"]); // 01:30 EST
  });
});

describe("the plan reminder", () => {
  const plan = { planId: "salmos-30-dias", lessons: 30, completedDays: [1, 2, 4], lastCompletedAt: "2026-11-25T23:00:00Z" };
  it("names the first day not done, unless a day was ticked today in the member's zone", () => {
    // 23:00 UTC on the 25th is 20:00 on the 25th in São Paulo: yesterday on the 26th.
    expect(planReminderWanted(plan, new Date("2026-11-26T10:00:00Z"), "America/Sao_Paulo")).toBe(3);
    // …but already the 26th in Tokyo.
    expect(planReminderWanted(plan, new Date("2026-11-26T10:00:00Z"), "Asia/Tokyo")).toBeNull();
  });
  it("says nothing for a finished plan or without one", () => {
    const done = { ...plan, lessons: 2, completedDays: [1, 2] };
    expect(planReminderWanted(done, new Date("2026-11-27T10:00:00Z"), "America/Sao_Paulo")).toBeNull();
    expect(planReminderWanted(null, new Date("2026-11-27T10:00:00Z"), "America/Sao_Paulo")).toBeNull();
  });
});

describe("the settings form", () => {
  const form = (fields: Record<string, string>) =>
    reminderSettingsFields.safeParse({ classe: "adultos", hora: "7", silencioInicio: "21", silencioFim: "7", ...fields });
  it("reads ticked boxes and hours", () => {
    const parsed = form({ versiculo: "1", sabatina: "1", classe: "jovens" });
    expect(parsed.success && settingsFromForm(parsed.data)).toEqual({
      verse: true,
      plan: false,
      sabbathSchool: true,
      sabbathClass: "jovens",
      hour: 7,
      quietFrom: 21,
      quietTo: 7,
    });
    const wrong: Array<Record<string, string>> = [{ hora: "24" }, { hora: "7.5" }, { hora: "-1" }, { classe: "criancas" }, { versiculo: "sim" }];
    for (const bad of wrong) expect(form(bad).success).toBe(false);
  });
  it("refuses choices that could never be sent", () => {
    expect(settingsProblem({ ...all, hour: 22 })?.field).toBe("hora");
    expect(settingsProblem({ ...all, verse: false, plan: false, hour: 22 })).toBeNull();
    expect(settingsProblem({ ...all, verse: false, plan: false, quietFrom: 20, quietTo: 13 })?.field).toBe("silencioInicio");
    expect(settingsProblem(all)).toBeNull();
  });
});

describe("a subscription the page sends", () => {
  const services = ["https://fcm.googleapis.com", "https://*.notify.windows.com", "http://127.0.0.1:9999"];
  const p256dh = `B${"A".repeat(86)}`;
  const auth = "A".repeat(22);
  const check = (fields: Record<string, string>) =>
    subscriptionSchema(services).safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", p256dh, auth, ...fields }).success;

  it("points at an allowed push service only", () => {
    expect(check({})).toBe(true);
    expect(check({ endpoint: "https://wns2-par02p.notify.windows.com/w/?token=x" })).toBe(true);
    expect(check({ endpoint: "http://127.0.0.1:9999/push/1" })).toBe(true);
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.mal.exemplo/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://notify.windows.com/x",
      "http://127.0.0.1:8080/x",
      "http://localhost:9999/x",
      "não é endereço",
      `https://fcm.googleapis.com/${"a".repeat(1100)}`,
    ])
      expect(check({ endpoint }), endpoint).toBe(false);
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/x#frag", services)).toBe(false);
  });

  it("carries keys of a real subscription's shape and size", () => {
    expect(check({ p256dh: `A${"A".repeat(86)}` })).toBe(false);
    expect(check({ p256dh: p256dh.slice(0, 60) })).toBe(false);
    expect(check({ auth: "A".repeat(30) })).toBe(false);
    expect(check({ auth: "<script>alert(1)</scr" })).toBe(false);
  });
});
