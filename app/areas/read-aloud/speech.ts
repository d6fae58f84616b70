/** The browser's speech synthesis, or undefined on the server and in browsers without it. */
export const synth = (): SpeechSynthesis | undefined => (typeof window === "undefined" ? undefined : window.speechSynthesis);
