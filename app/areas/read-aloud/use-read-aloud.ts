import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import {
  INITIAL_READ_ALOUD,
  nextReadAloud,
  pieceOfVerse,
  preferredVoice,
  RESTART_DELAY_MS,
  sentenceStart,
  SPEAK_NUMBERS_KEY,
  speaksNumbers,
  SPEECH_LANG,
  SPEED,
  START_TIMEOUT_MS,
  textPieces,
  versePieces,
  VOICE_FALLBACK_MS,
  VOLUME,
} from "./read-aloud.ts";
import { synth } from "./speech.ts";
import { waitForVoices } from "./voices.ts";

export interface ReadAloudSettings {
  rate: number;
  volume: number;
  voiceURI: string | null;
}

/**
 * Reading a text or verses aloud: the player's state, the settings, the verse being read and
 * the controls (play, pause, resume, stop; a change of speed, volume or of spoken numbers
 * restarts the reading where it is). Leaving the page silences it.
 */
export function useReadAloud({ text, verses }: { text: string; verses?: ReadonlyArray<{ number: number; text: string }> }) {
  const [state, dispatch] = useReducer(nextReadAloud, INITIAL_READ_ALOUD);
  const [settings, setSettings] = useState<ReadAloudSettings>({ rate: SPEED.default, volume: VOLUME.default, voiceURI: null });
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  /** Where reading is: the piece being spoken and the character reached in it. */
  const position = useRef({ piece: 0, char: 0 });
  const [verse, setVerse] = useState<number | null>(null);
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const numbers = speaksNumbers(useStoredValue(SPEAK_NUMBERS_KEY));
  const pieces = useMemo(() => (verses ? versePieces(verses, { numbers }) : textPieces(text)), [verses, text, numbers]);
  /** The pieces as they are now, for the utterances already queued when the member turns numbers on or off. */
  const current = useRef(pieces);
  useEffect(() => {
    current.current = pieces;
  }, [pieces]);

  // Speech that has not started 3 s after play is given up.
  useEffect(() => {
    if (state.status !== "loading") return;
    const timer = setTimeout(() => {
      utterance.current = null;
      synth()?.cancel();
      dispatch("timeout");
    }, START_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  // Leaving the page (or the text changing, which remounts the control) silences it.
  useEffect(
    () => () => {
      clearTimeout(restartTimer.current);
      if (utterance.current) synth()?.cancel();
      utterance.current = null;
    },
    [],
  );

  /** Speaks one piece from a character on; the next piece follows when it ends, until the last. */
  async function speak(piece: number, from: number, chosen: ReadAloudSettings) {
    try {
      const speech = synth();
      if (!speech || typeof SpeechSynthesisUtterance === "undefined") throw new Error("speech synthesis unavailable");
      const list = await waitForVoices(speech, VOICE_FALLBACK_MS);
      const pieces = current.current;
      const u = new SpeechSynthesisUtterance(pieces[piece]!.text.slice(from));
      u.lang = SPEECH_LANG;
      u.rate = chosen.rate;
      u.volume = chosen.volume;
      const voice = list.find((v) => v.voiceURI === chosen.voiceURI) ?? preferredVoice(list);
      if (voice) u.voice = voice;
      const isCurrent = () => utterance.current === u;
      u.onstart = () => isCurrent() && dispatch("start");
      u.onend = () => {
        if (!isCurrent()) return;
        if (piece + 1 < pieces.length) return void speak(piece + 1, 0, chosen);
        utterance.current = null;
        dispatch("end");
      };
      u.onerror = (event) => {
        // Our own cancel (stop, restart) interrupts the utterance: not an error to report.
        if (!isCurrent() || event.error === "interrupted" || event.error === "canceled") return;
        utterance.current = null;
        dispatch("error");
      };
      u.onboundary = (event) => {
        if (isCurrent()) position.current = { piece, char: from + event.charIndex };
      };
      position.current = { piece, char: from };
      setVerse(pieces[piece]!.verse);
      utterance.current = u;
      // Only the first piece clears what another control may be saying; the next ones follow it.
      if (piece === 0 && from === 0) speech.cancel();
      speech.speak(u);
    } catch {
      utterance.current = null;
      dispatch("start-failed");
    }
  }

  /** While reading: cancel what is being spoken and start again 100 ms later where `at` says, with these settings. */
  function restart(at: () => { piece: number; from: number }, with_: ReadAloudSettings) {
    if (state.status !== "playing" && state.status !== "paused") return;
    const speech = synth();
    utterance.current = null;
    speech?.cancel();
    if (state.status === "paused") speech?.resume();
    dispatch("restart");
    clearTimeout(restartTimer.current);
    const { piece, from } = at();
    restartTimer.current = setTimeout(() => void speak(piece, from, with_), RESTART_DELAY_MS);
  }

  return {
    state,
    settings,
    numbers,
    /** Whether there is anything to read. */
    spoken: pieces.length > 0,
    /** The verse being read, null when not reading. */
    shownVerse: state.status === "idle" ? null : verse,
    play() {
      dispatch("play");
      void speak(0, 0, settings);
    },
    pause() {
      synth()?.pause();
      dispatch("pause");
    },
    resume() {
      synth()?.resume();
      dispatch("resume");
    },
    stop() {
      clearTimeout(restartTimer.current);
      utterance.current = null;
      synth()?.cancel();
      dispatch("stop");
    },
    /** Speed and volume apply to new utterances only: restart from the current sentence. */
    change(next: ReadAloudSettings) {
      setSettings(next);
      restart(() => ({ piece: position.current.piece, from: sentenceStart(pieces[position.current.piece]!.text, position.current.char) }), next);
    },
    /** The voice applies from the next reading. */
    chooseVoice(voiceURI: string) {
      setSettings({ ...settings, voiceURI });
    },
    /** Verse numbers spoken or not, remembered; while reading, it goes on from the verse being read with the new choice. */
    speakNumbers(on: boolean) {
      writeStoredValue(SPEAK_NUMBERS_KEY, on ? "1" : "0");
      restart(() => ({ piece: pieceOfVerse(current.current, verse), from: 0 }), settings);
    },
  };
}

export type ReadAloudControls = ReturnType<typeof useReadAloud>;
