import { Wifi, WifiOff } from "lucide-react";
import { useEffect, useReducer } from "react";
import { INITIAL_CONNECTIVITY, nextConnectivity, pollInterval, RESTORED_BANNER_MS } from "../../modules/connectivity/connectivity.ts";

async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch("/healthz", { cache: "no-store" });
    return response.ok;
  } catch {
    return false;
  }
}

/** Overlay that says when the connection drops and when it returns (polls /healthz). */
export function ConnectivityBanner() {
  const [state, dispatch] = useReducer(nextConnectivity, INITIAL_CONNECTIVITY);

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

  useEffect(() => {
    if (state.banner === "offline") window.dispatchEvent(new Event("connection-lost"));
    if (state.banner !== "restored") return;
    window.dispatchEvent(new Event("connection-restored"));
    const timer = setTimeout(() => dispatch("restored-shown"), RESTORED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [state.banner]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center px-4">
      {state.banner === "offline" && (
        <div className="flex items-center gap-3 rounded-lg bg-gray-900 px-4 py-3 text-white shadow-lg">
          <WifiOff className="size-5" aria-hidden="true" />
          <div>
            <p className="font-semibold">Sem conexão</p>
            <p className="text-sm">Modo offline ativado</p>
          </div>
        </div>
      )}
      {state.banner === "restored" && (
        <div className="flex items-center gap-3 rounded-lg bg-green-700 px-4 py-3 text-white shadow-lg">
          <Wifi className="size-5" aria-hidden="true" />
          <div>
            <p className="font-semibold">Conexão restaurada!</p>
            <p className="text-sm">Você está online novamente</p>
          </div>
        </div>
      )}
    </div>
  );
}
