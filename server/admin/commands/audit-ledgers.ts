// audit-ledgers: proves that every balance equals the sum of its ledger and that no
// idempotency key was used twice. Exit code 0 when all is well, 1 when anything is off.
import { auditLedgers, ledgerAuditReport } from "../ledger-audits";
import type { AdminCommand } from "./index";

export const auditLedgersCommand: AdminCommand = {
  summary: "포인트 등 모든 원장의 잔액 합계와 멱등 키 중복을 검사합니다",
  changes: false,
  async run({ db, print }) {
    const results = await auditLedgers(db);
    for (const line of ledgerAuditReport(results)) print(line);
    return results.every((r) => r.ok) ? 0 : 1;
  },
};
