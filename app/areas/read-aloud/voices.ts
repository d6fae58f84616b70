/** The part of speechSynthesis that lists voices. */
export interface VoiceSource<V> {
  getVoices(): V[];
  addEventListener(type: "voiceschanged", listener: () => void): void;
  removeEventListener(type: "voiceschanged", listener: () => void): void;
}

/**
 * The voices, which browsers load asynchronously: the list at once if it is there,
 * else when 'voiceschanged' fires, else an empty list (the default voice) after the
 * fallback delay.
 */
export function waitForVoices<V>(source: VoiceSource<V>, fallbackMs: number): Promise<V[]> {
  const now = source.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      source.removeEventListener("voiceschanged", done);
      resolve(source.getVoices());
    };
    const timer = setTimeout(done, fallbackMs);
    source.addEventListener("voiceschanged", done);
  });
}
