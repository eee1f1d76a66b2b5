// Signals accounts of one farm share (docs/decisions/0180, 0181): the device, the network
// block, the mailbox pattern. Recorded at sign-up, sign-in and votes; read by the trust job (a
// device shared by several accounts lowers their trust) and the reward review (the evidence).
// Kept masked: the device as a keyed hash of the browser's anonymous cookie, the network as
// its /24 or /64 block, the mailbox as its numbered pattern.
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { mailboxPattern } from "../../../core/mailbox";
import { networkBlock } from "../../../core/network";
import type { SignalKind } from "../../../core/reward-review";
import type { Executor } from "../../db/client";
import { memberSignals } from "../../db/schema";
import { deriveKey } from "../../lib/secrets";

/** What a request tells about where it came from. */
export interface RequestOrigin {
  ip: string;
  /** The browser's anonymous visitor cookie (nt_vid), when it has one. */
  device?: string | null | undefined;
}

export type StoredSignalKind = SignalKind | "net";

const deviceKeys = new WeakMap<Buffer, Buffer>();

/** A device's key: a keyed hash of its visitor cookie, so the table never holds the cookie itself. */
export function deviceKey(secret: Buffer, visitorId: string): string {
  let key = deviceKeys.get(secret);
  if (!key) deviceKeys.set(secret, (key = deriveKey(secret, "device-signal")));
  return crypto.createHmac("sha256", key).update(visitorId).digest("hex").slice(0, 20);
}

/** The signals of one act: its network block (as `netKind`) and the device, when known. */
export function originSignals(
  secret: Buffer,
  origin: RequestOrigin,
  netKind: "net" | "signup_net",
): { kind: StoredSignalKind; value: string }[] {
  const out: { kind: StoredSignalKind; value: string }[] = [];
  if (origin.ip) out.push({ kind: netKind, value: networkBlock(origin.ip) });
  if (origin.device) out.push({ kind: "device", value: deviceKey(secret, origin.device) });
  return out;
}

/** The signals of a sign-up: where from, and the address's numbered pattern if it has one. */
export function signUpSignals(secret: Buffer, origin: RequestOrigin, email: string): { kind: StoredSignalKind; value: string }[] {
  const pattern = mailboxPattern(email);
  return [...originSignals(secret, origin, "signup_net"), ...(pattern ? [{ kind: "mail_pattern" as const, value: pattern }] : [])];
}

/** Records signals (first and last seen), in the caller's transaction when it has one. */
export async function recordSignals(
  db: Executor,
  userNo: number,
  signals: { kind: StoredSignalKind; value: string }[],
  at: Date = new Date(),
): Promise<void> {
  if (!signals.length) return;
  await db
    .insert(memberSignals)
    .values(signals.map((s) => ({ userNo, kind: s.kind, value: s.value, firstSeenAt: at, lastSeenAt: at })))
    .onConflictDoUpdate({
      target: [memberSignals.userNo, memberSignals.kind, memberSignals.value],
      set: { lastSeenAt: sql`greatest(${memberSignals.lastSeenAt}, excluded.last_seen_at)` },
    });
}

/** Whether the member has shown this signal before (a browser's device key at sign-in, say). */
export async function hasSignal(db: Executor, userNo: number, kind: StoredSignalKind, value: string): Promise<boolean> {
  const [row] = await db
    .select({ userNo: memberSignals.userNo })
    .from(memberSignals)
    .where(and(eq(memberSignals.userNo, userNo), eq(memberSignals.kind, kind), eq(memberSignals.value, value)))
    .limit(1);
  return Boolean(row);
}
