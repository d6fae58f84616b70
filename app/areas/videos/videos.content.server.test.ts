import { describe, expect, it } from "vitest";
import { loadVideos } from "./videos.content.server.ts";

describe("video catalogue", () => {
  it("content loads in its order", () => {
    const videos = loadVideos();
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]!.titulo).toBe("O Presente de Nick");
  });
});
