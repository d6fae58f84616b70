import { useCallback, useEffect, useRef, useState } from "react";
import {
  channelLink,
  isOutputScreen,
  newLinkId,
  OUTPUT_FRAGMENT,
  presentationReceiverLink,
  presentOnDisplay,
  type ScreenLink,
  type ScreenMessage,
  type ScreenState,
  watchPresentationDisplays,
} from "./screen-link.ts";

const POPUP_BLOCKED = "O navegador bloqueou a nova janela. Permita janelas deste site e tente de novo.";
const OPENED = "Segunda tela aberta. Arraste a janela para o projetor e dê um duplo clique nela para a tela cheia.";
const CLOSED = "A segunda tela foi fechada.";

/**
 * The projection's second screen (decision 0035), from either end. The controller opens it on a
 * display (Presentation API) or in a new window and tells it where it stands; a second screen
 * (`output`: opened as `#saida=<id>`, or shown as a presentation) follows what it is told
 * (`follow`, given the state it had). Either end leaving tells the other; `say` gets the line
 * the controller shows about it.
 */
export function useSecondScreen({
  output,
  state: now,
  follow,
  say,
}: {
  output: boolean;
  state: ScreenState;
  follow: (told: ScreenState, had: ScreenState) => void;
  say: (status: string) => void;
}) {
  const link = useRef<ScreenLink | null>(null);
  const linkId = useRef("");
  /** True on a second screen until its controller's first state arrives. */
  const waiting = useRef(false);
  const state = useRef<ScreenState>(now);
  const { index, place, theme, blank, opening, offScript } = now;
  useEffect(() => {
    state.current = { index, place, theme, blank, opening, offScript };
  }, [index, place, theme, blank, opening, offScript]);
  const [presenting, setPresenting] = useState(false);
  const [displays, setDisplays] = useState(false);

  const receive = useCallback(
    (message: ScreenMessage) => {
      if (message.type === "hello") link.current?.send({ type: "state", ...state.current });
      else if (message.type === "bye") {
        if (isOutputScreen()) window.close();
        link.current?.close();
        link.current = null;
        setPresenting(false);
        say(CLOSED);
      } else {
        waiting.current = false;
        follow(message, state.current);
      }
    },
    [follow, say],
  );

  useEffect(() => {
    if (!output) return;
    waiting.current = true;
    const attach = (made: ScreenLink) => {
      link.current = made;
      made.send({ type: "hello" });
    };
    const id = OUTPUT_FRAGMENT.exec(location.hash)?.[1];
    if (id) attach(channelLink(id, receive));
    else presentationReceiverLink(receive, attach);
  }, [output, receive]);

  useEffect(() => {
    const bye = () => link.current?.send({ type: "bye" });
    window.addEventListener("pagehide", bye);
    return () => {
      window.removeEventListener("pagehide", bye);
      link.current?.close();
    };
  }, []);

  useEffect(() => {
    linkId.current = newLinkId();
    return watchPresentationDisplays(`${location.pathname}${location.search}#saida=${linkId.current}`, setDisplays);
  }, []);

  // Wherever the change came from, the other end is told (an echo changes nothing there). A
  // second screen speaks only once it has heard where its controller is, so that the slide it
  // starts on does not move the controller back.
  const offScriptAt = offScript ? `${offScript.label}#${offScript.index}` : "";
  useEffect(() => {
    if (!waiting.current) link.current?.send({ type: "state", ...state.current });
  }, [index, place, theme, blank, opening, offScriptAt]);

  const open = async () => {
    const url = `${location.pathname}${location.search}#saida=${linkId.current}`;
    let made: ScreenLink | null = null;
    if (displays) made = await presentOnDisplay(url, receive);
    if (!made) {
      const opened = window.open(url, `lampada-projecao-${linkId.current}`, "popup,width=960,height=540");
      if (!opened) return say(POPUP_BLOCKED);
      made = channelLink(linkId.current, receive);
    }
    link.current = made;
    setPresenting(true);
    say(OPENED);
  };
  const close = () => {
    link.current?.send({ type: "bye" });
    link.current?.close();
    link.current = null;
    linkId.current = newLinkId();
    setPresenting(false);
    say(CLOSED);
  };
  /** Tells the other end this one is leaving. */
  const bye = useCallback(() => link.current?.send({ type: "bye" }), []);
  return { presenting, open, close, bye };
}
