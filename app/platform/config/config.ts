import { z } from "zod";

/** The public Bible JSON source (one file per book). */
const DEFAULT_BIBLE_SOURCE_URL = "https://raw.githubusercontent.com/thiagobodruk/biblia/master/json/versions/pt-br";

const databaseUrl = z.string().refine((v) => v.startsWith("file:") || /^postgres(ql)?:\/\//.test(v), {
  message: "use file:<caminho> (SQLite) ou postgres://… (PostgreSQL)",
});

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: databaseUrl.default("file:./data/lampada.db"),
  BIBLE_SOURCE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_BIBLE_SOURCE_URL),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set when the portal is served over HTTPS behind a proxy: Secure cookies and HSTS. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
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
  /** The church's e-mail on the contact page (cards and the pre-filled mail link); unset hides them. */
  CONTACT_EMAIL: z.email({ message: "use um e-mail válido" }).optional(),
  /** The church's WhatsApp number with country and area code, digits only (5511987654321); unset hides it. */
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, "use só dígitos, com o código do país e o DDD (ex.: 5511987654321)")
    .optional(),
  /** Comma-separated e-mails of the members who may read contact messages and feedback at /admin/mensagens. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ message: "use e-mails válidos separados por vírgula" }))),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names the variable in one line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]));
  const result = schema.safeParse(picked);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0]);
  throw new ConfigError(`Configuração inválida: ${name}=${JSON.stringify(env[name])} — ${issue.message}`);
}

/** Whether the public address is HTTPS (HSTS, Secure cookies). */
export function isSecureDeployment(config: Config): boolean {
  return config.PUBLIC_URL?.startsWith("https://") ?? false;
}

/**
 * What both entry points (production and development) do first: read the configuration,
 * or stop with the one line naming the bad variable.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
