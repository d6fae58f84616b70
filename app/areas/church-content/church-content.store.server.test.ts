import { beforeAll, expect, it } from "vitest";
import type { ChurchRef } from "#db/transaction.ts";
import { describeStorage } from "#tests/support/storage-test.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
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
  let church: ChurchRef;
  beforeAll(async () => {
    church = await theFirstChurch(storage.db);
  });

  it("news: created published, listed newest first, edited, hidden, shown again and deleted", async () => {
    const older = await saveNews(storage.db, church, null, news("Culto de Natal", "2026-12-24"), t0);
    const newer = await saveNews(storage.db, church, null, news("Ano Novo", "2027-01-01"), t0);
    expect((await listPublishedNews(storage.db, church)).map((n) => [n.titulo, n.corpo])).toEqual([
      ["Ano Novo", "Texto com **negrito**.\n\nSegundo parágrafo."],
      ["Culto de Natal", "Texto com **negrito**.\n\nSegundo parágrafo."],
    ]);

    expect(
      await saveNews(storage.db, church, older!, { ...news("Cantata de Natal", "2026-12-24"), link: "https://igreja.exemplo/cantata" }, later),
    ).toBe(older);
    expect(await setPublished(storage.db, church, "news", newer!, false, later)).toBe(true);
    expect((await listPublishedNews(storage.db, church)).map((n) => [n.titulo, n.link])).toEqual([
      ["Cantata de Natal", "https://igreja.exemplo/cantata"],
    ]);
    expect((await listNewsRecords(storage.db, church)).map((n) => [n.titulo, n.published])).toEqual([
      ["Ano Novo", false],
      ["Cantata de Natal", true],
    ]);

    expect(await setPublished(storage.db, church, "news", newer!, true, later)).toBe(true);
    expect(await deleteItem(storage.db, church, "news", older!)).toBe(true);
    expect(await deleteItem(storage.db, church, "news", older!)).toBe(false);
    expect((await listPublishedNews(storage.db, church)).map((n) => n.titulo)).toEqual(["Ano Novo"]);
  });

  it("an update or a change of an item that is gone changes nothing and says so", async () => {
    const before = await listNewsRecords(storage.db, church);
    expect(await saveNews(storage.db, church, "nao-existe", news("Outra", "2026-01-01"), later)).toBeNull();
    expect(await setPublished(storage.db, church, "videos", "nao-existe", false, later)).toBe(false);
    expect(await listNewsRecords(storage.db, church)).toEqual(before);
  });

  it("videos keep their address, shown in the privacy-enhanced player", async () => {
    await saveVideo(
      storage.db,
      church,
      null,
      { titulo: "Culto", descricao: "Culto de sábado.", categoria: "Programas", endereco: "https://youtu.be/dQw4w9WgXcQ" },
      t0,
    );
    await saveVideo(
      storage.db,
      church,
      null,
      { titulo: "Coral", descricao: "Cantata.", categoria: "Música", endereco: "https://vimeo.com/76979871" },
      later,
    );
    const videos = await listPublishedVideos(storage.db, church);
    expect(videos.map((v) => [v.titulo, v.videoUrl, v.watch.url])).toEqual([
      ["Coral", "https://player.vimeo.com/video/76979871?dnt=1", "https://vimeo.com/76979871"],
      ["Culto", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ]);
    expect((await listVideoRecords(storage.db, church))[1]!.endereco).toBe("https://youtu.be/dQw4w9WgXcQ");
  });

  it("a second church sees none of the first's items and cannot edit, hide or delete them", async () => {
    const second = await aSecondChurch(storage.db);
    const newsId = await saveNews(storage.db, church, null, news("Só da primeira", "2026-12-01"), t0);
    const videoId = await saveVideo(
      storage.db,
      church,
      null,
      { titulo: "Culto da primeira", descricao: "Culto.", categoria: "Programas", endereco: "https://youtu.be/dQw4w9WgXcQ" },
      t0,
    );
    const newsBefore = await listNewsRecords(storage.db, church);
    const videosBefore = await listVideoRecords(storage.db, church);

    expect(await listNewsRecords(storage.db, second)).toEqual([]);
    expect(await listPublishedNews(storage.db, second)).toEqual([]);
    expect(await listVideoRecords(storage.db, second)).toEqual([]);
    expect(await listPublishedVideos(storage.db, second)).toEqual([]);
    expect(await saveNews(storage.db, second, newsId, news("Tomada", "2026-12-02"), later)).toBeNull();
    expect(
      await saveVideo(
        storage.db,
        second,
        videoId,
        { titulo: "Tomado", descricao: "x", categoria: "Música", endereco: "https://vimeo.com/76979871" },
        later,
      ),
    ).toBeNull();
    expect(await setPublished(storage.db, second, "news", newsId!, false, later)).toBe(false);
    expect(await setPublished(storage.db, second, "videos", videoId!, false, later)).toBe(false);
    expect(await deleteItem(storage.db, second, "news", newsId!)).toBe(false);
    expect(await deleteItem(storage.db, second, "videos", videoId!)).toBe(false);
    expect(await listNewsRecords(storage.db, church)).toEqual(newsBefore);
    expect(await listVideoRecords(storage.db, church)).toEqual(videosBefore);

    // What the second church writes is its own: the first never sees it.
    await saveNews(storage.db, second, null, news("Da segunda", "2026-12-03"), t0);
    expect((await listPublishedNews(storage.db, second)).map((n) => n.titulo)).toEqual(["Da segunda"]);
    expect(await listNewsRecords(storage.db, church)).toEqual(newsBefore);
  });
});
