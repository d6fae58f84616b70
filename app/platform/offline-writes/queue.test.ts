import { describe, expect, it } from "vitest";
import {
  dataAddress,
  enqueue,
  parseQueue,
  QUEUE_LIMIT,
  queuedFlip,
  queuedValue,
  type QueuedWrite,
  refusedMessage,
  replayBody,
  replayOutcome,
  sentMessage,
  shownWrites,
  waitingMessage,
  withoutWrite,
  writesOf,
} from "./queue.ts";

const write = (id: string, fields: Record<string, string>, over: Partial<QueuedWrite> = {}): QueuedWrite => ({
  id,
  memberId: "m1",
  action: "/biblia/gn/1",
  fields,
  label: "Marcar Gn 1:1",
  ...over,
});

describe("offline queue", () => {
  it("reads what it stored and drops anything unreadable", () => {
    const queue = [write("a", { versiculo: "1" })];
    expect(parseQueue(JSON.stringify(queue))).toEqual(queue);
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue("{")).toEqual([]);
    expect(parseQueue('{"id":"a"}')).toEqual([]);
    const bad = [
      { ...queue[0], fields: { versiculo: 1 } },
      { ...queue[0], action: "https://outro.exemplo/biblia" },
      { ...queue[0], action: "//outro.exemplo/x" },
      { ...queue[0], memberId: undefined },
      null,
    ];
    expect(parseQueue(JSON.stringify([...bad, queue[0]]))).toEqual(queue);
  });

  it("belongs to the signed-in member: another member's writes are not theirs, and a visitor has none", () => {
    const queue = [write("a", {}), write("b", {}, { memberId: "m2" }), write("c", {})];
    expect(writesOf(queue, "m1").map((w) => w.id)).toEqual(["a", "c"]);
    expect(writesOf(queue, "m2").map((w) => w.id)).toEqual(["b"]);
    expect(writesOf(queue, null)).toEqual([]);
  });

  it("keeps the order writes were made, up to its limit", () => {
    let queue: QueuedWrite[] = [];
    for (let i = 0; i < QUEUE_LIMIT; i++) queue = enqueue(queue, write(String(i), {}))!;
    expect(queue.map((w) => w.id).slice(0, 3)).toEqual(["0", "1", "2"]);
    expect(enqueue(queue, write("over", {}))).toBeNull();
    expect(
      withoutWrite(queue, "1")
        .map((w) => w.id)
        .slice(0, 2),
    ).toEqual(["0", "2"]);
  });

  it("sends a write to its action's data address with its fields and id", () => {
    expect(dataAddress("/biblia/gn/1")).toBe("/biblia/gn/1.data");
    expect(dataAddress("/biblia/gn/1?versao=ACF")).toBe("/biblia/gn/1.data?versao=ACF");
    expect(dataAddress("/planos/salmos-30-dias/")).toBe("/planos/salmos-30-dias.data");
    expect(dataAddress("/")).toBe("/_root.data");
    expect(replayBody(write("6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b", { versiculo: "3" })).toString()).toBe(
      "versiculo=3&clientWriteId=6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b",
    );
  });

  it("tells sent, refused, signed-out and retry apart by the answer", () => {
    expect([200, 202, 204, 302].map(replayOutcome)).toEqual(["sent", "sent", "sent", "sent"]);
    expect([400, 403, 404, 409, 413, 415].map(replayOutcome)).toEqual(Array(6).fill("refused"));
    expect(replayOutcome(401)).toBe("signed-out");
    expect([null, 408, 429, 500, 502, 503].map(replayOutcome)).toEqual(Array(6).fill("retry"));
  });

  it("shows a toggle flipped by an odd number of queued taps, and a setting by the last queued value", () => {
    const taps = [write("a", { versiculo: "3" }), write("b", { versiculo: "4" }), write("c", { versiculo: "3" })];
    expect(queuedFlip(taps, "/biblia/gn/1", { versiculo: "3" })).toBe(false);
    expect(queuedFlip(taps, "/biblia/gn/1", { versiculo: "4" })).toBe(true);
    expect(queuedFlip(taps, "/biblia/gn/2", { versiculo: "4" })).toBe(false);
    const days = [
      write("d", { dia: "2", concluido: "1" }, { action: "/planos/p" }),
      write("e", { dia: "2", concluido: "0" }, { action: "/planos/p" }),
      write("f", { dia: "5", concluido: "1" }, { action: "/planos/p" }),
    ];
    expect(queuedValue(days, "/planos/p", { dia: "2" }, "concluido")).toBe("0");
    expect(queuedValue(days, "/planos/p", { dia: "5" }, "concluido")).toBe("1");
    expect(queuedValue(days, "/planos/p", { dia: "6" }, "concluido")).toBeUndefined();
  });

  it("shows over a page's data the writes sent after it arrived, then those waiting", () => {
    const sent = [
      { write: write("a", {}), seq: 1 },
      { write: write("b", {}), seq: 2 },
    ];
    const waiting = [write("c", {})];
    expect(shownWrites(waiting, sent, 0).map((w) => w.id)).toEqual(["a", "b", "c"]);
    expect(shownWrites(waiting, sent, 1).map((w) => w.id)).toEqual(["b", "c"]);
    expect(shownWrites(waiting, sent, 2).map((w) => w.id)).toEqual(["c"]);
  });

  it("speaks Portuguese, in the singular and the plural", () => {
    expect(waitingMessage(1)).toBe("1 ação aguardando conexão");
    expect(waitingMessage(3)).toBe("3 ações aguardando conexão");
    expect(sentMessage(1)).toBe("1 ação feita sem conexão foi enviada.");
    expect(sentMessage(2)).toBe("2 ações feitas sem conexão foram enviadas.");
    expect(refusedMessage(write("a", {}))).toBe(
      "Não foi possível salvar uma ação feita sem conexão (“Marcar Gn 1:1”): o servidor não a aceitou. Confira e tente de novo.",
    );
  });
});
