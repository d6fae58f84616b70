import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { FieldErrors, FormAnswer } from "./field-errors.ts";
import { answerIsFor, answerMessage } from "./field-errors.ts";
import { FORM_MESSAGES, formDone, formError, formOutcome, invalidForm, parseForm } from "./forms.server.ts";

const post = (body: BodyInit | null, type?: string, extra: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers: { ...(type ? { "Content-Type": type } : {}), ...extra } });
const schema = z.object({ nome: z.string().min(1, "Informe o nome."), idade: z.coerce.number("Informe a idade.").int().optional() });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as { init: { status: number }; data: { error: string } },
  );

describe("parseForm", () => {
  it("reads a urlencoded form into the schema's typed result", async () => {
    const result = await parseForm(post("nome=%C3%81gata&idade=12", "application/x-www-form-urlencoded"), schema);
    expect(result).toEqual({ ok: true, data: { nome: "Ágata", idade: 12 }, values: { nome: "Ágata", idade: "12" } });
  });

  it("reads multipart forms", async () => {
    const form = new FormData();
    form.set("nome", "Davi");
    expect(await parseForm(new Request("http://localhost/x", { method: "POST", body: form }), schema)).toMatchObject({
      ok: true,
      data: { nome: "Davi" },
    });
  });

  it("gives Portuguese field errors, also for a field sent twice, and never echoes passwords", async () => {
    const result = await parseForm(post("nome=A&nome=B&idade=x&senha=segredo", "application/x-www-form-urlencoded"), schema);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ nome: FORM_MESSAGES.repeated, idade: "Informe a idade." });
    expect(result.values).not.toHaveProperty("senha");
  });

  it("an empty body is an empty form", async () => {
    expect(await parseForm(post(null), schema)).toMatchObject({ ok: false, errors: { nome: expect.any(String) } });
  });

  it("refuses what is not a form with a 4xx and a Portuguese message", async () => {
    for (const [body, type, status] of [
      ['{"nome":"Ana"}', "application/json", 415],
      ["nome=Ana", "text/plain", 415],
      ["nome=Ana", undefined, 415],
      ["garbage", "multipart/form-data; boundary=x", 400],
      ["garbage", "multipart/form-data", 400],
    ] as const) {
      const error = await refusal(parseForm(post(body, type), schema));
      expect(error?.init.status).toBe(status);
      expect(error?.data.error).toMatch(/formulário/);
    }
  });

  it("reads at most the route's cap, whatever the client declares", async () => {
    const big = `nome=${"a".repeat(70_000)}`;
    expect((await refusal(parseForm(post(big, "application/x-www-form-urlencoded"), schema)))?.init.status).toBe(413);
    // A body with no declared length (streamed) is cut off too.
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("a".repeat(16_384)));
      },
    });
    const streamed = new Request("http://localhost/x", {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect((await refusal(parseForm(streamed, schema)))?.init.status).toBe(413);
    expect(await parseForm(post(big, "application/x-www-form-urlencoded"), schema, { maxBytes: 100_000 })).toMatchObject({ ok: true });
  });

  it("keeps broken escapes as text instead of failing", async () => {
    expect(await parseForm(post("nome=%E0%A4%A&idade=%", "application/x-www-form-urlencoded"), schema)).toMatchObject({
      ok: false,
      errors: { idade: "Informe a idade." },
    });
  });
});

describe("the form answer", () => {
  it("is done with the route's data, or refused with field errors, a form error and what was typed", async () => {
    expect(formDone()).toEqual({ ok: true });
    expect(formDone({ message: "Enviado." })).toEqual({ ok: true, message: "Enviado." });
    const checked = await parseForm(post("nome=&idade=x", "application/x-www-form-urlencoded"), schema);
    if (checked.ok) throw new Error("the form should not pass");
    const invalid = invalidForm(checked);
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toEqual({ ok: false, errors: { nome: "Informe o nome.", idade: "Informe a idade." }, values: { nome: "", idade: "x" } });
    expect(invalidForm({ errors: { nome: "Já existe." }, values: {} }, 409).init?.status).toBe(409);
    const gone = formError("Este item não existe mais.", 404, { titulo: "Culto" });
    expect(gone.init?.status).toBe(404);
    expect(gone.data).toEqual({ ok: false, errors: {}, formError: "Este item não existe mais.", values: { titulo: "Culto" } });
  });

  it("types both sides alike, so a page reads errors and values without a cast and its own data once done", () => {
    const answers = [formDone({ stats: 3 }), invalidForm({ errors: {} }).data, formError("Não.", 429).data];
    expectTypeOf(answers[0]!.errors).toEqualTypeOf<FieldErrors | undefined>();
    expectTypeOf(answers[0]!.values).toEqualTypeOf<Record<string, string> | undefined>();
    expectTypeOf(answers[0]!).toExtend<FormAnswer<{ stats: number }>>();
    const first = answers[0]!;
    if (first.ok) expectTypeOf(first.stats).toEqualTypeOf<number>();
  });

  it("says which of several forms it is about: done with a new stamp, refused with every field's message", () => {
    const done = formDone({ message: "Unidade criada." }, { intent: "unidade", subject: "u1" });
    expect(done).toMatchObject({ ok: true, message: "Unidade criada.", intent: "unidade", subject: "u1" });
    expect(done.stamp).toMatch(/^[0-9a-f-]{36}$/);
    expect(formDone({ message: "De novo." }, { intent: "unidade" }).stamp).not.toBe(done.stamp);
    const invalid = invalidForm({ errors: { nome: "Informe o nome.", ano: "Informe o ano." } }, 400, { intent: "adicionar" });
    expect(invalid.data).toMatchObject({ ok: false, errors: { nome: "Informe o nome.", ano: "Informe o ano." }, intent: "adicionar" });
    expect(answerMessage(invalid.data)).toEqual({ tone: "error", text: "Informe o nome." });
    expect(answerMessage(invalid.data, { firstField: false })).toBeUndefined();
    expect(answerIsFor(invalid.data, ["adicionar", "sair"])).toBe(true);
    expect(answerIsFor(done, "unidade", "u2")).toBe(false);
    const refused = formOutcome({ ok: false, message: "Esta unidade ainda tem pessoas." }, "Unidade excluída.", { intent: "excluir-unidade" });
    expect("init" in refused && refused.init?.status).toBe(409);
    expect(answerMessage("data" in refused ? refused.data : refused)).toEqual({ tone: "error", text: "Esta unidade ainda tem pessoas." });
    expect(formOutcome({ ok: true }, "Unidade excluída.")).toMatchObject({ ok: true, message: "Unidade excluída." });
  });
});
