/**
 * The wire between the screen that controls a projection and the second screen that shows it
 * (decision 0035): a PresentationConnection where the browser presents to a display (the
 * Presentation API), else a BroadcastChannel between two windows of this site (window.open).
 * Both ends hold the same deck (the second screen opens the same address with `#saida=<id>`)
 * and send each other only where they are.
 */
import type { Slide } from "./slides.ts";

export type ProjectionTheme = "escuro" | "claro";

/** A hymn or passage projected outside the order (decision 0055), and which of its slides shows. */
export interface OffScript {
  label: string;
  slides: Slide[];
  index: number;
}

/** Where a projection stands: the order's slide (by index and place), the theme, the blank or opening screen, a hymn or passage outside the order. */
export interface ScreenState {
  index: number;
  place?: string;
  theme: ProjectionTheme;
  blank: boolean;
  opening: boolean;
  offScript: OffScript | null;
}

export type ScreenMessage =
  | ({ type: "state" } & ScreenState)
  /** The second screen is ready: the controller answers with its state. */
  | { type: "hello" }
  /** One end is leaving: the second screen closes, the controller goes back to one screen. */
  | { type: "bye" };

export interface ScreenLink {
  send(message: ScreenMessage): void;
  close(): void;
}

/** The address fragment of a second screen: `#saida=<id>`. */
export const OUTPUT_FRAGMENT = /^#saida=([a-z0-9]{8,40})$/;

export function newLinkId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join("");
}

function isScreenMessage(value: unknown): value is ScreenMessage {
  const message = value as Partial<Record<string, unknown>> | null;
  if (!message || typeof message !== "object") return false;
  if (message.type === "hello" || message.type === "bye") return true;
  const offScript = message.offScript as Partial<Record<string, unknown>> | null | undefined;
  return (
    message.type === "state" &&
    Number.isInteger(message.index) &&
    (message.place === undefined || typeof message.place === "string") &&
    (message.theme === "escuro" || message.theme === "claro") &&
    typeof message.blank === "boolean" &&
    typeof message.opening === "boolean" &&
    (offScript === null ||
      (typeof offScript === "object" && typeof offScript.label === "string" && Number.isInteger(offScript.index) && Array.isArray(offScript.slides)))
  );
}

/** Two windows of this site, in the same browser. */
export function channelLink(id: string, onMessage: (message: ScreenMessage) => void): ScreenLink {
  const channel = new BroadcastChannel(`lampada-projecao-${id}`);
  channel.onmessage = (event) => isScreenMessage(event.data) && onMessage(event.data);
  return { send: (message) => channel.postMessage(message), close: () => channel.close() };
}

/** The parts of the Presentation API used here (TypeScript's DOM library does not have it). */
export interface PresentationConnectionLike extends EventTarget {
  state: string;
  send(message: string): void;
  terminate(): void;
}
interface PresentationRequestLike {
  start(): Promise<PresentationConnectionLike>;
  getAvailability(): Promise<EventTarget & { value: boolean }>;
}
interface ReceiverLike {
  connectionList: Promise<EventTarget & { connections: PresentationConnectionLike[] }>;
}
type PresentationWindow = Window & {
  PresentationRequest?: new (urls: string[]) => PresentationRequestLike;
  navigator: Navigator & { presentation?: { receiver?: ReceiverLike | null } };
};

/** A presentation connection, from either end. */
function connectionLink(connection: PresentationConnectionLike, onMessage: (message: ScreenMessage) => void): ScreenLink {
  connection.addEventListener("message", (event) => {
    try {
      const data: unknown = JSON.parse(String((event as MessageEvent).data));
      if (isScreenMessage(data)) onMessage(data);
    } catch {
      // Not one of ours.
    }
  });
  return {
    send: (message) => connection.state === "connected" && connection.send(JSON.stringify(message)),
    close: () => connection.terminate(),
  };
}

/** Calls `onAvailable(true)` while the browser can present `url` on a display (the Presentation API). */
export function watchPresentationDisplays(url: string, onAvailable: (available: boolean) => void): () => void {
  const Request = (window as PresentationWindow).PresentationRequest;
  if (!Request) return () => {};
  let stopped = false;
  let availability: (EventTarget & { value: boolean }) | null = null;
  const update = () => !stopped && availability && onAvailable(availability.value);
  new Request([url])
    .getAvailability()
    .then((found) => {
      availability = found;
      found.addEventListener("change", update);
      update();
    })
    .catch(() => undefined);
  return () => {
    stopped = true;
    availability?.removeEventListener("change", update);
  };
}

/** Starts a presentation of `url` on a display the person picks; null if they cancel or none is found. */
export async function presentOnDisplay(url: string, onMessage: (message: ScreenMessage) => void): Promise<ScreenLink | null> {
  const Request = (window as PresentationWindow).PresentationRequest;
  if (!Request) return null;
  try {
    return connectionLink(await new Request([url]).start(), onMessage);
  } catch {
    return null;
  }
}

/** Whether this page is a second screen: opened as `#saida=<id>`, or shown as a presentation. */
export function isOutputScreen(): boolean {
  return OUTPUT_FRAGMENT.test(location.hash) || Boolean((window as PresentationWindow).navigator.presentation?.receiver);
}

export function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** On a page shown as a presentation (the receiving end): `onLink` gets the link to its controller. */
export function presentationReceiverLink(onMessage: (message: ScreenMessage) => void, onLink: (link: ScreenLink) => void): void {
  const receiver = (window as PresentationWindow).navigator.presentation?.receiver;
  if (!receiver) return;
  void receiver.connectionList.then((list) => {
    const attach = (connection: PresentationConnectionLike) => onLink(connectionLink(connection, onMessage));
    list.connections.forEach(attach);
    list.addEventListener("connectionavailable", (event) => attach((event as Event & { connection: PresentationConnectionLike }).connection));
  });
}
