import { pino } from "pino";
import { insecureDeploymentWarning, loadConfigOrExit } from "#app/platform/config/config.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/**
 * Process entry: config → database → migrations → HTTP server, with graceful shutdown.
 * A production start without PUBLIC_URL stops here with one line naming it (decision 0041).
 */
async function main() {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.LOG_LEVEL });
  const insecure = process.env.NODE_ENV === "production" ? insecureDeploymentWarning(config) : null;
  if (insecure) {
    logger.warn({ publicUrl: config.PUBLIC_URL ?? null }, insecure);
    console.warn(`\n${"!".repeat(72)}\n${insecure}\n${"!".repeat(72)}\n`);
  }
  const { db, engine } = openDatabase(config.DATABASE_URL, { countStatements: config.COUNT_STATEMENTS === "1" });
  await migrateToLatest(db);

  // The production bundle built by `npm run build` (vite.config.ts: server/app.ts).
  const { createApp, startBibleFetch, startHousekeeping, startReminders } = (await import(
    new URL("../build/server/index.js", import.meta.url).href
  )) as typeof import("./app.ts");
  // Every Bible book from the source, in the background: requests never wait for it.
  const bibleFetch = startBibleFetch({ db, config, logger });
  const app = createApp({ db, engine, config, logger }, { bibleFetch });
  const stopHousekeeping = startHousekeeping(db, logger);
  const stopReminders = startReminders(db, config, logger);

  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, engine, publicUrl: config.PUBLIC_URL }, "listening");
    // tests/support/server-process.ts waits for this line.
    console.log(`Lâmpada servindo em ${config.PUBLIC_URL} (porta ${port}, banco: ${engine})`);
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing requests in flight");
    stopHousekeeping();
    server.close(async () => {
      await stopReminders();
      await bibleFetch?.stop();
      await db.destroy();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // Test runs: stop when the process that started us goes away.
  if (process.env.LAMPADA_EXIT_ON_STDIN_CLOSE === "1") process.stdin.on("close", () => stop("parent exited")).resume();
}

main().catch((error) => {
  console.error(`Falha ao iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
