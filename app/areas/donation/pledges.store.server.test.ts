import { beforeAll, expect, it } from "vitest";
import type { ChurchRef } from "#db/transaction.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { GENERAL_FUND, type PledgeFilter } from "./giving-report.ts";
import { listPledges, markPledge, receivedByProject, recordPledge } from "./pledges.store.server.ts";

const t0 = new Date("2026-04-01T12:00:00Z");
const pix = { method: "pix" as const, pixKey: "+5511987654321" };
const all: PledgeFilter = { project: null, month: null, reference: null, status: null };

describeStorage("donation pledges", { members: { ana: { name: "Ana" } } }, (storage) => {
  let church: ChurchRef;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });

  it("records a member's and a visitor's pledges apart, each with its own reference", async () => {
    const first = await recordPledge(storage.db, church, "ana", { amountCents: 5000, projectId: "agua-no-sertao", ...pix }, t0);
    await recordPledge(storage.db, church, null, { amountCents: 500, method: "boleto", projectId: null, pixKey: null }, t0);
    await recordPledge(
      storage.db,
      church,
      "ana",
      { amountCents: 123456, method: "cartao", projectId: null, pixKey: null },
      new Date(t0.getTime() + 1000),
    );
    expect(first.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const anas = await storage.db
      .selectFrom("donation_pledges")
      .select(["amount_cents", "method", "project_id", "created_at", "pix_key"])
      .where("user_id", "=", "ana")
      .orderBy("created_at", "desc")
      .execute();
    expect(anas.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }))).toEqual([
      { amount_cents: 123456, method: "cartao", project_id: null, created_at: "2026-04-01T12:00:01.000Z", pix_key: null },
      { amount_cents: 5000, method: "pix", project_id: "agua-no-sertao", created_at: "2026-04-01T12:00:00.000Z", pix_key: "+5511987654321" },
    ]);
    const all = await storage.db.selectFrom("donation_pledges").select(["user_id", "reference"]).execute();
    expect(all.filter((r) => r.user_id === null)).toHaveLength(1);
    expect(new Set(all.map((r) => r.reference)).size).toBe(3);
  });

  it("draws a reference again when the first one is taken", async () => {
    const drawn = ["TAKEN234", "TAKEN234", "FRESH567"];
    const next = () => drawn.shift()!;
    expect((await recordPledge(storage.db, church, null, { amountCents: 700, projectId: null, ...pix }, t0, next)).reference).toBe("TAKEN234");
    expect((await recordPledge(storage.db, church, null, { amountCents: 800, projectId: null, ...pix }, t0, next)).reference).toBe("FRESH567");
    expect(drawn).toEqual([]);
  });

  it("lists by project and month (Brasília time) with the member's name; marks received; sums what each project received", async () => {
    const at = (iso: string) => new Date(iso);
    // 02:59 UTC on 1 May is still 30 April in Brasília.
    const april = await recordPledge(storage.db, church, "ana", { amountCents: 1000, projectId: "poco", ...pix }, at("2026-05-01T02:59:00Z"));
    const may = await recordPledge(storage.db, church, null, { amountCents: 2500, projectId: "poco", ...pix }, at("2026-05-01T03:00:00Z"));
    const general = await recordPledge(storage.db, church, null, { amountCents: 4000, projectId: null, ...pix }, at("2026-05-10T12:00:00Z"));

    const inMay = await listPledges(storage.db, church, { ...all, project: "poco", month: "2026-05" }, 100);
    expect(inMay.map((p) => [p.reference, p.amountCents, p.memberName])).toEqual([[may.reference, 2500, null]]);
    const inApril = await listPledges(storage.db, church, { ...all, project: "poco", month: "2026-04" }, 100);
    expect(inApril.map((p) => [p.reference, p.memberName])).toEqual([[april.reference, "Ana"]]);
    const generalFund = await listPledges(storage.db, church, { ...all, project: GENERAL_FUND, month: "2026-05" }, 100);
    expect(generalFund.map((p) => p.reference)).toEqual([general.reference]);

    expect(await markPledge(storage.db, church, may.id, { by: "tesouraria@igreja.org", at: at("2026-05-02T12:00:00Z") })).toBe(true);
    expect(await markPledge(storage.db, church, april.id, { by: "tesouraria@igreja.org", at: at("2026-05-02T12:00:00Z") })).toBe(true);
    expect(await markPledge(storage.db, church, april.id, null)).toBe(true);
    expect(await markPledge(storage.db, church, "nao-existe", null)).toBe(false);
    const marked = await listPledges(storage.db, church, { ...all, project: "poco" }, 100);
    expect(marked.map((p) => [p.reference, p.receivedAt, p.receivedBy])).toEqual([
      [may.reference, "2026-05-02T12:00:00.000Z", "tesouraria@igreja.org"],
      [april.reference, null, null],
    ]);
    expect(await receivedByProject(storage.db, church, ["poco", "outro"])).toEqual(new Map([["poco", 2500]]));
    expect(await receivedByProject(storage.db, church, [])).toEqual(new Map());
  });

  it("finds a pledge by part of its reference, in any case, and by received or not", async () => {
    const refs = ["K7Q2MXZ9", "ABCD2345"];
    const next = () => refs.shift()!;
    const found = await recordPledge(storage.db, church, null, { amountCents: 1500, projectId: "lampiao", ...pix }, t0, next);
    const other = await recordPledge(storage.db, church, null, { amountCents: 2500, projectId: "lampiao", ...pix }, t0, next);
    // A pledge of before the short references keeps its id as reference, in lower case.
    await storage.db
      .insertInto("donation_pledges")
      .values({
        id: "old",
        reference: "9f3ab2c4d5e6",
        user_id: null,
        amount_cents: 900,
        method: "pix",
        project_id: "lampiao",
        pix_key: null,
        created_at: t0.toISOString(),
        church_id: church.id,
      })
      .execute();
    const refsOf = async (filter: Partial<PledgeFilter>) =>
      (await listPledges(storage.db, church, { ...all, project: "lampiao", ...filter }, 100)).map((p) => p.reference).sort();
    expect(await refsOf({ reference: "Q2MX" })).toEqual([found.reference]);
    expect(await refsOf({ reference: "9F3AB2" })).toEqual(["9f3ab2c4d5e6"]);
    expect(await refsOf({ reference: "ZZZZ" })).toEqual([]);
    await markPledge(storage.db, church, other.id, { by: "tesouraria@igreja.org", at: t0 });
    expect(await refsOf({ status: "recebidas" })).toEqual([other.reference]);
    expect(await refsOf({ status: "nao-recebidas" })).toEqual(["9f3ab2c4d5e6", found.reference].sort());
    expect(await refsOf({ status: "recebidas", reference: "K7Q2" })).toEqual([]);
  });

  it("a second church sees none of the first's pledges, cannot mark them, and its sums count its own", async () => {
    const second = await aSecondChurch(storage.db);
    const mine = await recordPledge(storage.db, church, null, { amountCents: 9900, projectId: "telhado", ...pix }, t0);
    await markPledge(storage.db, church, mine.id, { by: "tesouraria@igreja.org", at: t0 });
    const before = await listPledges(storage.db, church, all, 100);

    expect(await listPledges(storage.db, second, all, 100)).toEqual([]);
    expect(await listPledges(storage.db, second, { ...all, reference: mine.reference }, 100)).toEqual([]);
    expect(await receivedByProject(storage.db, second, ["telhado"])).toEqual(new Map());
    expect(await markPledge(storage.db, second, mine.id, null)).toBe(false);
    expect(await listPledges(storage.db, church, all, 100)).toEqual(before);

    const theirs = await recordPledge(storage.db, second, null, { amountCents: 100, projectId: "telhado", ...pix }, t0);
    await markPledge(storage.db, second, theirs.id, { by: "tesouraria@segunda.org", at: t0 });
    expect((await listPledges(storage.db, second, all, 100)).map((p) => p.reference)).toEqual([theirs.reference]);
    expect(await receivedByProject(storage.db, church, ["telhado"])).toEqual(new Map([["telhado", 9900]]));
    expect(await receivedByProject(storage.db, second, ["telhado"])).toEqual(new Map([["telhado", 100]]));
  });
});
