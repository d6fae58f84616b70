import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on 127.0.0.1 for tests: browsers' subscriptions point at a service like this
 * one. Each subscription the test makes holds its own P-256 key pair and authentication secret,
 * as a browser's does; every message posted to it is decrypted here (aes128gcm, RFC 8291, written
 * from the RFC rather than with the sender's library) and its VAPID signature checked (RFC 8292).
 */
export interface ReceivedPush {
  subscription: string;
  headers: Record<string, string>;
  /** The decrypted payload parsed as JSON. */
  payload: unknown;
  /** Whether the VAPID JWT verified against `k` with the endpoint's origin as audience. */
  vapidValid: boolean;
  vapidKey: string;
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** A new subscription at this service; `status` is what the service answers its messages (201, or 410 once it is gone). */
  subscribe(status?: number): TestSubscription;
  /** Every message received for one subscription. */
  to(subscription: TestSubscription): ReceivedPush[];
  stop(): Promise<void>;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291: one aes128gcm record from the sender's key in the header, the receiver's key pair and secret. */
function decrypt(body: Buffer, held: Held): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = held.ecdh.getPublicKey();
  const secret = held.ecdh.computeSecret(senderKey);
  const ikm = hkdf(held.auth, secret, Buffer.concat([Buffer.from("WebPush: info\0"), receiverKey, senderKey]), 32);
  const key = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("aes128gcm: delimitador de registro ausente");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the key, for this audience, not expired. */
function checkVapid(authorization: string, audience: string): { valid: boolean; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) return { valid: false, key: "" };
  const [header, claims, signature] = match[1]!.split(".");
  const key = match[2]!;
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature ?? "", "base64url"),
  );
  const body = JSON.parse(Buffer.from(claims ?? "", "base64url").toString("utf8")) as { aud?: string; exp?: number; sub?: string };
  return { valid: signed && body.aud === audience && (body.exp ?? 0) * 1000 > Date.now() && /^(mailto:|https:)/.test(body.sub ?? ""), key };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  let origin = "";
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
      const held = id ? subscriptions.get(id) : undefined;
      if (req.method !== "POST" || !id || !held) return res.writeHead(404).end();
      if (held.status >= 400) return res.writeHead(held.status).end();
      const vapid = checkVapid(String(req.headers.authorization ?? ""), origin);
      received.push({
        subscription: id,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        payload: JSON.parse(decrypt(body, held)) as unknown,
        vapidValid: vapid.valid,
        vapidKey: vapid.key,
      });
      res.writeHead(held.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscribe(status = 201) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, auth, status });
      return { id, endpoint: `${origin}/push/${id}`, p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") };
    },
    to: (subscription) => received.filter((r) => r.subscription === subscription.id),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
