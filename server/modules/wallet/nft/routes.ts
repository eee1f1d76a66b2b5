// NFT routes (docs/product/wallet.md §5–6); the contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context";
import { addAction } from "../../action";
import { addRoute } from "../../route";
import { nftActions } from "./actions";
import { nftApi } from "./schema";
import { listMemberNfts, memberNftDetail, pfpProfiles } from "./service";

const MAX_PFP_USERS = 50;

export async function nftRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, nftApi.list, async ({ member, query }) => {
    const list = await listMemberNfts(ctx, member.userNo);
    return query.rarity ? { ...list, items: list.items.filter((n) => n.rarity === query.rarity) } : list;
  });

  addRoute(app, nftApi.detail, async ({ member, params }) => memberNftDetail(ctx, member.userNo, params.id));

  for (const action of nftActions) addAction(app, ctx, action);

  addRoute(app, nftApi.pfpProfile, async (request) => {
    const ids = (request.query.userIds ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, MAX_PFP_USERS);
    if (ids.length > 0) return pfpProfiles(ctx, [...new Set(ids)]);
    const viewer = await request.viewer();
    return viewer ? pfpProfiles(ctx, [viewer.userId]) : [];
  });
}
