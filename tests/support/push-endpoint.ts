// A local Web Push service for tests (RFC 8030 as a push service sees it): accepts POSTs on
// /push/<id>, keeps each request (headers and encrypted body), and answers with the status
// set for that id (201 by default; 410 for a subscription the "browser" dropped). The test's
// browser side holds real P-256 keys and decrypts messages per RFC 8291.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpointServer {
  origin: string;
  received: ReceivedPush[];
  /** Status answered for one subscription id from now on. */
  setStatus(id: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpointServer> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? "");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !match) {
        res.writeHead(404).end();
        return;
      }
      const id = match[1]!;
      received.push({ id, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(id) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    setStatus: (id, status) => statuses.set(id, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its key pair and auth secret. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: crypto.ECDH;
}

export function browserSubscription(origin: string, id: string): BrowserSubscription {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/push/${id}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
    ecdh,
  };
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length));
}

/** Decrypts an aes128gcm Web Push message with the browser's private key (RFC 8291 §3.4, RFC 8188 §2). */
export function decryptPush(sub: BrowserSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (rs < 18 || ciphertext.length > rs) throw new Error("unexpected record size");
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const auth = Buffer.from(sub.keys.auth, "base64url");
  const ikm = hkdf(auth, ecdhSecret, Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]), 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks the VAPID header (RFC 8292): ES256 signature by the given public key, audience, expiry. */
export function verifyVapid(authorization: string, expectedAudience: string, publicKey: string): { sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a vapid header: ${authorization}`);
  const [, token, k] = match;
  if (k !== publicKey) throw new Error("unexpected key");
  const [h, c, s] = token!.split(".");
  const pub = Buffer.from(publicKey, "base64url");
  const key = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: pub.subarray(1, 33).toString("base64url"), y: pub.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const valid = crypto.verify("sha256", Buffer.from(`${h}.${c}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"));
  if (!valid) throw new Error("bad vapid signature");
  const claims = JSON.parse(Buffer.from(c!, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== expectedAudience) throw new Error(`bad audience ${claims.aud}`);
  if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error("bad expiry");
  return { sub: claims.sub };
}
