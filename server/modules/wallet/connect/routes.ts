// Wallet connection API (docs/product/wallet.md §3–4); the contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context";
import { errors } from "../../../lib/errors";
import { addRoute } from "../../route";
import { walletConnectApi } from "./schema";
import { connectWallet, disconnectWallet, issueNonce } from "./service";

async function limit(ctx: AppContext, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await ctx.limiter.hit(key, max, windowMs)).allowed) throw errors.tooManyRequests();
}

export async function walletConnectRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  if (!ctx.chain) {
    ctx.logger.info("KAIA_RPC_URL is not set: wallet signatures are checked locally (plain accounts only, no contract wallets)");
  }

  addRoute(app, walletConnectApi.nonce, async ({ member, body }) => {
    await limit(ctx, `wallet-nonce:${member.userNo}`, 30, 600_000);
    return issueNonce(ctx, member.userNo, body.address);
  });

  addRoute(app, walletConnectApi.update, async ({ member, body }) => {
    await limit(ctx, `wallet-connect:${member.userNo}`, 30, 600_000);
    return connectWallet(ctx, member.userNo, body);
  });

  addRoute(app, walletConnectApi.remove, async ({ member }) => disconnectWallet(ctx, member.userNo));
}
