import { describe, expect, it } from "vitest";
import { INITIAL_CONNECTIVITY, nextConnectivity, pollInterval } from "./connectivity.ts";

describe("connectivity", () => {
  it("shows the offline banner when the connection is lost", () => {
    expect(nextConnectivity(INITIAL_CONNECTIVITY, "lost")).toEqual({ online: false, banner: "offline" });
  });

  it("shows 'restored' only after an offline period", () => {
    expect(nextConnectivity(INITIAL_CONNECTIVITY, "reachable")).toBe(INITIAL_CONNECTIVITY);
    const offline = nextConnectivity(INITIAL_CONNECTIVITY, "lost");
    expect(nextConnectivity(offline, "reachable")).toEqual({ online: true, banner: "restored" });
  });

  it("says 'restored' once writes made offline were sent, unless the connection was lost again meanwhile", () => {
    expect(nextConnectivity(INITIAL_CONNECTIVITY, "queue-sent")).toEqual({ online: true, banner: "restored" });
    const offline = nextConnectivity(INITIAL_CONNECTIVITY, "lost");
    expect(nextConnectivity(offline, "queue-sent")).toBe(offline);
  });

  it("hides the restored banner when its time is up, not the offline one", () => {
    const restored = nextConnectivity(nextConnectivity(INITIAL_CONNECTIVITY, "lost"), "reachable");
    expect(nextConnectivity(restored, "restored-shown").banner).toBe("none");
    const offline = nextConnectivity(INITIAL_CONNECTIVITY, "lost");
    expect(nextConnectivity(offline, "restored-shown")).toBe(offline);
  });

  it("polls every 30 s online and every 5 s offline", () => {
    expect(pollInterval(true)).toBe(30_000);
    expect(pollInterval(false)).toBe(5_000);
  });
});
