import { describe, expect, it } from "vitest";
import { privateCacheControl } from "./answer-privacy.ts";

const answer = (path: string, fields: { cookie?: string; contentType?: string; cacheControl?: string } = {}) =>
  privateCacheControl({
    query: new URL(path, "http://lampada.test").searchParams,
    cookie: fields.cookie ?? null,
    contentType: fields.contentType ?? "text/html; charset=utf-8",
    cacheControl: fields.cacheControl ?? null,
  });

describe("answers no shared cache may keep", () => {
  it("an address with a token is no-store, whoever asks and whatever the route said", () => {
    for (const path of [
      "/redefinir-senha?token=abc",
      "/entrar-com-link?token=abc",
      "/confirmar-email?token=abc",
      "/grupos/entrar?token=abc",
      "/redefinir-senha.data?token=abc",
    ])
      expect(answer(path), path).toBe("no-store");
    expect(answer("/confirmar-email?token=abc", { cacheControl: "private, no-store", cookie: "lampada_session=x" })).toBe("private, no-store");
    expect(answer("/redefinir-senha?token=abc", { cacheControl: "public, max-age=3600" })).toBe("no-store");
  });

  it("a file or JSON answered to a request with a session cookie is private, unless the route said otherwise", () => {
    expect(answer("/clube/painel.csv", { cookie: "tema=dark; lampada_session=x", contentType: "text/csv" })).toBe("private, no-store");
    expect(answer("/hinario.pdf", { cookie: "lampada_session=x", contentType: "application/pdf", cacheControl: "public, max-age=3600" })).toBeNull();
    expect(answer("/clube/painel.csv", { cookie: "tema=dark", contentType: "text/csv" })).toBeNull();
  });

  it("leaves pages and navigation data to entry.server.tsx, and public pages as they are", () => {
    expect(answer("/perfil", { cookie: "lampada_session=x" })).toBeNull();
    expect(answer("/biblia/gn/1.data", { cookie: "lampada_session=x", contentType: "text/x-script" })).toBeNull();
    expect(answer("/hinario/1")).toBeNull();
    expect(answer("/busca?q=token")).toBeNull();
  });
});
