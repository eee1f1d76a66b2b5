// Trust in tests (docs/decisions/0179): members operators vouch for have trust 1, so the
// formulas read as they did before trust; the trust job is run as the nightly job would.
import type { Database } from "../../server/db/client";
import { computeTrust, setTrustMark } from "../../server/modules/trust/service";

const quiet = { info: () => undefined };

/** Marks the members as vouched for by operators and runs the trust job. */
export async function vouchFor(db: Database, userNos: number[]): Promise<void> {
  for (const userNo of userNos) await setTrustMark(db, userNo, "trusted", null, "test");
  await computeTrust(db, quiet, "command");
}

/** Runs the trust job now. */
export async function runTrust(db: Database) {
  return computeTrust(db, quiet, "command");
}
