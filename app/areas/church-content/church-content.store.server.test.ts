import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import {
  deleteItem,
  listNewsRecords,
  listPublishedNews,
  listPublishedVideos,
  listVideoRecords,
  saveNews,
  saveVideo,
  setPublished,
} from "./church-content.store.server.ts";

const t0 = new Date("2026-11-26T12:00:00Z");
const later = new Date("2026-11-26T12:05:00Z");

const news = (titulo: string, data: string) => ({
  titulo,
  resumo: "Resumo da notícia.",
  data,
  categoria: "Eventos" as const,
  link: null,
  corpo: "Texto com **negrito**.\n\nSegundo parágrafo.",
});

describeStorage("the church's own content", (storage) => {
  it("news: created published, listed newest first, edited, hidden, shown again and deleted", async () => {
    const older = await saveNews(storage.db, null, news("Culto de Natal", "2026-12-24"), t0);
    const newer = await saveNews(storage.db, null, news("Ano Novo", "2027-01-01"), t0);
    expect((await listPublishedNews(storage.db)).map((n) => [n.titulo, n.corpo])).toEqual([
      ["Ano Novo", "Texto com **negrito**.\n\nSegundo parágrafo."],
      ["Culto de Natal", "Texto com **negrito**.\n\nSegundo parágrafo."],
    ]);

    expect(await saveNews(storage.db, older!, { ...news("Cantata de Natal", "2026-12-24"), link: "https://igreja.exemplo/cantata" }, later)).toBe(
      older,
    );
    expect(await setPublished(storage.db, "news", newer!, false, later)).toBe(true);
    expect((await listPublishedNews(storage.db)).map((n) => [n.titulo, n.link])).toEqual([["Cantata de Natal", "https://igreja.exemplo/cantata"]]);
    expect((await listNewsRecords(storage.db)).map((n) => [n.titulo, n.published])).toEqual([
      ["Ano Novo", false],
      ["Cantata de Natal", true],
    ]);

    expect(await setPublished(storage.db, "news", newer!, true, later)).toBe(true);
    expect(await deleteItem(storage.db, "news", older!)).toBe(true);
    expect(await deleteItem(storage.db, "news", older!)).toBe(false);
    expect((await listPublishedNews(storage.db)).map((n) => n.titulo)).toEqual(["Ano Novo"]);
  });

  it("an update or a change of an item that is gone changes nothing and says so", async () => {
    const before = await listNewsRecords(storage.db);
    expect(await saveNews(storage.db, "nao-existe", news("Outra", "2026-01-01"), later)).toBeNull();
    expect(await setPublished(storage.db, "videos", "nao-existe", false, later)).toBe(false);
    expect(await listNewsRecords(storage.db)).toEqual(before);
  });

  it("videos keep their address, shown in the privacy-enhanced player", async () => {
    await saveVideo(
      storage.db,
      null,
      { titulo: "Culto", descricao: "Culto de sábado.", categoria: "Programas", endereco: "https://youtu.be/dQw4w9WgXcQ" },
      t0,
    );
    await saveVideo(storage.db, null, { titulo: "Coral", descricao: "Cantata.", categoria: "Música", endereco: "https://vimeo.com/76979871" }, later);
    const videos = await listPublishedVideos(storage.db);
    expect(videos.map((v) => [v.titulo, v.videoUrl, v.watch.url])).toEqual([
      ["Coral", "https://player.vimeo.com/video/76979871?dnt=1", "https://vimeo.com/76979871"],
      ["Culto", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ]);
    expect((await listVideoRecords(storage.db))[1]!.endereco).toBe("https://youtu.be/dQw4w9WgXcQ");
  });
});
