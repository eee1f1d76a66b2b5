// two-factor-off EMAIL: for a member who lost their authenticator app and every recovery code,
// once an operator has checked who they are (decision 0212): their two-step sign-in is turned
// off and every session of theirs ends; they sign in with the password (or provider) alone and
// may turn it on again. Audited like every changing command.
import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { revokeAllSessions } from "../../modules/auth/sessions";
import { turnOff } from "../../modules/two-factor/service";
import type { AdminCommand } from "./index";

export const twoFactorOffCommand: AdminCommand = {
  summary: "EMAIL — 인증 앱과 복구 코드를 모두 잃은 회원의 2단계 인증을 끕니다 (본인 확인 후; 모든 기기 로그아웃)",
  async run({ db, args, print }) {
    const email = (args[0] ?? "").trim().toLowerCase();
    if (!email) {
      print("이메일을 입력해 주세요. 예: npm run admin -- two-factor-off someone@example.com");
      return 2;
    }
    const [member] = await db
      .select({ userNo: users.userNo, userName: users.userName, twoFactorAt: users.twoFactorAt })
      .from(users)
      .where(and(sql`lower(${users.userEmail}) = ${email}`, eq(users.deleteYn, "N")));
    if (!member) {
      print(`가입된 회원을 찾을 수 없습니다: ${email}`);
      return 1;
    }
    if (!member.twoFactorAt) {
      print(`${member.userName}님은 2단계 인증을 쓰고 있지 않습니다.`);
      return 1;
    }
    await withTransaction(db, async (tx) => {
      await turnOff(tx, member.userNo);
      await revokeAllSessions(tx, member.userNo);
    });
    print(`${member.userName}님의 2단계 인증을 껐습니다. 모든 기기에서 로그아웃되었습니다.`);
    return 0;
  },
};
