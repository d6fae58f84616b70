import { describe, expect, it } from "vitest";
import { filterVideos, isPrivacyEnhancedEmbed, type VideoItem } from "./videos.ts";

const item = (id: string, titulo: string, descricao: string, categoria: VideoItem["categoria"]): VideoItem => ({
  id,
  titulo,
  descricao,
  categoria,
  tipo: "Série",
  duracao: "1 episódio",
  videoUrl: null,
  isLive: false,
});

describe("video catalogue", () => {
  const items = [
    item("a", "O Presente de Nick", "Animação infantil", "Infantil"),
    item("b", "Fora de Série", "Websérie sobre adolescência", "Programas"),
  ];

  it("searches title or description, ignoring case (and accents), combined with the category", () => {
    expect(filterVideos(items, "NICK", "Todos").map((v) => v.id)).toEqual(["a"]);
    expect(filterVideos(items, "adolescencia", "Todos").map((v) => v.id)).toEqual(["b"]);
    expect(filterVideos(items, "", "Programas").map((v) => v.id)).toEqual(["b"]);
    expect(filterVideos(items, "nick", "Programas")).toEqual([]);
    expect(filterVideos(items, "", "Todos")).toHaveLength(2);
  });

  it("accepts only privacy-enhanced player addresses", () => {
    expect(isPrivacyEnhancedEmbed("https://www.youtube-nocookie.com/embed/abcdefghijk")).toBe(true);
    expect(isPrivacyEnhancedEmbed("https://player.vimeo.com/video/123456")).toBe(true);
    expect(isPrivacyEnhancedEmbed("https://www.youtube.com/embed/abcdefghijk")).toBe(false);
    expect(isPrivacyEnhancedEmbed("http://www.youtube-nocookie.com/embed/abcdefghijk")).toBe(false);
    expect(isPrivacyEnhancedEmbed("javascript:alert(1)")).toBe(false);
  });
});
