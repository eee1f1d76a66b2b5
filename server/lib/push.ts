// Web Push without a third-party library: VAPID (RFC 8292) signed with ES256 and message
// encryption aes128gcm (RFC 8291 / RFC 8188), all with node:crypto, sent with fetch (RFC 8030).
// Keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY or are generated on first start into
// DATA_DIR/vapid.json (mode 600) and reused.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface VapidKeys {
  /** Uncompressed P-256 public key (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The 32-byte private scalar, base64url. */
  privateKey: string;
  /** "mailto:…" or an https URL where push services can reach the operator. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes). */
  p256dh: string;
  /** The 16-byte auth secret, base64url. */
  auth: string;
}

export interface PushResult {
  status: number;
  /** 404/410: the subscription is gone and must be forgotten. */
  gone: boolean;
  ok: boolean;
}

const b64u = (buf: Buffer | Uint8Array) => Buffer.from(buf).toString("base64url");
const fromB64u = (text: string) => Buffer.from(text, "base64url");

export function generateVapidKeys(subject: string): VapidKeys {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { publicKey: b64u(ecdh.getPublicKey()), privateKey: b64u(ecdh.getPrivateKey()), subject };
}

export function loadVapidKeys(configured: { publicKey?: string; privateKey?: string; subject: string }, dataDir: string): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const file = path.join(dataDir, "vapid.json");
  if (fs.existsSync(file)) {
    try {
      const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
      if (saved.publicKey && saved.privateKey && fromB64u(saved.publicKey).length === 65) {
        return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject: configured.subject };
      }
    } catch {
      // A damaged file is replaced below; old subscriptions then fail with 401/403 and are renewed by the page.
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys(configured.subject);
  fs.writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600 });
  return keys;
}

function privateKeyObject(keys: VapidKeys): crypto.KeyObject {
  const pub = fromB64u(keys.publicKey);
  return crypto.createPrivateKey({
    key: { kty: "EC", crv: "P-256", x: b64u(pub.subarray(1, 33)), y: b64u(pub.subarray(33, 65)), d: keys.privateKey },
    format: "jwk",
  });
}

/** The VAPID Authorization header value for one push service origin (valid 12 hours). */
export function vapidAuthorization(keys: VapidKeys, endpoint: string, now = Date.now()): string {
  const audience = new URL(endpoint).origin;
  const header = b64u(Buffer.from(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = b64u(Buffer.from(JSON.stringify({ aud: audience, exp: Math.floor(now / 1000) + 12 * 3600, sub: keys.subject })));
  const signature = crypto.sign("sha256", Buffer.from(`${header}.${claims}`), { key: privateKeyObject(keys), dsaEncoding: "ieee-p1363" });
  return `vapid t=${header}.${claims}.${b64u(signature)}, k=${keys.publicKey}`;
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return crypto.createHmac("sha256", key).update(data).digest();
}

/** RFC 8291 §3.4 + RFC 8188: one record, aes128gcm content coding. */
export function encryptPushPayload(
  target: Pick<PushTarget, "p256dh" | "auth">,
  plaintext: Buffer,
  options: { salt?: Buffer; ephemeral?: crypto.ECDH } = {},
): Buffer {
  const uaPublic = fromB64u(target.p256dh);
  const authSecret = fromB64u(target.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error("p256dh must be an uncompressed P-256 key");
  if (authSecret.length < 16) throw new Error("auth must be 16 bytes");
  const ephemeral = options.ephemeral ?? crypto.createECDH("prime256v1");
  if (!options.ephemeral) ephemeral.generateKeys();
  const asPublic = ephemeral.getPublicKey();
  const ecdhSecret = ephemeral.computeSecret(uaPublic);
  const salt = options.salt ?? crypto.randomBytes(16);
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const prkKey = hmac(authSecret, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.concat([Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.concat([Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])])).subarray(0, 12);
  const cipher = crypto.createCipheriv("aes-128-gcm", cek, nonce);
  // The last (and only) record ends with the 0x02 delimiter.
  const body = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(16 + 4 + 1);
  salt.copy(header, 0);
  header.writeUInt32BE(4096, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body]);
}

/** Push payloads are small: the browser shows title, body and opens the url. */
export const PUSH_PAYLOAD_MAX = 3000;

export async function sendPush(
  keys: VapidKeys,
  target: PushTarget,
  payload: object,
  options: { ttlSeconds?: number; timeoutMs?: number; topic?: string } = {},
): Promise<PushResult> {
  const json = Buffer.from(JSON.stringify(payload));
  if (json.length > PUSH_PAYLOAD_MAX) throw new Error("push payload too large");
  const body = encryptPushPayload(target, json);
  const headers: Record<string, string> = {
    "content-type": "application/octet-stream",
    "content-encoding": "aes128gcm",
    ttl: String(options.ttlSeconds ?? 24 * 3600),
    urgency: "normal",
    authorization: vapidAuthorization(keys, target.endpoint),
  };
  if (options.topic) headers.topic = options.topic;
  const response = await fetch(target.endpoint, {
    method: "POST",
    headers,
    body: new Uint8Array(body),
    redirect: "manual",
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return {
    status: response.status,
    gone: response.status === 404 || response.status === 410,
    ok: response.status >= 200 && response.status < 300,
  };
}
