import { describe, expect, it } from "vitest";
import { filterStatus, inboxFilter, replyGreeting, replyMailto, replyWhatsApp, whatsAppNumber } from "./inbox.ts";

describe("the inbox", () => {
  it("filters by state, new messages unless another filter is asked", () => {
    expect(inboxFilter(null)).toBe("nova");
    expect(inboxFilter("respondida")).toBe("respondida");
    expect(inboxFilter("todas")).toBe("todas");
    expect(inboxFilter("RESPONDIDA")).toBe("nova");
    expect(inboxFilter("toString")).toBe("nova");
    expect(filterStatus("arquivada")).toBe("arquivada");
    expect(filterStatus("todas")).toBeNull();
  });

  it("greets the sender by first name, in Portuguese", () => {
    expect(replyGreeting("  Maria   da Silva ", "contato")).toBe("Olá, Maria! Recebemos sua mensagem pelo portal Lâmpada. ");
    expect(replyGreeting("João", "feedback")).toBe("Olá, João! Recebemos seu feedback pelo portal Lâmpada. ");
    expect(replyGreeting("", "contato")).toBe("Olá! Recebemos sua mensagem pelo portal Lâmpada. ");
  });

  it("replies by e-mail to the sender, with a subject and the greeting; nothing in the address adds a header", () => {
    const link = replyMailto("maria@exemplo.com", "Maria Souza", "contato");
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("maria@exemplo.com");
    expect(url.searchParams.get("subject")).toBe("Sua mensagem pelo portal Lâmpada");
    expect(url.searchParams.get("body")).toBe("Olá, Maria! Recebemos sua mensagem pelo portal Lâmpada. ");
    expect(link).not.toContain("+");
    const hostile = new URL(replyMailto("a?cc=b@evil.example&x=1", "A", "feedback"));
    expect([...hostile.searchParams.keys()]).toEqual(["subject", "body"]);
  });

  it("reads a Brazilian phone as typed into the number wa.me takes", () => {
    expect(whatsAppNumber("(11) 91234-5678")).toBe("5511912345678");
    expect(whatsAppNumber("11 4000-0000")).toBe("551140000000");
    expect(whatsAppNumber("011 91234-5678")).toBe("5511912345678");
    expect(whatsAppNumber("+55 (21) 98765-4321")).toBe("5521987654321");
    expect(whatsAppNumber("55 21 98765 4321")).toBe("5521987654321");
    expect(whatsAppNumber("+351 912 345 678")).toBe("351912345678");
    expect(whatsAppNumber("91234-5678")).toBeNull();
    expect(whatsAppNumber("123")).toBeNull();
    expect(whatsAppNumber("+1234567890123456")).toBeNull();
  });

  it("replies on WhatsApp with the greeting, only when the phone names a number", () => {
    const link = replyWhatsApp("(11) 91234-5678", "Ana Lima");
    expect(link).toBe(`https://wa.me/5511912345678?text=${encodeURIComponent("Olá, Ana! Recebemos sua mensagem pelo portal Lâmpada. ")}`);
    expect(new URL(link!).searchParams.get("text")).toBe("Olá, Ana! Recebemos sua mensagem pelo portal Lâmpada. ");
    expect(replyWhatsApp(null, "Ana")).toBeNull();
    expect(replyWhatsApp("4000", "Ana")).toBeNull();
  });
});
