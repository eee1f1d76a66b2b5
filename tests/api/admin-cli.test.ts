// `npm run admin` as an operator runs it: a real process on a real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
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

  it("says what went wrong: unknown member, unknown command", () => {
    const unknown = admin("grant-moderator", "nobody@example.test");
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toContain("가입된 회원을 찾을 수 없습니다");
    const bad = admin("no-such-command");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("알 수 없는 명령입니다");
  });
});
