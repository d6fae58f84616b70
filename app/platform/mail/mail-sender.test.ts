import { describe, expect, it } from "vitest";
import { senderHeaders } from "./mail-sender.ts";

describe("the sender of the portal's e-mails", () => {
  it("names the church beside the portal and takes replies at the church's address", () => {
    expect(senderHeaders("Lâmpada <nao-responda@lampada.local>", { name: "Igreja Central", replyTo: "secretaria@igreja.org" })).toEqual({
      from: { name: "Lâmpada — Igreja Central", address: "nao-responda@lampada.local" },
      replyTo: "secretaria@igreja.org",
    });
    expect(senderHeaders('"Portal" <p@x.org>', { name: "Igreja", replyTo: null })).toEqual({ from: { name: "Portal — Igreja", address: "p@x.org" } });
  });

  it("leaves MAIL_FROM as it is without the church's settings, or when it has no display name", () => {
    expect(senderHeaders("Lâmpada <nao-responda@lampada.local>", { name: null, replyTo: null })).toEqual({
      from: "Lâmpada <nao-responda@lampada.local>",
    });
    expect(senderHeaders("nao-responda@lampada.local", { name: "Igreja", replyTo: null })).toEqual({ from: "nao-responda@lampada.local" });
  });
});
