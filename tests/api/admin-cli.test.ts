// `npm run admin` as an operator runs it: a real process on a real database.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, sessions, twoFactors, users } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { adminCommandLine, type AdminCommandLine } from "../support/admin-cli";
import { makeUser } from "../support/factories";

let cli: AdminCommandLine;
beforeAll(async () => {
  cli = await adminCommandLine();
});
afterAll(() => cli.dispose());
const admin = (...args: string[]) => cli.run(...args);

describe("admin command line", () => {
  it("grants and revokes the moderator role by e-mail", async () => {
    const member = await makeUser(cli.handle.db, { userEmail: "Moderator@Example.test" });

    const granted = admin("grant-moderator", "moderator@example.test");
    expect(granted.stdout + granted.stderr).toContain("운영자가 되었습니다");
    expect(granted.status).toBe(0);

    const roleOf = async () => (await cli.handle.db.select().from(users).where(eq(users.userNo, member.userNo)))[0]!.role;
    expect(await roleOf()).toBe("moderator");

    expect(admin("revoke-moderator", "moderator@example.test").status).toBe(0);
    expect(await roleOf()).toBe("member");
  });

  it("grants and revokes the admin role, which grant-moderator and revoke-moderator leave alone; each change is audited", async () => {
    const member = await makeUser(cli.handle.db, { userEmail: "admin-to-be@example.test" });
    const roleOf = async () => (await cli.handle.db.select().from(users).where(eq(users.userNo, member.userNo)))[0]!.role;
    const granted = admin("grant-admin", "admin-to-be@example.test");
    expect([granted.status, granted.stdout]).toEqual([0, expect.stringContaining("관리자가 되었습니다")]);
    expect(await roleOf()).toBe("admin");
    const [entry] = await cli.handle.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.auditNo)).limit(1);
    expect(entry).toMatchObject({ via: "cli", actorLabel: "cli", action: "cli grant-admin", method: "CLI" });
    expect(entry!.summary).toContain("admin-to-be@example.test");
    // An admin is not demoted by the moderator commands.
    expect(admin("grant-moderator", "admin-to-be@example.test").status).toBe(1);
    expect(admin("revoke-moderator", "admin-to-be@example.test").status).toBe(1);
    expect(await roleOf()).toBe("admin");
    expect(admin("revoke-admin", "admin-to-be@example.test").status).toBe(0);
    expect(await roleOf()).toBe("member");
    const actions = (await cli.handle.db.select().from(adminAuditLog)).map((e) => e.action);
    expect(actions.filter((a) => a.endsWith("-admin"))).toEqual(["cli grant-admin", "cli revoke-admin"]);
  });

  it("turns off a member's two-step sign-in and ends their sessions, after the operator checked who they are", async () => {
    const db = cli.handle.db;
    const member = await makeUser(db, { userEmail: "lost-phone@example.test", role: "moderator" });
    expect(member.twoFactorAt).not.toBeNull();
    const session = await signedIn(db, member.userNo);
    const off = admin("two-factor-off", "lost-phone@example.test");
    expect([off.status, off.stdout]).toEqual([0, expect.stringContaining("2단계 인증을 껐습니다")]);
    const [row] = await db.select().from(users).where(eq(users.userNo, member.userNo));
    expect(row!.twoFactorAt).toBeNull();
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userNo, member.userNo))).toEqual([]);
    const [live] = await db.select().from(sessions).where(eq(sessions.sessionId, session.sessionId));
    expect(live!.revokedAt).not.toBeNull();
    const again = admin("two-factor-off", "lost-phone@example.test");
    expect([again.status, again.stdout]).toEqual([1, expect.stringContaining("쓰고 있지 않습니다")]);
  });

  it("says what went wrong: unknown member, unknown command", () => {
    const unknown = admin("grant-moderator", "nobody@example.test");
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toContain("가입된 회원을 찾을 수 없습니다");
    const bad = admin("no-such-command");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("알 수 없는 명령입니다");
  });
});
