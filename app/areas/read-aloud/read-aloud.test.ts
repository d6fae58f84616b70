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
  sentenceStart,
  speechText,
  speedLabel,
  TRUNCATED_NOTE,
  voiceLabel,
  volumeLabel,
} from "./read-aloud.ts";

const run = (events: ReadAloudEvent[], from: ReadAloudState = INITIAL_READ_ALOUD) => events.reduce(nextReadAloud, from);

describe("text cut", () => {
  it("reads a text of exactly 5000 characters whole", () => {
    const text = `${"a".repeat(4998)}.b`;
    expect(speechText(text)).toBe(text);
  });

  it("cuts a longer text at 5000, back to the last full stop, and appends the note", () => {
    const text = `${"a".repeat(3000)}. ${"b".repeat(1990)}. ${"c".repeat(7)}`;
    expect(text).toHaveLength(5001);
    expect(speechText(text)).toBe(`${"a".repeat(3000)}. ${"b".repeat(1990)}. ${TRUNCATED_NOTE}`);
  });

  it("keeps a full stop that falls exactly on character 5000", () => {
    const text = `${"a".repeat(4999)}.${"b".repeat(50)}`;
    expect(speechText(text)).toBe(`${"a".repeat(4999)}. ${TRUNCATED_NOTE}`);
  });

  it("keeps the 5000 characters when there is no full stop", () => {
    expect(speechText("x".repeat(6000))).toBe(`${"x".repeat(5000)} ${TRUNCATED_NOTE}`);
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
