// grant-moderator / revoke-moderator EMAIL: moderators see the report queue and can blind,
// restore or dismiss; the role takes effect on the member's next request.
import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import type { AdminCommand } from "./index";

export function grantRoleCommand(role: "moderator" | "member"): AdminCommand {
  return {
    summary: role === "moderator" ? "EMAIL — 회원에게 운영자 권한을 줍니다" : "EMAIL — 운영자 권한을 회수합니다",
    async run({ db, args, print }) {
      const email = (args[0] ?? "").trim().toLowerCase();
      if (!email) {
        print("이메일을 입력해 주세요. 예: npm run admin -- grant-moderator someone@example.com");
        return 2;
      }
      const updated = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(and(sql`lower(${users.userEmail}) = ${email}`, eq(users.deleteYn, "N")))
        .returning({ userName: users.userName });
      if (!updated.length) {
        print(`가입된 회원을 찾을 수 없습니다: ${email}`);
        return 1;
      }
      print(
        role === "moderator"
          ? `${updated[0]!.userName}님이 운영자가 되었습니다.`
          : `${updated[0]!.userName}님의 운영자 권한을 회수했습니다.`,
      );
      return 0;
    },
  };
}
