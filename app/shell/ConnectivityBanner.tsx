import { Wifi, WifiOff } from "lucide-react";
import { useEffect, useReducer, useState } from "react";
import { INITIAL_CONNECTIVITY, nextConnectivity, pollInterval, RESTORED_BANNER_MS } from "#app/platform/connectivity/connectivity.ts";
import { refusedMessage, sentMessage, SIGNED_OUT_MESSAGE, waitingMessage } from "#app/platform/offline-writes/queue.ts";
import { keepOnlyMember, replayQueue, useReplaying, useWaitingWrites } from "#app/platform/offline-writes/queue-store.ts";
import { Button } from "#app/components/ui/Button.tsx";

async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch("/healthz", { cache: "no-store" });
    // A check answered after the connection dropped says nothing of now.
    return response.ok && navigator.onLine;
  } catch {
    return false;
  }
}

/**
 * A thin strip under the top bar, in the page's flow so it covers nothing, that says when the connection drops and when it returns (polls /healthz), how many of
 * the member's writes wait for it, and sends them when it returns (decision 0017): 'Conexão
 * restaurada!' stays until they are sent; a write the server refused is said, not lost.
 */
export function ConnectivityBanner({ memberId }: { memberId: string | null }) {
  const [state, dispatch] = useReducer(nextConnectivity, INITIAL_CONNECTIVITY);
  const waiting = useWaitingWrites(memberId).length;
  const sending = useReplaying();
  const [sent, setSent] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    const lost = () => dispatch("lost");
    const check = async () => dispatch((await serverReachable()) ? "reachable" : "lost");
    // Opened offline (a page the service worker kept): no "offline" event comes.
    if (!navigator.onLine) lost();
    window.addEventListener("offline", lost);
    window.addEventListener("online", check);
    const timer = setInterval(check, pollInterval(state.online));
    return () => {
      window.removeEventListener("offline", lost);
      window.removeEventListener("online", check);
      clearInterval(timer);
    };
  }, [state.online]);

  // The queue is the signed-in member's only: another member's writes (or all, for a visitor) go.
  // Writes left from an earlier visit are sent as soon as a page opens online.
  useEffect(() => {
    keepOnlyMember(memberId);
    if (memberId === null || !state.online || !navigator.onLine) return;
    let current = true;
    void replayQueue(memberId).then((report) => {
      if (!current) return;
      if (report.sent > 0) {
        setSent(report.sent);
        dispatch("queue-sent");
      }
      const refused = [...report.refused.map(refusedMessage), ...(report.signedOut ? [SIGNED_OUT_MESSAGE] : [])];
      if (refused.length > 0) setProblems((shown) => [...shown, ...refused]);
    });
    return () => {
      current = false;
    };
  }, [memberId, state.online]);

  useEffect(() => {
    if (state.banner === "offline") window.dispatchEvent(new Event("connection-lost"));
    if (state.banner === "restored") window.dispatchEvent(new Event("connection-restored"));
  }, [state.banner]);

  useEffect(() => {
    if (state.banner !== "restored" || sending) return;
    const timer = setTimeout(() => {
      dispatch("restored-shown");
      setSent(0);
    }, RESTORED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [state.banner, sending]);

  return (
    <div className="flex flex-col items-center gap-2">
      <div role="status" aria-live="polite" className="w-full">
        {state.banner === "offline" && (
          <div className="flex flex-wrap items-center justify-center gap-x-2 bg-fg px-4 py-1.5 text-sm text-surface">
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            <span className="font-semibold">Sem conexão</span>
            <span>Modo offline ativado</span>
            {waiting > 0 && <span>{waitingMessage(waiting)}</span>}
          </div>
        )}
        {state.banner === "restored" && (
          <div className="flex flex-wrap items-center justify-center gap-x-2 bg-success px-4 py-1.5 text-sm text-surface">
            <Wifi className="size-4 shrink-0" aria-hidden="true" />
            <span className="font-semibold">Conexão restaurada!</span>
            <span>Você está online novamente</span>
            {sending && waiting > 0 && <span>Enviando o que você fez sem conexão…</span>}
            {!sending && sent > 0 && <span>{sentMessage(sent)}</span>}
          </div>
        )}
      </div>
      {problems.length > 0 && (
        <div role="alert" className="mx-4 max-w-xl rounded-lg bg-danger-soft px-4 py-3 text-danger shadow-lg">
          {problems.map((message, i) => (
            // The same message may come twice (two notes refused): its place is its key.
            <p key={i}>{message}</p>
          ))}
          <Button variant="secondary" className="mt-2" onClick={() => setProblems([])}>
            Entendi
          </Button>
        </div>
      )}
    </div>
  );
}
