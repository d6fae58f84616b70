import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's caddy package (.ci/run installs it). */
const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";

export interface CaddyProxy {
  /** https://127.0.0.1:<port>: the instances' PUBLIC_URL. */
  origin: string;
  /** Caddy's internal root certificate (PEM), the one authority a client of the proxy trusts. */
  ca: Buffer;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The answer's header lines as sent, for counting repeated fields. */
  rawHeaders: string[];
  body: string;
}

export interface ProxyRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The loopback address the request leaves from (127.0.0.2, 127.0.0.3…): a client of its own, as Caddy sees it. */
  from?: string;
}

/**
 * The site of deploy/Caddyfile, for a test: HTTPS by Caddy's own authority (`tls internal`) on
 * 127.0.0.1 only, every certificate and key in a temporary folder, no admin endpoint, no plain-HTTP
 * listener, and the instances behind it checked every 500 ms at /healthz.
 */
function caddyfile(port: number, upstreams: string[], storage: string): string {
  const host = `127.0.0.1:${port}`;
  return `{
	admin off
	local_certs
	skip_install_trust
	auto_https disable_redirects
	storage file_system {
		root ${storage}
	}
}

https://${host} {
	bind 127.0.0.1
	tls internal
	header {
		Strict-Transport-Security "max-age=31536000; includeSubDomains"
		defer
	}
	reverse_proxy ${upstreams.join(" ")} {
		lb_policy round_robin
		lb_try_duration 5s
		lb_try_interval 100ms
		fail_duration 30s
		health_uri /healthz
		health_interval 500ms
		health_timeout 2s
		health_headers {
			Host ${host}
		}
	}
}
`;
}

/**
 * Starts Caddy in front of `upstreams` (host:port each) on `port`. It runs under a shell that
 * stops it when its stdin closes, so it goes away with this process even when a test dies.
 */
export async function startCaddy(port: number, upstreams: string[], logFile = "test-results/caddy.log"): Promise<CaddyProxy> {
  if (!existsSync(CADDY)) throw new Error(`Caddy não encontrado em ${CADDY}: instale o pacote caddy (apt-get install caddy) ou defina CADDY_PATH`);
  const dir = mkdtempSync(join(tmpdir(), "lampada-caddy-"));
  const config = join(dir, "Caddyfile");
  writeFileSync(config, caddyfile(port, upstreams, join(dir, "storage")));
  mkdirSync("test-results", { recursive: true });
  // Caddy runs in the background; the shell waits on its own stdin (this process's pipe) and stops Caddy when it closes.
  const script = `"$0" run --config "$1" --adapter caddyfile & caddy=$!; cat >/dev/null; kill $caddy; wait $caddy`;
  const child = spawn("sh", ["-c", script, CADDY, config], {
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir },
  });
  const log = createWriteStream(logFile);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `https://127.0.0.1:${port}`;
  const rootPath = join(dir, "storage", "pki", "authorities", "local", "root.crt");
  // Caddy writes its root, then the site's certificate: ready once a request over TLS verified by that root is answered.
  const deadline = Date.now() + 30_000;
  let lastError: unknown = null;
  while (Date.now() < deadline && child.exitCode === null) {
    if (existsSync(rootPath)) {
      try {
        await httpsRequest(origin, "/healthz", readFileSync(rootPath));
        break;
      } catch (error) {
        lastError = error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode !== null || Date.now() >= deadline)
    throw new Error(`o Caddy não respondeu por HTTPS em 30 s (${String(lastError)}); veja ${logFile}`);
  return {
    origin,
    ca: readFileSync(rootPath),
    process: child,
    stop: async () => {
      child.stdin!.end();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One request over HTTPS, verified against `ca` only (nothing else is trusted, nothing is skipped). */
export function httpsRequest(origin: string, path: string, ca: Buffer, options: ProxyRequest = {}): Promise<ProxyAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, path, method: options.method ?? "GET", headers: options.headers, ca, localAddress: options.from, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
