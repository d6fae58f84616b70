import { describe, expect, it } from "vitest";
import {
  clampToStep,
  compactButton,
  INITIAL_READ_ALOUD,
  MESSAGES,
  nextReadAloud,
  preferredVoice,
  type ReadAloudEvent,
  type ReadAloudState,
  PIECE_LIMIT,
  sentenceStart,
  speedLabel,
  textPieces,
  pieceOfVerse,
  speaksNumbers,
  versePieces,
  voiceLabel,
  volumeLabel,
} from "./read-aloud.ts";

const run = (events: ReadAloudEvent[], from: ReadAloudState = INITIAL_READ_ALOUD) => events.reduce(nextReadAloud, from);

describe("pieces", () => {
  it("keeps a short text as one piece", () => {
    expect(textPieces("  Deus é amor. Amém.  ")).toEqual([{ text: "Deus é amor. Amém.", verse: null }]);
  });

  it("reads a long text whole, in pieces of whole sentences under the limit", () => {
    const sentence = (n: number) => `Frase ${n} ${"palavra ".repeat(8).trim()}.`;
    const text = Array.from({ length: 200 }, (_, i) => sentence(i + 1)).join(" ");
    const pieces = textPieces(text, 120);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.text.length <= 120 && p.text.endsWith("."))).toBe(true);
    // Nothing left out, nothing added.
    expect(pieces.map((p) => p.text).join(" ")).toBe(text);
    expect(pieces.at(-1)!.text).toContain("Frase 200 ");
  });

  it("cuts a sentence over the limit at spaces, and a word over it anywhere", () => {
    expect(textPieces("um dois três quatro cinco", 9).map((p) => p.text)).toEqual(["um dois", "três", "quatro", "cinco"]);
    expect(textPieces("x".repeat(25), 10).map((p) => p.text)).toEqual(["x".repeat(10), "x".repeat(10), "x".repeat(5)]);
  });

  it("reads a chapter verse by verse, numbered, a long verse in several pieces of that verse", () => {
    const verses = [
      { number: 175, text: "Viva a minha alma. E louvar-te-á." },
      { number: 176, text: "Desgarrei-me como a ovelha perdida." },
    ];
    expect(versePieces(verses)).toEqual([
      { text: "175. Viva a minha alma. E louvar-te-á.", verse: 175 },
      { text: "176. Desgarrei-me como a ovelha perdida.", verse: 176 },
    ]);
    expect(versePieces(verses, { limit: 25 })).toEqual([
      { text: "175. Viva a minha alma.", verse: 175 },
      { text: "E louvar-te-á.", verse: 175 },
      { text: "176. Desgarrei-me como a", verse: 176 },
      { text: "ovelha perdida.", verse: 176 },
    ]);
  });

  it("leaves verse numbers unspoken when the member turns them off, and remembers the choice", () => {
    const verses = [
      { number: 1, text: "No princípio criou Deus os céus e a terra." },
      { number: 2, text: "E a terra era sem forma e vazia." },
    ];
    expect(versePieces(verses, { numbers: false })).toEqual([
      { text: "No princípio criou Deus os céus e a terra.", verse: 1 },
      { text: "E a terra era sem forma e vazia.", verse: 2 },
    ]);
    expect([null, "1", "0"].map(speaksNumbers)).toEqual([true, true, false]);
  });

  it("goes on from the verse being read when the pieces change", () => {
    const pieces = versePieces(
      [
        { number: 1, text: "A. B." },
        { number: 2, text: "C." },
      ],
      { limit: 4 },
    );
    expect(pieceOfVerse(pieces, 2)).toBe(pieces.findIndex((p) => p.verse === 2));
    expect(pieceOfVerse(pieces, 2)).toBeGreaterThan(0);
    expect(pieceOfVerse(pieces, null)).toBe(0);
  });

  it("reads 176 verses of a long chapter whole, with no piece over the limit", () => {
    const verses = Array.from({ length: 176 }, (_, i) => ({ number: i + 1, text: `Texto do versículo ${i + 1}. `.repeat(3).trim() }));
    const pieces = versePieces(verses);
    expect(pieces.every((p) => p.text.length <= PIECE_LIMIT)).toBe(true);
    expect(new Set(pieces.map((p) => p.verse)).size).toBe(176);
    expect(pieces.at(-1)).toMatchObject({ verse: 176, text: expect.stringMatching(/^176\. /) });
  });
});

describe("sentence of the current position", () => {
  const text = "No princípio era o Verbo. E o Verbo estava com Deus! Ele estava no princípio.";
  it("goes back to the start of the sentence being read", () => {
    expect(sentenceStart(text, 0)).toBe(0);
    expect(sentenceStart(text, 10)).toBe(0);
    expect(sentenceStart(text, text.indexOf("Verbo estava"))).toBe(text.indexOf("E o Verbo"));
    expect(sentenceStart(text, text.indexOf("no princípio."))).toBe(text.indexOf("Ele"));
    expect(sentenceStart(text, 10_000)).toBe(text.indexOf("Ele"));
  });
});

describe("voice choice", () => {
  const voice = (name: string, lang: string) => ({ name, lang, voiceURI: name });
  it("prefers Portuguese voices, Brazilian first", () => {
    const voices = [voice("Google US English", "en-US"), voice("Joana", "pt-PT"), voice("Luciana", "pt-BR")];
    expect(preferredVoice(voices)?.name).toBe("Luciana");
    expect(preferredVoice([voice("Google US English", "en-US"), voice("Joana", "pt_PT")])?.name).toBe("Joana");
  });

  it("then a well-known vendor's voice, then none (the default pt-BR voice)", () => {
    expect(preferredVoice([voice("eSpeak", "en"), voice("Microsoft Ava Multilingual", "en-US")])?.name).toBe("Microsoft Ava Multilingual");
    expect(preferredVoice([voice("eSpeak", "en")])).toBeNull();
    expect(preferredVoice([])).toBeNull();
  });

  it("lists a voice with its language", () => {
    expect(voiceLabel(voice("Luciana", "pt-BR"))).toBe("Luciana (pt-BR)");
  });
});

describe("states", () => {
  it("play → loading → start → playing → end → idle", () => {
    expect(run(["play"]).status).toBe("loading");
    expect(run(["play", "start"]).status).toBe("playing");
    expect(run(["play", "start", "end"]).status).toBe("idle");
  });

  it("pause and resume, stop from playing or paused", () => {
    expect(run(["play", "start", "pause"]).status).toBe("paused");
    expect(run(["play", "start", "pause", "resume"]).status).toBe("playing");
    expect(run(["play", "start", "stop"]).status).toBe("idle");
    expect(run(["play", "start", "pause", "stop"]).status).toBe("idle");
  });

  it("an error event clears every state and alerts", () => {
    for (const before of [["play"], ["play", "start"], ["play", "start", "pause"]] as ReadAloudEvent[][]) {
      expect(run([...before, "error"])).toEqual({ status: "idle", message: MESSAGES.error });
    }
  });

  it("alerts when speech cannot start and when it has not started in time", () => {
    expect(run(["play", "start-failed"])).toEqual({ status: "idle", message: MESSAGES.startFailed });
    expect(run(["play", "timeout"])).toEqual({ status: "idle", message: MESSAGES.timeout });
    // The time-out only counts while still loading.
    expect(run(["play", "start", "timeout"])).toEqual({ status: "playing", message: null });
  });

  it("a speed or volume change while playing or paused restarts through loading", () => {
    expect(run(["play", "start", "restart"]).status).toBe("loading");
    expect(run(["play", "start", "pause", "restart"]).status).toBe("loading");
    expect(run(["play", "start", "restart", "start"]).status).toBe("playing");
    expect(run(["restart"]).status).toBe("idle");
  });

  it("playing again clears the previous alert", () => {
    expect(run(["play", "error", "play"])).toEqual({ status: "loading", message: null });
  });

  it("ignores events that do not apply", () => {
    expect(run(["start"]).status).toBe("idle");
    expect(run(["pause"]).status).toBe("idle");
    expect(run(["play", "play"]).status).toBe("loading");
    expect(run(["play", "pause"]).status).toBe("loading");
  });
});

describe("labels", () => {
  it("the compact button reads Ouvir, Carregando..., Pausar", () => {
    expect(compactButton("idle")).toEqual({ label: "Ouvir", action: "play" });
    expect(compactButton("loading")).toEqual({ label: "Carregando...", action: "none" });
    expect(compactButton("playing")).toEqual({ label: "Pausar", action: "pause" });
    expect(compactButton("paused")).toEqual({ label: "Ouvir", action: "resume" });
  });

  it("shows speed as 1.0x and volume as a percentage, within their ranges and steps", () => {
    expect(speedLabel(1)).toBe("1.0x");
    expect(speedLabel(0.5)).toBe("0.5x");
    expect(volumeLabel(0.7)).toBe("70%");
    expect(clampToStep(2.5, { min: 0.5, max: 2 })).toBe(2);
    expect(clampToStep(0.1, { min: 0.5, max: 2 })).toBe(0.5);
    expect(clampToStep(0.73, { min: 0, max: 1 })).toBe(0.7);
    expect(clampToStep(Number.NaN, { min: 0, max: 1 })).toBe(0);
  });
});
