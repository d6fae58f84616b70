import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { sql } from "kysely";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { appContext, type AppContext } from "#app/platform/http/context.ts";
import { addressKey } from "#app/platform/limits/address-key.ts";
import { prepareApp, renderCacheAddress, renderVariant, watchChurchSettings } from "#app/composition/startup.server.ts";
import { BackgroundFetch, bibleTextHealth } from "#app/areas/bible/background-fetch.server.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { RenderCache } from "./render-cache.ts";
import { answerAfterBody, limitBodies } from "./body-limit.ts";
import { checkHost } from "./host.ts";
import { BAD_ADDRESS, refuseNulBytes } from "./nul-bytes.ts";
import { refuseOtherMethods } from "./methods.ts";
import { statementCountHeader } from "./statement-count.ts";
import { requestTimeLimit } from "./request-timeout.ts";
import { isSecureDeployment } from "#app/platform/config/config.ts";
import { refuseCrossSiteWrites, securityHeaders } from "./security.ts";
import { precompressedAssets } from "./static-files.ts";

export type AppDependencies = Omit<AppContext, "nonce" | "clientAddress">;

const ERROR_PAGE = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Algo deu errado — Lâmpada</title>
<body style="font-family:system-ui;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Algo deu errado</h1>
<p>Não foi possível concluir o seu pedido agora. Tente novamente em instantes.</p><p><a href="/">Voltar ao início</a></p></body></html>`;

function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const id = req.get("x-request-id")?.slice(0, 64) || randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ reqId: id, method: req.method, url: req.originalUrl, status: res.statusCode, durationMs }, "request");
    });
    next();
  };
}

/** A 4xx status Express or a middleware attached to the error, if any. */
function clientErrorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

export interface AppOptions {
  /** Serve build/client (default). `npm run dev` turns it off: Vite serves the browser's files. */
  staticFiles?: boolean;
  /** The visitors' render cache; null turns it off (`npm run dev`: every edit shows at once). */
  renderCache?: RenderCache | null;
  /** The process's background fetch of the whole Bible (startBibleFetch), reported by /healthz. */
  bibleFetch?: BackgroundFetch | null;
}

/**
 * Starts the background fetch of every Bible book (BIBLE_BACKGROUND_FETCH=1, the default), once
 * per process: the entry points call it after the server listens and stop it before closing
 * the database. Null when turned off.
 */
export function startBibleFetch({ db, logger, config }: Pick<AppDependencies, "db" | "logger" | "config">): BackgroundFetch | null {
  if (config.BIBLE_BACKGROUND_FETCH !== "1") return null;
  return new BackgroundFetch({ db, logger, sourceUrl: config.BIBLE_SOURCE_URL }, { gapMs: config.BIBLE_FETCH_GAP_MS });
}

/** Cached visitor pages live five minutes at most (another instance may have imported a version). */
const RENDER_CACHE_TTL_MS = 5 * 60_000;

function renderCacheFor(config: AppDependencies["config"]): RenderCache | null {
  return config.RENDER_CACHE_MB > 0 ? new RenderCache(config.RENDER_CACHE_MB * 1024 * 1024, RENDER_CACHE_TTL_MS) : null;
}

/** The timed purges, started by server/index.ts (tests and `npm run dev` do without). */
export { startHousekeeping } from "#app/composition/housekeeping.server.ts";

/** The reminders' scheduler (REMINDERS=1), started by server/index.ts beside the purges. */
export { startReminders } from "#app/areas/reminders/reminders.server.ts";

const serverBuild = () => import("virtual:react-router/server-build");

/** The whole HTTP application: headers, limits, static files, health, then React Router. */
export function createApp(deps: AppDependencies, options: AppOptions = {}) {
  // The app's own checks (built-in content) run once, before serving: a wrong file stops
  // the start with its path and field.
  prepareApp();
  // The church's settings in memory before the first page (the footer shows them).
  watchChurchSettings(deps.db, deps.config);

  const app = express();
  app.disable("x-powered-by");
  if (deps.config.TRUST_PROXY === "1") app.set("trust proxy", 1);

  if (deps.config.COUNT_STATEMENTS === "1") app.use(statementCountHeader);
  app.use(requestLogging(deps.logger));
  // Before anything that may answer a write: its answer waits for the rest of the body.
  app.use(answerAfterBody);
  app.use(checkHost(deps.config.PUBLIC_URL));
  app.use(refuseNulBytes);
  app.use(securityHeaders({ hsts: isSecureDeployment(deps.config) }));
  app.use(requestTimeLimit(deps.config.REQUEST_TIMEOUT_MS, deps.logger));
  // Pages built per request (a member's) are compressed as they go: gzip level 4 takes about
  // 60 % of level 6's time for 3 % more bytes; visitors' pages and assets come compressed.
  app.use(compression({ level: 4 }));

  if (options.staticFiles ?? true) {
    const client = resolve("build/client");
    const assets = resolve(client, "assets");
    // Hashed files: their Brotli or gzip copy written at build when the client takes one.
    app.use("/assets", precompressedAssets(assets, { immutable: true, maxAge: "1y" }));
    app.use("/assets", express.static(assets, { immutable: true, maxAge: "1y", index: false }));
    // Files at the top (favicon, icons) have an extension; pages do not, and asking the
    // disk about each page's address cost a stat and a not-found error per request.
    // The service worker and the web app manifest are checked on every visit, so a new
    // deployment is seen at once (decision 0017).
    const topFiles = express.static(client, {
      maxAge: "1h",
      index: false,
      setHeaders: (res, path) => {
        if (/[\\/](sw\.js|manifest\.webmanifest)$/.test(path)) res.setHeader("Cache-Control", "no-cache");
      },
    });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? topFiles(req, res, next) : next()));
  }

  app.get("/healthz", async (_req, res) => {
    try {
      await sql`select 1`.execute(deps.db);
      res.set("Cache-Control", "no-store").json({ status: "ok", database: "ok", bible: await bibleTextHealth(deps.db, options.bibleFetch ?? null) });
    } catch (error) {
      deps.logger.error({ err: error }, "health check: database unreachable");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: "unreachable" });
    }
  });

  app.use(refuseCrossSiteWrites(deps.config.PUBLIC_URL));
  app.use(limitBodies);
  app.use(refuseOtherMethods(async () => Object.values((await serverBuild()).routes) as never));

  app.all(
    "/{*path}",
    reactRouterHandler({
      build: serverBuild,
      getLoadContext: (req, res) =>
        new RouterContextProvider(
          new Map([[appContext, { ...deps, nonce: res.locals.nonce as string, clientAddress: addressKey(req.ip ?? "desconhecido") }]]),
        ),
      publicUrl: deps.config.PUBLIC_URL,
      cache: options.renderCache === null ? null : (options.renderCache ?? renderCacheFor(deps.config)),
      variantOf: renderVariant,
      addressOf: renderCacheAddress,
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return res.end();
    const status = clientErrorStatus(error);
    if (status) {
      // The request itself is malformed (e.g. a broken %-escape in the path).
      deps.logger.warn({ reqId: res.locals.requestId, url: req.originalUrl, status }, "bad request");
      return res.status(status).type("text/plain; charset=utf-8").send(BAD_ADDRESS);
    }
    deps.logger.error({ err: error, reqId: res.locals.requestId, url: req.originalUrl }, "unhandled error");
    res.status(500).type("html").send(ERROR_PAGE);
  });

  return app;
}
