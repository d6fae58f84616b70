import { describe, expect, it } from "vitest";
import { ConfigError, insecureDeploymentWarning, loadConfig } from "./config.ts";

const config = (env: Record<string, string>) => loadConfig({ DATABASE_URL: "file:/tmp/x.db", ...env });

describe("PUBLIC_URL, the portal's own address (decision 0041)", () => {
  it("is required in production: the refusal names it and says what to give", () => {
    const refused = () => config({ NODE_ENV: "production" });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(
      "Configuração inválida: PUBLIC_URL é obrigatória em produção — o endereço público do portal, ex.: https://lampada.igreja.org.br",
    );
    expect(() => config({ NODE_ENV: "production", PUBLIC_URL: "" })).toThrow(/PUBLIC_URL é obrigatória em produção/);
    expect(config({ NODE_ENV: "production", PUBLIC_URL: "https://lampada.igreja.org.br" }).PUBLIC_URL).toBe("https://lampada.igreja.org.br");
  });

  it("may be left out in development and tests", () => {
    expect(config({}).PUBLIC_URL).toBeUndefined();
    expect(config({ NODE_ENV: "development" }).PUBLIC_URL).toBeUndefined();
    expect(config({ NODE_ENV: "test" }).PUBLIC_URL).toBeUndefined();
  });

  it("is an address alone: http(s), no path, query or credentials", () => {
    expect(config({ PUBLIC_URL: "http://127.0.0.1:3000" }).PUBLIC_URL).toBe("http://127.0.0.1:3000");
    expect(config({ PUBLIC_URL: "https://igreja.exemplo/" }).PUBLIC_URL).toBe("https://igreja.exemplo/");
    for (const bad of [
      "igreja.exemplo",
      "ftp://igreja.exemplo",
      "https://igreja.exemplo/portal",
      "https://igreja.exemplo/?a=1",
      "https://u:p@igreja.exemplo",
    ])
      expect(() => config({ NODE_ENV: "production", PUBLIC_URL: bad }), bad).toThrow(/^Configuração inválida: PUBLIC_URL=/);
  });
});

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
