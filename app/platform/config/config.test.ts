import { describe, expect, it } from "vitest";
import { insecureDeploymentWarning, loadConfig } from "./config.ts";

const config = (env: Record<string, string>) => loadConfig({ DATABASE_URL: "file:/tmp/x.db", ...env });

describe("the warning of a production start without HTTPS", () => {
  it("is loud when PUBLIC_URL is missing or plain HTTP, and absent when it is HTTPS", () => {
    expect(insecureDeploymentWarning(config({}))).toMatch(/^ATENÇÃO: produção sem endereço HTTPS \(PUBLIC_URL não definido\)/);
    expect(insecureDeploymentWarning(config({ PUBLIC_URL: "http://igreja.exemplo" }))).toContain("PUBLIC_URL=http://igreja.exemplo");
    expect(insecureDeploymentWarning(config({ PUBLIC_URL: "https://igreja.exemplo" }))).toBeNull();
  });
});

describe("the push services reminders may be sent to", () => {
  it("are HTTPS origins by default, and plain HTTP only on this machine", () => {
    expect(config({}).REMINDERS_PUSH_SERVICES).toContain("https://fcm.googleapis.com");
    expect(config({ REMINDERS_PUSH_SERVICES: "http://127.0.0.1:4100, https://*.notify.windows.com" }).REMINDERS_PUSH_SERVICES).toEqual([
      "http://127.0.0.1:4100",
      "https://*.notify.windows.com",
    ]);
    for (const bad of ["http://push.exemplo", "https://push.exemplo/caminho", "ftp://127.0.0.1", "http://*.localhost", ","])
      expect(() => config({ REMINDERS_PUSH_SERVICES: bad }), bad).toThrow(/REMINDERS_PUSH_SERVICES/);
  });
});
