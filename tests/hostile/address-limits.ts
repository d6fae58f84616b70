import { randomUUID } from "node:crypto";

/**
 * Abuse limits seen from outside, over real HTTP (the server must trust X-Forwarded-For,
 * TRUST_PROXY=1, so each request can come from an address of its own):
 * - one IPv6 /64 is one client: 30 wrong passwords for one account from 30 of its addresses
 *   get 5 tries, then 429; 12 feedbacks from it count once;
 * - a shared Wi-Fi is one address for a congregation: 20 wrong logins there for random
 *   e-mails never stop a member's right password from that address;
 * - a sign-up for a registered address answers as one for a free address (status and page);
 * - links followed from one address are limited: 30 made-up tokens, then 429 (no password is
 *   hashed for them).
 * Returns what went wrong, in English, one line each; empty when everything held.
 */
const PASSWORD = "senha-forte-123";

export async function checkAddressLimits(baseUrl: string): Promise<string[]> {
  const problems: string[] = [];
  const post = (path: string, from: string, form: Record<string, string>) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: baseUrl, "X-Forwarded-For": from, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
  const logIn = (email: string, senha: string, from: string) => post("/login", from, { intent: "login", email, senha });
  const tally = (statuses: number[]) => statuses.map(String).join(",");

  const email = `limites-${randomUUID()}@exemplo.com`;
  const signUp = await post("/login", "198.51.100.7", {
    intent: "signup",
    nome: "Ana Limites",
    idade: "30",
    email,
    senha: PASSWORD,
    confirmarSenha: PASSWORD,
  });
  if (signUp.status !== 302) return [`sign-up answered ${signUp.status}, not 302: the limits could not be checked`];

  // The same address again, and a free one: the same answer.
  const again = (address: string) =>
    post("/login", "198.51.100.8", { intent: "signup", nome: "Outra", idade: "40", email: address, senha: PASSWORD, confirmarSenha: PASSWORD });
  const [taken, free] = [await again(email), await again(`livre-${randomUUID()}@exemplo.com`)];
  const answer = (r: Response) => `${r.status} ${r.headers.get("location")}`;
  if (answer(taken) !== answer(free)) problems.push(`a sign-up for a registered address answered ${answer(taken)}, a free one ${answer(free)}`);

  // Made-up tokens at the new-password page from one address.
  const tokens: number[] = [];
  for (let i = 0; i < 31; i++)
    tokens.push((await post("/redefinir-senha", "198.51.100.9", { token: "A".repeat(43), senha: PASSWORD, confirmarSenha: PASSWORD })).status);
  const expectedTokens = [...Array<number>(30).fill(400), 429];
  if (tally(tokens) !== tally(expectedTokens))
    problems.push(`31 made-up reset tokens from one address answered ${tally(tokens)}; expected 30 × 400 then 429`);

  // One IPv6 /64, 30 of its addresses, one account.
  const guesses: number[] = [];
  for (let i = 1; i <= 30; i++) guesses.push((await logIn(email, `chute-${i}`, `2001:db8:64:1::${i.toString(16)}`)).status);
  const expected = [...Array<number>(5).fill(401), ...Array<number>(25).fill(429)];
  if (tally(guesses) !== tally(expected)) problems.push(`30 guesses from one /64 answered ${tally(guesses)}; expected 5 × 401 then 429`);
  const home = await logIn(email, PASSWORD, "2001:db8:99:1::1");
  if (home.status !== 302) problems.push(`the owner on another /64 got ${home.status} after the guesses, not 302`);

  // A church's Wi-Fi: 20 wrong logins for random e-mails, then a member's right password.
  const wifi = "203.0.113.50";
  const strangers: number[] = [];
  for (let i = 0; i < 20; i++) strangers.push((await logIn(`aleatorio-${randomUUID()}@exemplo.com`, "errada", wifi)).status);
  if (strangers.some((s) => s !== 401))
    problems.push(`20 wrong logins for random e-mails on one address answered ${tally(strangers)}; expected 401 each`);
  const member = await logIn(email, PASSWORD, wifi);
  if (member.status !== 302) problems.push(`a right password on the shared address got ${member.status} after others' wrong ones, not 302`);

  // 12 one-star feedbacks from one /64.
  const votes: number[] = [];
  for (let i = 1; i <= 12; i++)
    votes.push(
      (
        await post("/feedback", `2001:db8:77:1::${i.toString(16)}`, {
          nome: "Eva",
          email: "eva@exemplo.com",
          tipo: "bug",
          avaliacao: "1",
          mensagem: "Ruim",
        })
      ).status,
    );
  if (votes.filter((s) => s === 200).length !== 1) problems.push(`12 feedbacks from one /64 answered ${tally(votes)}; expected one 200, then 429`);
  return problems;
}
