import { createServer as createHttpServer } from "node:http";
import { join } from "node:path";
import express, { type Express } from "express";
import { pino } from "pino";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

type AppModule = typeof import("./app.ts");

/**
 * Development entry (`npm run dev`): the same configuration, database, migrations and
 * Express app as production, with Vite serving the browser's modules and hot reload.
 * The app (server/app.ts) is loaded through Vite's SSR module runner, so edits to routes
 * and modules apply on the next request and `virtual:react-router/server-build` resolves.
 */
async function main() {
  // Node must pick the same (development) build of react-router that Vite gives the app,
  // or a RouterContextProvider made by one copy fails `instanceof` in the other.
  if (!import.meta.resolve("react-router").includes("/development/")) {
    console.error("Inicie com `npm run dev` (node --conditions=development server/dev.ts).");
    process.exit(1);
  }
  // Vite serves source files: listen on this machine only unless HOST says otherwise.
  const loaded = loadConfigOrExit({ HOST: "127.0.0.1", ...process.env });
  // Links and the accepted Host come from PUBLIC_URL alone, as in production (decision 0041):
  // http://localhost:<PORT> unless given, so http://127.0.0.1:<PORT> gets 400 like any other host.
  const config = { ...loaded, PUBLIC_URL: loaded.PUBLIC_URL ?? `http://localhost:${loaded.PORT}` };
  const logger = pino({ level: config.LOG_LEVEL });
  const { db, engine } = openDatabase(config.DATABASE_URL);
  await migrateToLatest(db);

  const server = createHttpServer();
  // Hot-reload messages share the HTTP port, so the page's CSP (connect-src 'self') allows them.
  const vite = await createViteServer({ server: { middlewareMode: true, ws: { server } }, appType: "custom" });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("o ambiente SSR do Vite não executa módulos neste processo");

  // Built-in content is kept in memory once read: a changed file under content/ drops the
  // loaded modules, so the next request reloads (and revalidates) everything.
  const contentDir = join(process.cwd(), "content");
  vite.watcher.on("all", (_event, file) => {
    if (file.startsWith(contentDir)) ssr.runner.clearCache();
  });

  // The background fetch of every Bible book runs once, from the first loaded server/app.ts.
  const bibleFetch = ((await ssr.runner.import("/server/app.ts")) as AppModule).startBibleFetch({ db, config, logger });

  // One app per loaded instance of server/app.ts: an edit that reaches it makes a new one.
  const apps = new WeakMap<AppModule["createApp"], Express>();
  const dev = express();
  dev.disable("x-powered-by");
  dev.use(vite.middlewares);
  dev.use(async (req, res, next) => {
    try {
      const { createApp } = (await ssr.runner.import("/server/app.ts")) as AppModule;
      let app = apps.get(createApp);
      if (!app) {
        app = createApp({ db, engine, config, logger }, { staticFiles: false, renderCache: null, bibleFetch });
        apps.set(createApp, app);
      }
      app(req, res, next);
    } catch (error) {
      // E.g. a syntax error or a wrong content file: shown on the page until it is fixed.
      logger.error({ err: error, url: req.originalUrl }, "dev: could not load the app");
      next(error);
    }
  });
  server.on("request", dev);

  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, engine, publicUrl: config.PUBLIC_URL }, "listening (development)");
    console.log(`Lâmpada (desenvolvimento) em ${config.PUBLIC_URL} (porta ${port}, banco: ${engine})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping");
    setTimeout(() => process.exit(1), 10_000).unref();
    await vite.close();
    server.close(async () => {
      await bibleFetch?.stop();
      await db.destroy();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  // React Router's plugin runs a second Vite server of its own, and Vite gives such a server a
  // SIGTERM handler that exits the process as soon as that server has closed, before the
  // database is. This process stops on its own terms (Vite, HTTP server, database).
  process.removeAllListeners("SIGTERM");
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(`Falha ao iniciar: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
