import { z } from "zod";

/** The public Bible JSON source (one file per book). */
const DEFAULT_BIBLE_SOURCE_URL = "https://raw.githubusercontent.com/thiagobodruk/biblia/master/json/versions/pt-br";

/** The push services of Chrome/Edge (FCM), Firefox, Safari and Windows: where browsers' subscriptions point. */
const DEFAULT_PUSH_SERVICES =
  "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com";

/** An origin a push service answers on: https, or http on this machine only (a test's local push service). */
const pushServiceOrigin = z.string().refine((v) => {
  const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[::1\])(:\d{1,5})?$/i.exec(v);
  if (!match) return false;
  return match[1] === "https" || (!match[2] && ["127.0.0.1", "localhost", "[::1]"].includes(match[3]!.toLowerCase()));
}, "use origens https://… separadas por vírgula (http só para 127.0.0.1 ou localhost)");

const databaseUrl = z.string().refine((v) => v.startsWith("file:") || /^postgres(ql)?:\/\//.test(v), {
  message: "use file:<caminho> (SQLite) ou postgres://… (PostgreSQL)",
});

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: databaseUrl.default("file:./data/lampada.db"),
    BIBLE_SOURCE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_BIBLE_SOURCE_URL),
    /** 1: a started server fetches every book of every version from the source in the background; 0: only the books readers open. */
    BIBLE_BACKGROUND_FETCH: z.enum(["0", "1"]).default("1"),
    /** Milliseconds the background fetch waits after each request to the source. */
    BIBLE_FETCH_GAP_MS: z.coerce
      .number()
      .int("use um número inteiro de milissegundos")
      .min(0, "use 0 ou mais")
      .max(60_000, "use no máximo 60000 ms (1 minuto)")
      .default(500),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * The portal's public address: every absolute link (e-mails, invitations) starts with it and
     * requests for another Host get 400. Required in production (NODE_ENV=production); `npm run dev`
     * and `npm start` give a local one. `https://…` also turns on Secure cookies and HSTS.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "use o endereço do portal com http:// ou https://" })
      .refine((v) => {
        if (!URL.canParse(v)) return true; // already refused above
        const url = new URL(v);
        return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
      }, "use só o endereço do portal, sem caminho (ex.: https://lampada.igreja.org.br)")
      .optional(),
    TRUST_PROXY: z.enum(["0", "1"]).default("0"),
    /** Memory for visitors' rendered pages, in MB; 0 turns the render cache off. */
    RENDER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** Milliseconds a request may wait for the start of its answer before it gets a 503 page (decision 0019). */
    REQUEST_TIMEOUT_MS: z.coerce
      .number()
      .int("use um número inteiro de milissegundos")
      .min(100, "use pelo menos 100 ms")
      .max(120_000, "use no máximo 120000 ms (2 minutos)")
      .default(15_000),
    /** Debug and bench only: every answer says in `X-Statements` how many SQL statements it took. */
    COUNT_STATEMENTS: z.enum(["0", "1"]).default("0"),
    /** The church's e-mail (footer, contact page) until an admin saves /admin/igreja, whose value wins (decision 0046). */
    CONTACT_EMAIL: z.email({ message: "use um e-mail válido" }).optional(),
    /** The church's WhatsApp with country and area code, digits only (5511987654321), until an admin saves /admin/igreja. */
    CONTACT_WHATSAPP: z
      .string()
      .regex(/^\d{10,15}$/, "use só dígitos, com o código do país e o DDD (ex.: 5511987654321)")
      .optional(),
    /** Where e-mail goes out: smtp://user:pass@host:587 or smtps://…:465; unset writes each message to the log and MAIL_OUTBOX_DIR. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "use smtp://usuário:senha@servidor:porta ou smtps://…" }).optional(),
    /** The sender of the portal's e-mails. */
    MAIL_FROM: z.string().min(3).max(200).default("Lâmpada <nao-responda@lampada.local>"),
    /** Without SMTP_URL, each message is written here as an .eml file. */
    MAIL_OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
    /** The church's PIX key (owner: CHURCH_NAME, city: CHURCH_CITY) until an admin saves /admin/igreja, whose values win (decision 0046). */
    CHURCH_PIX_KEY: z
      .string()
      .trim()
      .regex(
        /^(\d{11}|\d{14}|\+55\d{10,11}|[\x21-\x3f\x41-\x7e]{1,64}@[\x21-\x3f\x41-\x7e]+\.[a-zA-Z]{2,}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
        "use CPF ou CNPJ só com dígitos, e-mail, telefone +55 com DDD só com dígitos, ou a chave aleatória",
      )
      .max(77, "a chave Pix tem no máximo 77 caracteres")
      .optional(),
    /** The church's name and city until an admin saves /admin/igreja (in PIX codes: shortened by whole words to 25 and 15 letters, without accents). */
    CHURCH_NAME: z.string().trim().min(1).max(100, "use no máximo 100 caracteres").optional(),
    CHURCH_CITY: z.string().trim().min(1).max(100, "use no máximo 100 caracteres").optional(),
    /** 1: members may ask for reminders by Web Push on /perfil and the server sends them; 0: not offered, none sent. */
    REMINDERS: z.enum(["0", "1"]).default("1"),
    /** Milliseconds between two looks for reminders due (each instance). */
    REMINDERS_CHECK_MS: z.coerce
      .number()
      .int("use um número inteiro de milissegundos")
      .min(50, "use pelo menos 50 ms")
      .max(3_600_000, "use no máximo 3600000 ms (1 hora)")
      .default(60_000),
    /** The push services subscriptions may point at (origins, comma-separated; `https://*.host` for its subdomains). */
    REMINDERS_PUSH_SERVICES: z
      .string()
      .default(DEFAULT_PUSH_SERVICES)
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(pushServiceOrigin).min(1, "informe ao menos um serviço de push")),
  })
  .superRefine((config, ctx) => {
    for (const name of ["CHURCH_NAME", "CHURCH_CITY"] as const)
      if (config.CHURCH_PIX_KEY && !config[name])
        ctx.addIssue({ code: "custom", path: [name], message: "obrigatório quando CHURCH_PIX_KEY está configurada" });
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** What a production configuration without PUBLIC_URL is told (decision 0041). */
const PUBLIC_URL_REQUIRED =
  "Configuração inválida: PUBLIC_URL é obrigatória em produção — o endereço público do portal, ex.: https://lampada.igreja.org.br";

/**
 * Reads and validates the environment; a bad value names the variable in one line. In
 * production (NODE_ENV=production) PUBLIC_URL is required: links never take the request's Host.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]));
  const result = schema.safeParse(picked);
  if (result.success) {
    if (env.NODE_ENV === "production" && !result.data.PUBLIC_URL) throw new ConfigError(PUBLIC_URL_REQUIRED);
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  throw new ConfigError(`Configuração inválida: ${name}=${JSON.stringify(env[name])} — ${issue.message}`);
}

/** Whether the public address is HTTPS (HSTS, Secure cookies). */
export function isSecureDeployment(config: Config): boolean {
  return config.PUBLIC_URL?.startsWith("https://") ?? false;
}

/**
 * The warning a production start logs when PUBLIC_URL is not an HTTPS address (null when it is):
 * then session cookies are not Secure nor `__Host-`, there is no HSTS, and passwords cross the
 * network as typed unless a proxy in front adds TLS and PUBLIC_URL says so.
 */
export function insecureDeploymentWarning(config: Config): string | null {
  if (isSecureDeployment(config)) return null;
  const now = config.PUBLIC_URL ? `PUBLIC_URL=${config.PUBLIC_URL}` : "PUBLIC_URL não definido";
  return (
    `ATENÇÃO: produção sem endereço HTTPS (${now}). Os cookies de sessão não são Secure nem __Host-, não há HSTS ` +
    "e senhas podem trafegar sem criptografia. Sirva o portal por HTTPS e defina PUBLIC_URL=https://…"
  );
}

/**
 * What the servers and the command-line scripts do first: read the configuration,
 * or stop (with `exitCode`) after the one line naming the bad variable.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env, exitCode = 1): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(exitCode);
    }
    throw error;
  }
}
