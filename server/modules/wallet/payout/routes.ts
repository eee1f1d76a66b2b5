// Wallet payout endpoints: thin handlers, contracts in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context";
import { addAction } from "../../action";
import { addRoute } from "../../route";
import { walletPayoutActions } from "./actions";
import { walletPayoutApi } from "./schema";
import { walletDetail } from "./service";

export async function walletPayoutRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, walletPayoutApi.detail, async ({ member }) => walletDetail(ctx, member.userNo));
  for (const action of walletPayoutActions) addAction(app, ctx, action);
}
