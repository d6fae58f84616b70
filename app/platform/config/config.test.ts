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
