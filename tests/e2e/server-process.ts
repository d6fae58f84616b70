import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
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

/**
 * Starts the built production server on a free port with a fresh SQLite database.
 * It exits by itself when this process goes away (its stdin closes).
 */
export async function startServer(
  env: Record<string, string> = {},
  logFile = "test-results/server.log",
  options: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "lampada-e2e-"));
  const databaseUrl = env.DATABASE_URL ?? `file:${join(dataDir, "e2e.db")}`;
  mkdirSync("test-results", { recursive: true });
  const [command, ...args] = [...(options.commandPrefix ?? []), process.execPath, "server/index.ts"];
  const child = spawn(command!, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info",
      LAMPADA_EXIT_ON_STDIN_CLOSE: "1",
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
      const match = /servindo em (http:\/\/localhost:\d+)/.exec(buffered);
      if (match) resolve(match[1]!.replace("localhost", "127.0.0.1"));
    });
    child.on("exit", (code) => reject(new Error(`o servidor saiu com código ${code}; veja ${logFile}`)));
    setTimeout(() => reject(new Error(`o servidor não iniciou em 30 s; veja ${logFile}`)), 30_000).unref();
  });
  return {
    url,
    databaseUrl,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
