// trust compute / trust mark EMAIL trusted|distrusted|none [NOTE…] (docs/decisions/0179):
// computes every member's trust now (the job also runs nightly and before each settlement),
// and records operators' word on a member — vouched for (a seed of trust) or not to be trusted.
import { and, eq, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { computeTrust, setTrustMark } from "../../modules/trust/service";
import type { AdminCommand } from "./index";

const USAGE = "사용법: trust compute | trust mark EMAIL trusted|distrusted|none [메모]";

export const trustCommand: AdminCommand = {
  summary:
    "compute | mark EMAIL trusted|distrusted|none [메모] — 회원 신뢰도를 지금 계산하거나, 운영자 지정(신뢰 기준 / 신뢰하지 않음)을 기록합니다",
  changes: (args) => args[0] === "mark" || args[0] === "compute",
  async run({ db, args, print }) {
    const [action, email, mark, ...note] = args;
    if (action === "compute") {
      const run = await computeTrust(db, { info: () => undefined }, "command");
      print(
        `신뢰도 계산 #${run.runId}: 회원 ${run.members}명, 상호작용 ${run.edges}쌍, 기준 회원 ${run.seeds}명, ${run.durationMs}ms` +
          (run.unseeded ? " — 기준 회원이 없어 모든 회원을 똑같이 믿습니다" : ""),
      );
      return 0;
    }
    if (action !== "mark" || !email || !["trusted", "distrusted", "none"].includes(mark ?? "")) {
      print(USAGE);
      return 2;
    }
    const [member] = await db
      .select({ userNo: users.userNo, userName: users.userName })
      .from(users)
      .where(and(sql`lower(${users.userEmail}) = ${email.trim().toLowerCase()}`, eq(users.deleteYn, "N")));
    if (!member) {
      print(`가입된 회원을 찾을 수 없습니다: ${email}`);
      return 1;
    }
    await setTrustMark(db, member.userNo, mark as "trusted" | "distrusted" | "none", null, note.join(" "));
    const said = {
      trusted: "신뢰 기준 회원으로 지정했습니다",
      distrusted: "신뢰하지 않는 회원으로 지정했습니다",
      none: "지정을 해제했습니다",
    };
    print(`${member.userName}님을 ${said[mark as keyof typeof said]}. 다음 신뢰도 계산부터 반영됩니다.`);
    return 0;
  },
};
