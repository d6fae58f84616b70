import { randomBytes } from "node:crypto";
import { hashToken, readSessionToken, SESSION_COOKIE } from "#app/areas/accounts/session.store.server.ts";
import { books } from "#app/areas/bible/books.ts";
import { AGE_MAX, AGE_MIN } from "#app/areas/accounts/fields.ts";
import { FEEDBACK_KINDS, RATING_MAX, RATING_MIN } from "#app/areas/community/fields.ts";
import { madeUpVerse } from "../support/bible-source-stand-in.ts";
import type { Ledger, Write } from "./ledger.ts";
import type { Random } from "./random.ts";

/**
 * The stream of writes the crash test sends (npm run test:crash), as a browser without
 * JavaScript sends them: form posts to the routes' actions with the Origin header and the
 * session cookie. Each answer that means success goes to the ledger as acknowledged; a
 * request the kill cut off goes as unanswered; any other answer is unexpected (the test
 * sends only valid forms) and is reported.
 */
export interface Member {
  email: string;
  password: string;
  /** `name=value` of the session cookie. */
  cookie: string;
  notes: number;
  /** Bookmark and plan-day keys already sent (a bookmark is a toggle, so each is sent once). */
  bookmarks: Set<string>;
  /** plan|day → whether the day is marked done, for days whose last write was acknowledged. */
  planDays: Map<string, boolean>;
}

export interface Unexpected {
  path: string;
  status: number;
}

/** Plans and their day counts that the workload marks. */
export type Plans = ReadonlyArray<{ id: string; days: number }>;

const VERSIONS = ["acf", "nvi"] as const;
/** Every chapter of the stand-in's made-up books has at least this many verses. */
const VERSES_PER_CHAPTER = 5;
const REQUEST_TIMEOUT_MS = 20_000;

export class Workload {
  readonly members: Member[] = [];
  /** Sign-ups acknowledged whose stored password has not been checked yet. */
  readonly uncheckedPasswords: Array<{ email: string; password: string }> = [];
  readonly unexpected: Unexpected[] = [];
  inFlight = 0;
  private base = "";
  private stopped = true;
  private workers: Promise<void>[] = [];
  private sequence = 0;

  private readonly ledger: Ledger;
  private readonly random: Random;
  private readonly plans: Plans;

  constructor(ledger: Ledger, random: Random, plans: Plans) {
    this.ledger = ledger;
    this.random = random;
    this.plans = plans;
  }

  /** Starts `concurrency` loops of writes against the server at `base`. */
  start(base: string, concurrency: number): void {
    this.base = base;
    this.stopped = false;
    this.workers = Array.from({ length: concurrency }, () => this.loop());
  }

  /** No new writes; resolves when every write sent has been answered or cut off. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.workers);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const roll = this.random.next();
      const member = this.members.length ? this.random.pick(this.members) : null;
      if (!member || roll < 0.12) await this.signUp();
      else if (roll < 0.4) await this.note(member);
      else if (roll < 0.65) await this.bookmark(member);
      else if (roll < 0.85) await this.planDay(member);
      else await this.feedback(this.random.next() < 0.5 ? member : null);
    }
  }

  private unique(): string {
    return `${++this.sequence}-${randomBytes(4).toString("hex")}`;
  }

  /** An address of its own per request (the server trusts X-Forwarded-For here), so per-address limits do not add up. */
  private address(): string {
    return `10.${this.random.int(0, 255)}.${this.random.int(0, 255)}.${this.random.int(1, 254)}`;
  }

  /**
   * Posts a form; the ledger learns the outcome: acknowledged when `succeeded` says so,
   * unanswered when the connection broke, unexpected otherwise.
   */
  private async send(
    write: Write | ((response: Response) => Promise<Write>),
    path: string,
    fields: Record<string, string>,
    cookie: string | null,
    succeeded: (status: number, body: string) => boolean,
  ): Promise<Response | null> {
    this.inFlight++;
    try {
      const response = await fetch(this.base + path, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Origin: this.base, "X-Forwarded-For": this.address(), ...(cookie ? { Cookie: cookie } : {}) },
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      if (succeeded(response.status, body)) {
        this.ledger.acknowledge(typeof write === "function" ? await write(response) : write);
        return response;
      }
      this.unexpected.push({ path, status: response.status });
    } catch {
      // Cut off by the kill: it may or may not have happened.
    } finally {
      this.inFlight--;
    }
    this.ledger.unanswer(typeof write === "function" ? null : write);
    return null;
  }

  private async signUp(): Promise<void> {
    const id = this.unique();
    const email = `crash-${id}@exemplo.com`;
    const password = `senha-forte-${randomBytes(6).toString("hex")}`;
    const name = `Membro Ação ${id}`;
    const age = this.random.int(AGE_MIN, AGE_MAX);
    const signedUp = await this.send(
      { kind: "account", email, name, age },
      "/login",
      { intent: "signup", nome: name, idade: String(age), email, senha: password, confirmarSenha: password },
      null,
      // A sign-up answers with the redirect back to the login form; the workload then logs in for a session.
      (status) => status === 302,
    );
    if (!signedUp) return;
    this.uncheckedPasswords.push({ email, password });
    await this.logIn(email, password);
  }

  /** A login is a write too: the session row (and the login's award), known by its token from the answer. */
  private async logIn(email: string, password: string): Promise<void> {
    let cookie = "";
    const session = async (response: Response): Promise<Write> => {
      cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      const token = await readSessionToken(new Request(this.base, { headers: { Cookie: cookie } }));
      return { kind: "session", email, tokenHash: hashToken(token!) };
    };
    const loggedIn = await this.send(session, "/login", { intent: "login", email, senha: password }, null, (status) => status === 302);
    if (loggedIn) this.members.push({ email, password, cookie, notes: 0, bookmarks: new Set(), planDays: new Map() });
  }

  private async note(member: Member): Promise<void> {
    const title = `Nota ${++member.notes} — ${this.unique()}`;
    const reference = `Sl ${this.random.int(1, 150)}:${this.random.int(1, 6)}`;
    const content = `Graça e paz, irmãos.\nLinha ${this.unique()} com acentuação: coração, fé, esperança.`;
    await this.send(
      { kind: "note", email: member.email, title, reference, content },
      "/perfil/notas",
      { intent: "nota-criar", titulo: title, referencia: reference, conteudo: content },
      member.cookie,
      (status, body) => status === 200 && body.includes("Nota criada."),
    );
  }

  private async bookmark(member: Member): Promise<void> {
    const book = this.random.pick(books);
    const chapter = this.random.int(1, book.capitulos);
    const verse = this.random.int(1, VERSES_PER_CHAPTER);
    const key = `${book.id}-${chapter}-${verse}`;
    if (member.bookmarks.has(key)) return;
    member.bookmarks.add(key);
    const version = this.random.pick(VERSIONS);
    await this.send(
      { kind: "bookmark", email: member.email, book: book.id, chapter, verse, text: madeUpVerse(version, book.sourceCode, chapter, verse) },
      `/biblia/${book.id}/${chapter}?versao=${version}`,
      { versiculo: String(verse) },
      member.cookie,
      (status) => status === 200,
    );
  }

  /** Marks a day done, or (sometimes) a day done before as not done. */
  private async planDay(member: Member): Promise<void> {
    const marked = [...member.planDays].filter(([, done]) => done).map(([key]) => key);
    const unmark = marked.length > 0 && this.random.next() < 0.3;
    const plan = this.random.pick(this.plans);
    const key = unmark ? this.random.pick(marked) : `${plan.id}|${this.random.int(1, plan.days)}`;
    const [planId, day] = key.split("|") as [string, string];
    const write: Write = { kind: "plan-day", email: member.email, plan: planId, day: Number(day), done: !unmark };
    if (!this.ledger.writable(write) || (!unmark && member.planDays.get(key))) return;
    const answered = await this.send(
      write,
      `/planos/${planId}`,
      { dia: day, concluido: unmark ? "0" : "1" },
      member.cookie,
      (status) => status === 200,
    );
    if (answered) member.planDays.set(key, !unmark);
    else member.planDays.delete(key);
  }

  private async feedback(member: Member | null): Promise<void> {
    const id = this.unique();
    const type = this.random.pick(FEEDBACK_KINDS);
    const rating = this.random.int(RATING_MIN, RATING_MAX);
    const name = `Visitante ${id}`;
    const email = `retorno-${id}@exemplo.com`;
    const message = `Mensagem ${id}: o portal é ótimo, obrigado!`;
    await this.send(
      { kind: "feedback", member: member?.email ?? null, name, email, type, rating, message },
      "/feedback",
      { nome: name, email, tipo: type, avaliacao: String(rating), mensagem: message },
      member?.cookie ?? null,
      (status) => status === 200,
    );
  }
}
