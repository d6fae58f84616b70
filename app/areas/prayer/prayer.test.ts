import { describe, expect, it } from "vitest";
import { canShare, facebookUrl, prayerImageFileName, prayerShareText, whatsAppUrl, twitterUrl } from "./prayer.ts";
import { fitPrayer } from "./prayer-image-layout.ts";

describe("prayer sharing", () => {
  it("waits for a prayer that is not blank", () => {
    expect(canShare("")).toBe(false);
    expect(canShare("  \n ")).toBe(false);
    expect(canShare("Pela saúde da minha mãe")).toBe(true);
  });

  it("heads the text 'Pedido de Oração', adds the verse only when given, ends with hashtags", () => {
    expect(prayerShareText(" Pela minha família ", "")).toBe("🙏 Pedido de Oração\n\nPela minha família\n\n#PedidoDeOração #Oração #Fé #Lâmpada");
    expect(prayerShareText("Paz", " Fp 4:6 ")).toBe("🙏 Pedido de Oração\n\nPaz\n\n📖 Fp 4:6\n\n#PedidoDeOração #Oração #Fé #Lâmpada");
  });

  it("builds the WhatsApp, Facebook and X links carrying the text", () => {
    expect(whatsAppUrl("a b&c")).toBe("https://wa.me/?text=a%20b%26c");
    expect(twitterUrl("a b")).toBe("https://twitter.com/intent/tweet?text=a%20b");
    expect(facebookUrl("https://igreja.exemplo/oracao", "Paz")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Figreja.exemplo%2Foracao&quote=Paz",
    );
    expect(prayerImageFileName(new Date("2026-11-23T15:00:00Z"))).toBe("pedido-de-oracao-2026-11-23.png");
  });
});

describe("prayer image layout", () => {
  const measure = (text: string, size: number) => text.length * size * 0.5;
  const box = { width: 880, height: 1200 };

  it("uses the largest size that fits and sets the verse smaller below", () => {
    const layout = fitPrayer("Pela saúde da minha mãe", "Fp 4:6", box, measure);
    expect(layout.prayer.fontSize).toBe(64);
    expect(layout.verse?.fontSize).toBe(51);
    expect(fitPrayer("Paz", "", box, measure).verse).toBeNull();
  });

  it("wraps long prayers within the width and cuts what cannot fit with an ellipsis", () => {
    const long = "palavra ".repeat(2000);
    const layout = fitPrayer(long, "Sl 23:1", box, measure);
    expect(layout.prayer.fontSize).toBe(28);
    for (const line of layout.prayer.lines) expect(measure(line, 28)).toBeLessThanOrEqual(box.width);
    expect(layout.prayer.lines.length * layout.prayer.lineHeight + 80 + layout.verse!.lines.length * layout.verse!.lineHeight).toBeLessThanOrEqual(
      box.height,
    );
    expect(layout.prayer.lines.at(-1)!.endsWith("…")).toBe(true);
  });

  it("keeps the prayer's own line breaks", () => {
    expect(fitPrayer("Primeira linha\nSegunda linha", "", box, measure).prayer.lines).toEqual(["Primeira linha", "Segunda linha"]);
  });
});
