// The installation's secret key (encrypting temporary records, signing short-lived state).
// APP_SECRET sets it; otherwise one is generated on first start into DATA_DIR/app-secret
// (mode 600) and reused, so a restart does not invalidate what was signed before it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function loadAppSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return crypto.createHash("sha256").update(configured).digest();
  const file = path.join(dataDir, "app-secret");
  if (fs.existsSync(file)) {
    const hex = fs.readFileSync(file, "utf8").trim();
    if (/^[0-9a-f]{64}$/.test(hex)) return Buffer.from(hex, "hex");
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32);
  fs.writeFileSync(file, secret.toString("hex"), { mode: 0o600 });
  return secret;
}

/** Derives an independent key per purpose, so one use can never decrypt another's data. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, Buffer.alloc(0), `nanumteo:${purpose}`, 32));
}
