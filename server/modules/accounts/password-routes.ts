// User service (docs/product/accounts.md) — passwords: the reset mail (sendEmailPw), proving it by link or
// code (certificateEmailPw) and setting a new password (updateUserPw) with a reset token or,
// signed in, with the current password. Thin: the contracts are in schema.ts, the handlers in
// actions.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { passwordActions } from "./actions";

export async function passwordRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // One handler each with the /findPwd, /findPwdSend and /mypage/account pages (actions.ts).
  for (const action of passwordActions) addAction(app, ctx, action);
}
