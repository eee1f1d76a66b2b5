// grant-moderator / revoke-moderator / grant-admin / revoke-admin EMAIL: moderators see the
// report queue and the operators' console; admins can also grant and revoke the moderator role
// there. The role takes effect on the member's next request. An admin's role changes only here.
import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Role } from "../../modules/auth/types";
import type { AdminCommand } from "./index";

type Change = "grant-moderator" | "revoke-moderator" | "grant-admin" | "revoke-admin";

const SUMMARY: Record<Change, string> = {
  "grant-moderator": "EMAIL — 회원에게 운영자 권한을 줍니다",
  "revoke-moderator": "EMAIL — 운영자 권한을 회수합니다",
  "grant-admin": "EMAIL — 회원에게 관리자 권한을 줍니다 (운영자 권한 관리 포함)",
  "revoke-admin": "EMAIL — 관리자 권한을 회수합니다",
};

/** The role after the change, or null when the member's role is not the one this command changes. */
function next(change: Change, role: Role): Role | null {
  if (change === "grant-moderator") return role === "admin" ? null : "moderator";
  if (change === "revoke-moderator") return role === "moderator" ? "member" : null;
  if (change === "grant-admin") return "admin";
  return role === "admin" ? "member" : null;
}

export function grantRoleCommand(change: Change): AdminCommand {
  return {
    summary: SUMMARY[change],
    async run({ db, args, print }) {
      const email = (args[0] ?? "").trim().toLowerCase();
      if (!email) {
        print(`이메일을 입력해 주세요. 예: npm run admin -- ${change} someone@example.com`);
        return 2;
      }
      const [member] = await db
        .select({ userNo: users.userNo, userName: users.userName, role: users.role })
        .from(users)
        .where(and(sql`lower(${users.userEmail}) = ${email}`, eq(users.deleteYn, "N")));
      if (!member) {
        print(`가입된 회원을 찾을 수 없습니다: ${email}`);
        return 1;
      }
      const role = next(change, member.role as Role);
      if (!role) {
        print(
          change === "grant-moderator"
            ? `${member.userName}님은 관리자입니다. 관리자 권한을 회수하려면 revoke-admin을 쓰세요.`
            : `${member.userName}님에게는 회수할 권한이 없습니다.`,
        );
        return 1;
      }
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.userNo, member.userNo));
      const done: Record<Change, string> = {
        "grant-moderator": `${member.userName}님이 운영자가 되었습니다.`,
        "revoke-moderator": `${member.userName}님의 운영자 권한을 회수했습니다.`,
        "grant-admin": `${member.userName}님이 관리자가 되었습니다.`,
        "revoke-admin": `${member.userName}님의 관리자 권한을 회수했습니다.`,
      };
      print(done[change]);
      return 0;
    },
  };
}
