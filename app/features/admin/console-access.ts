// The operator pages' second check after the role: a moderator or admin without two-step sign-in
// is taken to their account page's card to turn it on (decision 0212); the operator routes refuse
// them as well, whichever door a write comes through.
import { redirect } from "react-router";
import type { Viewer } from "../../../server/modules/auth/types";

/** Where the account page's two-step card is, asked for by an operator page. */
export const TWO_FACTOR_NEEDED_PATH = "/mypage/account?twoFactor=required#two-factor";

export function requireConsoleTwoFactor(viewer: Viewer): void {
  if (!viewer.twoFactor) throw redirect(TWO_FACTOR_NEEDED_PATH);
}
