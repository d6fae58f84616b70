import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshPostgresDatabase, servingRoleUrl } from "./fresh-postgres.ts";

export interface RunningServer {
  /** Where to reach it: http://127.0.0.1:<port>, which is also its PUBLIC_URL unless the caller gave one. */
  url: string;
  /** The PUBLIC_URL it was started with: its e-mails' links start with it, and another Host gets 400. */
  publicUrl: string;
  databaseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A command the server runs under, e.g. ["taskset", "-c", "0"] to pin it to a core (it must exec the server, keeping its pid). */
  commandPrefix?: string[];
  /** Directory to run in (one holding build/, server/ and content/); default the current one. */
  cwd?: string;
}

/** The engine test servers use when not given a DATABASE_URL: E2E_ENGINE=postgres runs the e2e suite on PostgreSQL. */
export function e2eEngine(): "sqlite" | "postgres" {
  return process.env.E2E_ENGINE === "postgres" ? "postgres" : "sqlite";
}

/** A port free on 127.0.0.1 now: the system picks it, and it is released for the caller to listen on. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the built production server on a free port with a fresh database: SQLite, or with
 * E2E_ENGINE=postgres a new PostgreSQL database (dropped when the server is stopped).
 * Production needs PUBLIC_URL (decision 0041): the port is picked first, so the server's
 * PUBLIC_URL is http://127.0.0.1:<port>, where tests reach it, unless `env` gives one.
 * It exits by itself when this process goes away (its stdin closes).
 */
export async function startServer(
  env: Record<string, string> = {},
  logFile = "test-results/server.log",
  options: StartOptions = {},
): Promise<RunningServer> {
  const postgres = env.DATABASE_URL === undefined && e2eEngine() === "postgres" ? await freshPostgresDatabase("lampada_e2e") : null;
  const databaseUrl = env.DATABASE_URL ?? postgres?.url ?? `file:${join(mkdtempSync(join(tmpdir(), "lampada-e2e-")), "e2e.db")}`;
  // On a fresh PostgreSQL database the owner migrates and the server serves as a role the row-level security binds.
  const servingUrl = postgres ? await servingRoleUrl(databaseUrl) : databaseUrl;
  const port = env.PORT ?? String(await freePort());
  const publicUrl = env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  mkdirSync("test-results", { recursive: true });
  const [command, ...args] = [...(options.commandPrefix ?? []), process.execPath, "server/index.ts"];
  const child = spawn(command!, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: port,
      PUBLIC_URL: publicUrl,
      HOST: "127.0.0.1",
      DATABASE_URL: servingUrl,
      LOG_LEVEL: "info",
      LAMPADA_EXIT_ON_STDIN_CLOSE: "1",
      // Without SMTP_URL account e-mails are written here, not into the working tree.
      MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), "lampada-outbox-")),
      // Test servers read Bible books as readers open them (the tests of that path and of the
      // source's failures need books not yet stored); a test of the background fetch turns it on.
      BIBLE_BACKGROUND_FETCH: "0",
      ...env,
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile);
  child.stderr!.pipe(log);
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString();
      const match = /servindo em \S+ \(porta (\d+)/.exec(buffered);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.on("exit", (code) => reject(new Error(`o servidor saiu com código ${code}; veja ${logFile}`)));
    setTimeout(() => reject(new Error(`o servidor não iniciou em 30 s; veja ${logFile}`)), 30_000).unref();
  });
  return {
    url,
    publicUrl,
    databaseUrl,
    process: child,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await postgres?.drop();
    },
  };
}
