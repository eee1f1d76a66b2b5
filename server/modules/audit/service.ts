// The audit log (docs/decisions/0168): every successful operator write through the API, recorded
// generically by addRoute (server/modules/route.ts) for routes of access moderator or admin, and
// every admin command of the command line. The input is kept as a short summary with secrets
// removed: enough to tell what changed, never a password or a token.
import { and, count, desc, gte, ilike, lt, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { adminAuditLog } from "../../db/schema";
import type { OperatorWrite } from "../route";
import type { AuditEntry, AuditFilter, AuditPage } from "./types";

/** Keys whose values never reach the log. */
const SECRET_KEY = /pass|pwd|secret|token|otp|signature|cookie|session|authorization|credential|private|api_?key|^key$|^code$/i;
export const SUMMARY_MAX = 500;
const VALUE_MAX = 120;

function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === "string") return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
  if (typeof value !== "object") return value;
  if (depth > 3) return "…";
  if (Array.isArray(value)) return value.slice(0, 10).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = SECRET_KEY.test(k) ? "[removed]" : redact(v, depth + 1);
  return out;
}

/** The input in a line: the path parameters and the body, secrets removed, at most 500 characters. */
export function summarizeInput(params: unknown, body: unknown, upload = false): string {
  const parts: Record<string, unknown> = {};
  if (params && typeof params === "object" && Object.keys(params).length) parts.params = redact(params);
  if (upload) parts.body = "[multipart]";
  else if (body !== undefined && body !== null) parts.body = redact(body);
  const text = Object.keys(parts).length ? JSON.stringify(parts) : "";
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/** The thing a write is about: the first path parameter, else the first `…No`/`…Id` field of the body. */
export function targetOf(route: string, params: unknown, body: unknown): { type: string | null; id: string | null } {
  const record = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const p = record(params);
  const names = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const param = names.find((n) => n !== "targetType" && p[n] !== undefined);
  const segments = route.split("/").filter(Boolean);
  const firstParam = segments.findIndex((s) => s.startsWith(":"));
  const named = firstParam > 0 ? segments[firstParam - 1]! : (segments.at(-1) ?? null);
  const type = typeof p.targetType === "string" ? p.targetType : named;
  if (param) return { type, id: String(p[param]) };
  const b = record(body);
  const field = Object.keys(b).find((k) => /(No|Id)$/.test(k) && (typeof b[k] === "number" || typeof b[k] === "string"));
  if (field) return { type: field.replace(/(No|Id)$/, ""), id: String(b[field]) };
  return { type, id: null };
}

export async function recordOperatorWrite(db: Executor, write: OperatorWrite): Promise<void> {
  const target = targetOf(write.route, write.params, write.body);
  await db.insert(adminAuditLog).values({
    actorUserNo: write.actor.userNo,
    actorLabel: write.actor.userEmail,
    actorRole: write.actor.role,
    action: write.action,
    method: write.method,
    route: write.route,
    targetType: target.type,
    targetId: target.id,
    summary: summarizeInput(write.params, write.body, write.upload),
    ip: write.ip,
    via: "api",
  });
}

/** An admin command of the command line (`npm run admin -- <command>`). */
export async function recordCommand(
  db: Executor,
  command: { name: string; args: readonly string[]; targetType?: string; targetId?: string | number },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserNo: null,
    actorLabel: "cli",
    actorRole: "admin",
    action: `cli ${command.name}`,
    method: "CLI",
    route: command.name,
    targetType: command.targetType ?? null,
    targetId: command.targetId === undefined ? null : String(command.targetId),
    summary: summarizeInput(null, { args: command.args }),
    ip: null,
    via: "cli",
  });
}

/** Asia/Seoul midnight of a YYYY-MM-DD day. */
function seoulDay(day: string, plusDays = 0): Date {
  const at = new Date(`${day}T00:00:00+09:00`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at;
}

export async function listAudit(db: Executor, filter: AuditFilter): Promise<AuditPage> {
  const conditions = [];
  const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (filter.actor?.trim()) conditions.push(ilike(adminAuditLog.actorLabel, like(filter.actor.trim())));
  if (filter.action?.trim())
    conditions.push(or(ilike(adminAuditLog.action, like(filter.action.trim())), ilike(adminAuditLog.summary, like(filter.action.trim()))));
  if (filter.from) conditions.push(gte(adminAuditLog.at, seoulDay(filter.from)));
  if (filter.to) conditions.push(lt(adminAuditLog.at, seoulDay(filter.to, 1)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.auditNo))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const items: AuditEntry[] = rows.map((r) => ({
    auditNo: r.auditNo,
    actor: r.actorLabel,
    actorRole: r.actorRole,
    action: r.action,
    method: r.method,
    route: r.route,
    targetType: r.targetType,
    targetId: r.targetId,
    summary: r.summary,
    ip: r.ip,
    via: r.via === "cli" ? "cli" : "api",
    at: r.at.toISOString(),
  }));
  return {
    items,
    page: filter.page,
    size: filter.size,
    totalCount: Number(total),
    totalPages: Math.max(1, Math.ceil(Number(total) / filter.size)),
  };
}

/** Operator writes since a moment (the console's card). */
export async function countAuditSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminAuditLog).where(gte(adminAuditLog.at, since));
  return Number(row?.n ?? 0);
}
