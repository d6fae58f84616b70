/**
 * Read-aloud control: the pure parts —
 * limits, messages, the text cut, the voice choice and the state transitions.
 */

export const RESTART_DELAY_MS = 100;
export const START_TIMEOUT_MS = 3000;
export const VOICE_FALLBACK_MS = 1000;
export const SPEECH_LANG = "pt-BR";
export const SPEED = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
export const VOLUME = { min: 0, max: 1, step: 0.1, default: 1 } as const;

export const MESSAGES = {
  error: "Erro ao reproduzir áudio. Tente novamente.",
  startFailed: "Erro ao iniciar reprodução. Seu navegador pode não suportar esta funcionalidade.",
  timeout: "Tempo esgotado. Tente novamente ou use um texto menor.",
} as const;

/**
 * The longest text handed to the speech engine at once. Engines refuse or silently cut long
 * utterances (some voices stop after about 15 s of speech), so a text is read as a series of
 * pieces under this size, each cut at a verse or a sentence.
 */
export const PIECE_LIMIT = 300;

/** One utterance of a reading: its text and, for a chapter, the verse it reads. */
export interface SpeechPiece {
  text: string;
  verse: number | null;
}

const SENTENCE_END = /(?<=[.!?;:]["”’)]*)\s+/u;

/** Cuts a text into parts of at most `limit` characters: at sentence ends, else at spaces, else anywhere. */
function cutUnder(text: string, limit: number): string[] {
  const parts: string[] = [];
  let current = "";
  const push = (part: string) => {
    if (current && current.length + 1 + part.length <= limit) current = `${current} ${part}`;
    else {
      if (current) parts.push(current);
      current = part;
    }
  };
  for (const sentence of text.trim().split(SENTENCE_END).filter(Boolean)) {
    if (sentence.length <= limit) {
      push(sentence);
      continue;
    }
    for (const word of sentence.split(/\s+/).filter(Boolean)) {
      if (word.length <= limit) push(word);
      else for (let i = 0; i < word.length; i += limit) push(word.slice(i, i + limit));
    }
  }
  if (current) parts.push(current);
  return parts;
}

/** A text read whole, as pieces of whole sentences under the limit. */
export function textPieces(text: string, limit = PIECE_LIMIT): SpeechPiece[] {
  return cutUnder(text, limit).map((part) => ({ text: part, verse: null }));
}

/**
 * A chapter read from its first verse given: one piece per verse, its number spoken first
 * ("65. …") unless the member turned numbers off, a verse over the limit cut at its sentences.
 */
export function versePieces(
  verses: ReadonlyArray<{ number: number; text: string }>,
  { numbers = true, limit = PIECE_LIMIT }: { numbers?: boolean; limit?: number } = {},
): SpeechPiece[] {
  return verses.flatMap((v) => cutUnder(numbers ? `${v.number}. ${v.text}` : v.text, limit).map((part) => ({ text: part, verse: v.number })));
}

/** Where the member's choice to hear verse numbers is remembered, in the browser. */
export const SPEAK_NUMBERS_KEY = "leitura_numeros_versiculos";
/** Numbers are spoken unless the member turned them off ("0"). */
export const speaksNumbers = (stored: string | null) => stored !== "0";

/** The piece to go on from when the pieces change (numbers turned on or off): the first one of the verse being read. */
export function pieceOfVerse(pieces: readonly SpeechPiece[], verse: number | null): number {
  const at = pieces.findIndex((p) => p.verse === verse);
  return at < 0 ? 0 : at;
}

/** Where the sentence holding a character starts (restarts resume from there). */
export function sentenceStart(text: string, position: number): number {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  let start = 0;
  for (const match of before.matchAll(/[.!?;:]["”’)]*\s+/g)) start = match.index + match[0].length;
  return start;
}

/** The parts of a SpeechSynthesisVoice the choice looks at. */
export interface VoiceInfo {
  name: string;
  lang: string;
  voiceURI: string;
}

const VENDORS = /\b(google|microsoft|apple)\b/i;
const isPortuguese = (v: VoiceInfo) => /^pt([-_]|$)/i.test(v.lang) || /portugu[eê]s/i.test(v.name);
const isBrazilian = (v: VoiceInfo) => /^pt[-_]br$/i.test(v.lang);

/**
 * The voice to use, in the spec's preference order: Portuguese voices (Brazilian ones
 * first), then well-known vendor voices (which read several languages), then none —
 * the browser's default voice for the pt-BR language of the utterance.
 */
export function preferredVoice<V extends VoiceInfo>(voices: readonly V[]): V | null {
  const portuguese = voices.filter(isPortuguese);
  return portuguese.find(isBrazilian) ?? portuguese[0] ?? voices.find((v) => VENDORS.test(v.name)) ?? null;
}

/** How a voice is listed in the 'Voz' selector. */
export function voiceLabel(voice: VoiceInfo): string {
  return `${voice.name} (${voice.lang})`;
}

export type ReadAloudStatus = "idle" | "loading" | "playing" | "paused";

/** What the status line says in each state. */
export const STATUS_TEXT: Record<ReadAloudStatus, string> = {
  idle: "",
  loading: "Carregando...",
  playing: "Reproduzindo...",
  paused: "Pausado",
};
type ReadAloudMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** The alert on screen, if any. */
  message: ReadAloudMessage | null;
}

export const INITIAL_READ_ALOUD: ReadAloudState = { status: "idle", message: null };

export type ReadAloudEvent =
  /** The user asked to play: speech is being started. */
  | "play"
  /** The utterance's start event. */
  | "start"
  /** The user paused. */
  | "pause"
  /** The user continued after a pause. */
  | "resume"
  /** The user stopped. */
  | "stop"
  /** The utterance's end event. */
  | "end"
  /** The utterance's error event (not one caused by our own cancel). */
  | "error"
  /** speak() threw or speech synthesis is missing. */
  | "start-failed"
  /** Still loading 3 s after play. */
  | "timeout"
  /** Speed or volume changed while playing or paused: cancelled, restarting. */
  | "restart";

/** The read-aloud control's state transitions (events that do not apply leave the state as is). */
export function nextReadAloud(state: ReadAloudState, event: ReadAloudEvent): ReadAloudState {
  switch (event) {
    case "play":
      return state.status === "idle" ? { status: "loading", message: null } : state;
    case "start":
      return state.status === "loading" ? { status: "playing", message: null } : state;
    case "pause":
      return state.status === "playing" ? { ...state, status: "paused" } : state;
    case "resume":
      return state.status === "paused" ? { ...state, status: "playing" } : state;
    case "stop":
    case "end":
      return { ...state, status: "idle" };
    case "error":
      return { status: "idle", message: MESSAGES.error };
    case "start-failed":
      return { status: "idle", message: MESSAGES.startFailed };
    case "timeout":
      return state.status === "loading" ? { status: "idle", message: MESSAGES.timeout } : state;
    case "restart":
      return state.status === "playing" || state.status === "paused" ? { status: "loading", message: null } : state;
  }
}

/** What the compact button says and does. */
export function compactButton(status: ReadAloudStatus): {
  label: "Ouvir" | "Carregando..." | "Pausar";
  action: "play" | "resume" | "pause" | "none";
} {
  switch (status) {
    case "loading":
      return { label: "Carregando...", action: "none" };
    case "playing":
      return { label: "Pausar", action: "pause" };
    case "paused":
      return { label: "Ouvir", action: "resume" };
    case "idle":
      return { label: "Ouvir", action: "play" };
  }
}

/** Speed as the panel shows it: 1.0x. */
export function speedLabel(rate: number): string {
  return `${rate.toFixed(1)}x`;
}

/** Volume as the panel shows it: 80%. */
export function volumeLabel(volume: number): string {
  return `${Math.round(volume * 100)}%`;
}

/** A slider value kept inside its range and on its 0.1 step. */
export function clampToStep(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.round(Math.min(range.max, Math.max(range.min, value)) * 10) / 10;
}
