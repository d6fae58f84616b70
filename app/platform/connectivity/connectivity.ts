/** Connectivity banner rules. */
const ONLINE_POLL_MS = 30_000;
const OFFLINE_POLL_MS = 5_000;
export const RESTORED_BANNER_MS = 3_000;

type Banner = "none" | "offline" | "restored";

export interface ConnectivityState {
  online: boolean;
  banner: Banner;
}

export const INITIAL_CONNECTIVITY: ConnectivityState = { online: true, banner: "none" };

/** `queue-sent`: writes made offline (decision 0017) reached the server, which says the connection is back too. */
export type ConnectivityEvent = "lost" | "reachable" | "queue-sent" | "restored-shown";

export function nextConnectivity(state: ConnectivityState, event: ConnectivityEvent): ConnectivityState {
  switch (event) {
    case "lost":
      return { online: false, banner: "offline" };
    case "reachable":
      return state.online ? state : { online: true, banner: "restored" };
    case "queue-sent":
      return state.online ? { online: true, banner: "restored" } : state;
    case "restored-shown":
      return state.banner === "restored" ? { ...state, banner: "none" } : state;
  }
}

export function pollInterval(online: boolean): number {
  return online ? ONLINE_POLL_MS : OFFLINE_POLL_MS;
}
