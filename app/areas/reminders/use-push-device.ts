import { useEffect, useState } from "react";
import { href, useFetcher } from "react-router";
import type { RemindersResult } from "./reminders.ts";

/** Where this browser stands: checking, no Web Push here, permission refused, or subscribed or not. */
export type DeviceState = "checking" | "unsupported" | "denied" | "off" | "on";

export const DEVICE_MESSAGES = {
  denied: "Você não permitiu notificações do Lâmpada neste navegador. Para ativar, libere as notificações nas configurações do site e tente de novo.",
  failed: "Não foi possível ativar os lembretes neste navegador. Tente de novo mais tarde.",
} as const;

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

type BrowserState = { state: "checking" | "unsupported" | "denied" | "ready"; endpoint: string | null };

/** This browser once the page runs: whether it can receive pushes, and its subscription's endpoint if it has one. */
async function currentState(): Promise<BrowserState> {
  if (!supported()) return { state: "unsupported", endpoint: null };
  if (Notification.permission === "denied") return { state: "denied", endpoint: null };
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  return { state: "ready", endpoint: subscription?.endpoint ?? null };
}

/** The worker that receives the pushes (the offline worker, registered again if the page has not yet). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/** The subscription's fields as the server's form reads them. */
function subscriptionFields(subscription: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? "", p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" };
}

/**
 * This device's reminders: asks the browser's permission from a tap, subscribes with the server's
 * key and posts the subscription to /perfil/lembretes; turning off unsubscribes and tells the server.
 * It is on when the server holds this browser's subscription (`endpoints`, the member's devices):
 * after 'Desativar em todos os aparelhos' a browser still subscribed shows off, and turning on
 * posts its subscription again.
 */
export function usePushDevice(publicKey: string, endpoints: readonly string[]) {
  const fetcher = useFetcher<RemindersResult>();
  const [browser, setBrowser] = useState<BrowserState>({ state: "checking", endpoint: null });
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    void currentState().then(setBrowser);
    // Notifications allowed (or refused) in the site's settings while the page is open: read again, no reload needed.
    let status: PermissionStatus | null = null;
    const again = () => void currentState().then(setBrowser);
    void navigator.permissions
      ?.query({ name: "notifications" })
      .then((found) => {
        status = found;
        status.addEventListener("change", again);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener("change", again);
  }, []);

  const turnOn = async () => {
    setProblem(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setBrowser({ state: "denied", endpoint: null });
        return;
      }
      const registration = await workerRegistration();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const fields = subscriptionFields(subscription);
      await fetcher.submit({ intent: "inscrever", ...fields }, { method: "post", action: href("/perfil/lembretes") });
      setBrowser({ state: "ready", endpoint: fields.endpoint });
    } catch {
      setProblem(DEVICE_MESSAGES.failed);
    }
  };

  const turnOff = async () => {
    setProblem(null);
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      const { endpoint } = subscriptionFields(subscription);
      await subscription.unsubscribe().catch(() => false);
      await fetcher.submit({ intent: "cancelar", endpoint }, { method: "post", action: href("/perfil/lembretes") });
    }
    setBrowser({ state: "ready", endpoint: null });
  };

  const state: DeviceState = browser.state === "ready" ? (browser.endpoint && endpoints.includes(browser.endpoint) ? "on" : "off") : browser.state;
  return { state, problem, result: fetcher.data, busy: fetcher.state !== "idle", turnOn, turnOff };
}
