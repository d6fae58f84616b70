import { describe, expect, it } from "vitest";
import { refusalParts, tooManyRequests, tooManyRequestsText } from "./too-many-requests.server.ts";

const now = new Date("2026-03-01T10:00:00Z");
const inMs = (ms: number) => now.getTime() + ms;

describe("the one 429 answer", () => {
  it("says when to try again, in the wording asked, with Retry-After in whole seconds (at least 1)", () => {
    expect(refusalParts({ until: inMs(61_000), now }, "attempts")).toEqual({
      message: "Muitas tentativas. Tente novamente em 2 minutos.",
      headers: { "Retry-After": "61" },
    });
    expect(refusalParts({ until: inMs(1_500), now }, "requests")).toEqual({
      message: "Muitos pedidos em pouco tempo. Aguarde 1 minuto e tente novamente.",
      headers: { "Retry-After": "2" },
    });
    expect(refusalParts({ until: inMs(-5_000), now }, "requests").headers).toEqual({ "Retry-After": "1" });
  });

  it("answers page data with status 429: the page places the message", () => {
    const answer = tooManyRequests({ until: inMs(30_000), now }, "attempts", (formError) => ({ mode: "login", formError }));
    expect(answer.init).toEqual({ status: 429, headers: { "Retry-After": "30" } });
    expect(answer.data).toEqual({ mode: "login", formError: "Muitas tentativas. Tente novamente em 1 minuto." });
  });

  it("answers files as plain text with status 429", async () => {
    const answer = tooManyRequestsText({ until: inMs(120_000), now });
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("120");
    expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await answer.text()).toBe("Muitos pedidos em pouco tempo. Aguarde 2 minutos e tente novamente.");
  });
});
