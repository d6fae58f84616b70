import { describe, expect, it } from "vitest";
import {
  addItem,
  editFreeSlide,
  freeSlideItem,
  ITEM_NOT_FOUND,
  itemLabel,
  moveItem,
  ORDER_LIMITS,
  orderItems,
  parseTypedItem,
  removeItem,
  type OrderItem,
} from "./service-orders.ts";

const exists = (n: number) => n >= 1 && n <= 100;
const titles: Record<number, string> = { 37: "Sou Feliz" };

describe("parseTypedItem", () => {
  it("reads hymn numbers and passages as people type them", () => {
    expect(parseTypedItem("37", "ACF", exists)).toEqual({ ok: true, item: { kind: "hymn", numero: 37 } });
    expect(parseTypedItem(" Hino 37 ", "ACF", exists)).toEqual({ ok: true, item: { kind: "hymn", numero: 37 } });
    expect(parseTypedItem("Jo 3:16-18", "NVI", exists)).toEqual({
      ok: true,
      item: { kind: "passage", book: "jo", chapter: 3, verses: "16-18", version: "NVI" },
    });
    expect(parseTypedItem("salmos 23", "ACF", exists)).toEqual({
      ok: true,
      item: { kind: "passage", book: "sl", chapter: 23, verses: null, version: "ACF" },
    });
    expect(parseTypedItem("jo 3.16", "ACF", exists)).toMatchObject({ ok: true, item: { verses: "16" } });
  });

  it("says in Portuguese what is wrong", () => {
    expect(parseTypedItem("", "ACF", exists)).toMatchObject({ ok: false, message: expect.stringContaining("Digite o número de um hino") });
    expect(parseTypedItem("999", "ACF", exists)).toEqual({ ok: false, message: "O hinário não tem o hino 999." });
    expect(parseTypedItem("Jo 30", "ACF", exists)).toEqual({ ok: false, message: "João tem 21 capítulos; não existe o capítulo 30." });
    expect(parseTypedItem("bolo de fubá", "ACF", exists)).toMatchObject({ ok: false, message: expect.stringContaining("Não reconhecemos") });
  });
});

describe("labels", () => {
  it("names hymns and passages as the order lists them", () => {
    expect(itemLabel({ kind: "hymn", numero: 37 }, (n) => titles[n])).toBe("Hino 37 · Sou Feliz");
    expect(itemLabel({ kind: "passage", book: "jo", chapter: 3, verses: "16-18", version: "ACF" }, () => undefined)).toBe("Jo 3:16-18 (ACF)");
    expect(itemLabel({ kind: "passage", book: "sl", chapter: 23, verses: null, version: "NVI" }, () => undefined)).toBe("Sl 23 (NVI)");
  });
});

describe("changes", () => {
  const list: OrderItem[] = [
    { id: "a", kind: "hymn", numero: 1 },
    { id: "b", kind: "hymn", numero: 2 },
    { id: "c", kind: "hymn", numero: 3 },
  ];
  const ids = (change: ReturnType<typeof moveItem>) => (change.ok ? change.items.map((i) => i.id) : change.message);

  it("moves an item up or down, staying put at the ends", () => {
    expect(ids(moveItem(list, "b", -1))).toEqual(["b", "a", "c"]);
    expect(ids(moveItem(list, "b", 1))).toEqual(["a", "c", "b"]);
    expect(ids(moveItem(list, "a", -1))).toEqual(["a", "b", "c"]);
    expect(ids(moveItem(list, "c", 1))).toEqual(["a", "b", "c"]);
  });

  it("removes by id; an id no longer there (a replay) changes nothing", () => {
    expect(ids(removeItem(list, "b"))).toEqual(["a", "c"]);
    expect(ids(removeItem(list, "x"))).toBe("Este item não está mais no roteiro.");
    expect(ids(moveItem(list, "x", 1))).toBe("Este item não está mais no roteiro.");
  });

  it("an order holds at most the allowed number of items", () => {
    const full = Array.from({ length: ORDER_LIMITS.items }, (_, i) => ({ id: `i${i}`, kind: "hymn" as const, numero: 1 }));
    expect(addItem(full, { kind: "hymn", numero: 2 }, "new")).toEqual({
      ok: false,
      message: `Um roteiro tem no máximo ${ORDER_LIMITS.items} itens.`,
    });
    expect(ids(addItem(list, { kind: "hymn", numero: 4 }, "d"))).toEqual(["a", "b", "c", "d"]);
  });
});

describe("free slides", () => {
  const hymn: OrderItem = { id: "a", kind: "hymn", numero: 37 };
  const avisos: OrderItem = { id: "b", kind: "slide", style: "text", title: "Avisos", text: "Reunião às 17h." };

  it("a title needs its title and a short line at most; a text needs its text", () => {
    expect(freeSlideItem("title", "Culto Divino", "")).toEqual({
      ok: true,
      item: { kind: "slide", style: "title", title: "Culto Divino", text: "" },
    });
    expect(freeSlideItem("title", "", "")).toEqual({ ok: false, field: "titulo", message: "Escreva o título do slide." });
    expect(freeSlideItem("title", "Culto", "x".repeat(ORDER_LIMITS.subtitle + 1))).toMatchObject({ ok: false, field: "texto" });
    expect(freeSlideItem("text", "Avisos", "")).toEqual({ ok: false, field: "texto", message: "Escreva o texto do slide." });
    expect(freeSlideItem("text", "", "Bem-vindos!")).toMatchObject({ ok: true });
  });

  it("are listed by their title and edited in place, keeping their id; other items are not edited as slides", () => {
    expect(itemLabel(avisos, () => undefined)).toBe("Avisos");
    expect(itemLabel({ ...avisos, style: "title", title: "Culto Divino" }, () => undefined)).toBe("Título · Culto Divino");
    const edited = editFreeSlide([hymn, avisos], "b", { kind: "slide", style: "text", title: "Oração", text: "Pelos enfermos." });
    expect(edited).toEqual({ ok: true, items: [hymn, { id: "b", kind: "slide", style: "text", title: "Oração", text: "Pelos enfermos." }] });
    expect(editFreeSlide([hymn, avisos], "a", { kind: "slide", style: "text", title: "", text: "x" })).toEqual({
      ok: false,
      message: ITEM_NOT_FOUND,
    });
  });

  it("a stored slide longer than the limits reads as a damaged list", () => {
    expect(orderItems.safeParse([avisos]).success).toBe(true);
    expect(orderItems.safeParse([{ ...avisos, text: "x".repeat(ORDER_LIMITS.slideText + 1) }]).success).toBe(false);
  });
});
