import type { Page } from "@playwright/test";

/** A voice as the stand-in lists it. */
export interface FakeVoice {
  name: string;
  lang: string;
}

export interface FakeSpeechOptions {
  /** Voices the browser has. */
  voices?: FakeVoice[];
  /** Milliseconds before the voices load ('voiceschanged'); 0 lists them at once, -1 never. */
  voicesDelayMs?: number;
  /** speak() throws, as in a browser without working speech. */
  throwOnSpeak?: boolean;
}

export interface SpokenUtterance {
  text: string;
  lang: string;
  rate: number;
  volume: number;
  voice: string | null;
  at: number;
}

declare global {
  interface Window {
    __speech: {
      utterances: SpokenUtterance[];
      calls: Array<{ name: string; at: number }>;
      fire(type: "start" | "end" | "error" | "boundary", init?: Record<string, unknown>): void;
    };
  }
}

/**
 * Replaces the page's speechSynthesis with a scripted stand-in: it lists voices (at once
 * or later), records utterances and calls, and fires start/end/error/boundary on demand.
 * Like Chrome, cancel() fires 'interrupted' on the utterance being spoken.
 */
export async function installFakeSpeech(page: Page, options: FakeSpeechOptions = {}): Promise<void> {
  await page.addInitScript(
    ({ voices, voicesDelayMs, throwOnSpeak }) => {
      const listeners = new Set<() => void>();
      let available: Array<FakeVoice & { voiceURI: string; default: boolean; localService: boolean }> = [];
      const load = () => {
        available = voices.map((v) => ({ ...v, voiceURI: v.name, default: false, localService: true }));
        listeners.forEach((l) => l());
      };
      if (voicesDelayMs === 0) load();
      else if (voicesDelayMs > 0) setTimeout(load, voicesDelayMs);

      type Handler = ((event: Record<string, unknown>) => void) | null;
      class FakeUtterance {
        text: string;
        lang = "";
        rate = 1;
        volume = 1;
        pitch = 1;
        voice: { name: string } | null = null;
        onstart: Handler = null;
        onend: Handler = null;
        onerror: Handler = null;
        onboundary: Handler = null;
        onpause: Handler = null;
        onresume: Handler = null;
        constructor(text: string) {
          this.text = text;
        }
      }
      const spoken: FakeUtterance[] = [];
      let current: FakeUtterance | null = null;
      const record = { utterances: [] as SpokenUtterance[], calls: [] as Array<{ name: string; at: number }> };
      const call = (name: string) => record.calls.push({ name, at: performance.now() });
      const synth = {
        speaking: false,
        paused: false,
        pending: false,
        getVoices: () => available,
        speak(u: FakeUtterance) {
          call("speak");
          if (throwOnSpeak) throw new Error("speech not supported");
          spoken.push(u);
          current = u;
          record.utterances.push({ text: u.text, lang: u.lang, rate: u.rate, volume: u.volume, voice: u.voice?.name ?? null, at: performance.now() });
        },
        cancel() {
          call("cancel");
          const u = current;
          current = null;
          u?.onerror?.({ type: "error", error: "interrupted" });
        },
        pause: () => call("pause"),
        resume: () => call("resume"),
        addEventListener: (_type: string, l: () => void) => listeners.add(l),
        removeEventListener: (_type: string, l: () => void) => listeners.delete(l),
      };
      Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true });
      window.__speech = {
        ...record,
        fire(type, init = {}) {
          const u = spoken.at(-1);
          if (type === "end" || type === "error") current = null;
          u?.[`on${type}`]?.({ type, charIndex: 0, ...init });
        },
      };
    },
    { voices: options.voices ?? [], voicesDelayMs: options.voicesDelayMs ?? 0, throwOnSpeak: options.throwOnSpeak ?? false },
  );
}

export const spoken = (page: Page) => page.evaluate(() => window.__speech.utterances);
export const calls = (page: Page) => page.evaluate(() => window.__speech.calls.map((c) => c.name));
export const fire = (page: Page, type: "start" | "end" | "error" | "boundary", init?: Record<string, unknown>) =>
  page.evaluate(([t, i]) => window.__speech.fire(t as "start", i as Record<string, unknown>), [type, init ?? {}] as const);
