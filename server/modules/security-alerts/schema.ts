// The "this wasn't me" contract (docs/product/accounts.md §11.5, decision 0210): the link of a
// security alert's mail or notification ends every session of the member. Public: whoever holds
// the mail may use it, signed in or not (the link is the proof).
import { z } from "zod";
import { SECURITY_ALERT_KINDS } from "../../../core/security-alerts";
import { defineRoute } from "../route";

const tags = ["user"];

export const securityAlertsApi = {
  notMe: defineRoute({
    method: "POST",
    path: "/api/user/security/notMe",
    access: "public",
    changes: "nothing",
    tags,
    summary: "본인이 아니에요: 보안 알림 링크로 회원의 모든 기기에서 로그아웃 (한 번, 7일)",
    body: z.object({ token: z.string().max(1000) }),
    response: z.object({
      /** Sessions ended (this browser's among them when it was the member's). */
      signedOut: z.number(),
      kind: z.enum(SECURITY_ALERT_KINDS),
    }),
  }),
};
