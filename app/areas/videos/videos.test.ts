import { describe, expect, it } from "vitest";
import { embedUrl, filterVideos, parseVideoAddress, videoItem, type VideoItem } from "./videos.ts";

const item = (id: string, titulo: string, descricao: string, categoria: VideoItem["categoria"]): VideoItem =>
  videoItem({ id, titulo, descricao, categoria, endereco: null }, { tipo: "Série", duracao: "1 episódio" });

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

  it("a production without an address has no player and opens on the Feliz7 Play site", () => {
    expect(items[0]).toMatchObject({ videoUrl: null, watch: { url: "https://www.feliz7play.com/", label: "Assistir no Feliz7 Play" } });
  });
});

describe("video addresses", () => {
  it("read the YouTube and Vimeo forms an admin pastes", () => {
    const youtube = { site: "youtube", id: "dQw4w9WgXcQ" };
    expect(parseVideoAddress("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(youtube);
    expect(parseVideoAddress("https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s")).toEqual(youtube);
    expect(parseVideoAddress("https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ")).toEqual(youtube);
    expect(parseVideoAddress("  https://youtu.be/dQw4w9WgXcQ?si=abc ")).toEqual(youtube);
    expect(parseVideoAddress("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual(youtube);
    expect(parseVideoAddress("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toEqual(youtube);
    expect(parseVideoAddress("https://www.youtube.com/live/dQw4w9WgXcQ?si=abc")).toEqual(youtube);
    expect(parseVideoAddress("https://youtube.com/live/dQw4w9WgXcQ/")).toEqual(youtube);
    expect(parseVideoAddress("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toEqual(youtube);
    expect(parseVideoAddress("https://m.youtube.com/shorts/dQw4w9WgXcQ?feature=share")).toEqual(youtube);
    expect(parseVideoAddress("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(youtube);
    expect(parseVideoAddress("https://vimeo.com/76979871")).toEqual({ site: "vimeo", id: "76979871" });
    expect(parseVideoAddress("https://player.vimeo.com/video/76979871")).toEqual({ site: "vimeo", id: "76979871" });
  });

  it("refuse everything else: other sites, look-alike hosts, bad ids, other schemes", () => {
    for (const bad of [
      "",
      "youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQx",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/channel/UC123",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://evil.example/youtu.be/dQw4w9WgXcQ",
      "https://user@www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ/extra",
      "https://vimeo.com/channels/staffpicks",
      "https://www.youtube.com/live/short",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ/extra",
      "https://www.youtube.com/live",
      "https://youtu.be/live/dQw4w9WgXcQ",
      "https://evil.example/shorts/dQw4w9WgXcQ",
      "https://vimeo.com/abc",
      "javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ",
      "ftp://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=<script>",
    ])
      expect(parseVideoAddress(bad), bad).toBeNull();
  });

  it("play in the privacy-enhanced player", () => {
    expect(embedUrl({ site: "youtube", id: "dQw4w9WgXcQ" })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrl({ site: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871?dnt=1");
  });
});
