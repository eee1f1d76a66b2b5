// NFT contracts (docs/product/wallet.md §5–6): the member's NFTs, one NFT, choosing the profile
// picture, and the profile-picture data avatars use (pfpProfile).
import { z } from "zod";
import { describes } from "../../../lib/schemas";
import { defineRoute } from "../../route";
import type { NftDetail, NftItem, NftList, PfpProfile } from "./service";

const tags = ["wallet"];
const rarity = z.enum(["legendary", "epic", "rare", "common"]);
/** A uint256 token id in decimal. */
const tokenId = z.string().regex(/^\d{1,78}$/);

const nftFields = {
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  rarity,
  attributes: z.array(z.object({ trait: z.string(), value: z.string() })),
  isPFP: z.boolean(),
};
const nftItem = describes<NftItem>()(z.object(nftFields));
const nftDetail = describes<NftDetail>()(z.object({ ...nftFields, owned: z.boolean() }));
const pfpProfile = describes<PfpProfile>()(
  z.object({
    userId: z.string(),
    isPFP: z.boolean(),
    pfpTokenRarity: z.string().nullable(),
    ring: z.enum(["legendary", "epic", "rare"]).nullable(),
    tokenId: z.string().nullable(),
    image: z.string().nullable(),
  }),
);

export const nftApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/user/nft",
    access: "member",
    tags,
    summary: "연결된 지갑이 보유한 프로필 NFT 목록 (rarity 필터 선택)",
    querystring: z.object({ rarity: rarity.optional() }),
    response: describes<NftList>()(z.object({ connected: z.boolean(), walletAddress: z.string().nullable(), items: z.array(nftItem) })),
  }),
  detail: defineRoute({
    method: "GET",
    path: "/api/user/nft/:id",
    access: "member",
    tags,
    summary: "NFT 상세 (type: pfp = 프로필 NFT 컬렉션)",
    params: z.object({ id: tokenId }),
    querystring: z.object({ type: z.enum(["pfp"]).optional() }),
    response: nftDetail,
  }),
  choosePfp: defineRoute({
    method: "POST",
    path: "/api/user/nft/:id/pfp",
    access: "member",
    // The profile-picture NFT's ring shows on every avatar of the member, on every list: like a
    changes: "everything",
    tags,
    summary: "보유한 NFT를 프로필 사진으로 설정 (소유 여부를 체인에서 확인)",
    params: z.object({ id: tokenId }),
    response: nftDetail,
  }),
  clearPfp: defineRoute({
    method: "DELETE",
    path: "/api/user/nft/pfp",
    access: "member",
    changes: "everything",
    tags,
    summary: "NFT 프로필 사진 해제",
    response: z.object({ isPFP: z.literal(false) }),
  }),
  pfpProfile: defineRoute({
    method: "GET",
    path: "/api/board/pfpProfile",
    access: "public",
    tags,
    summary: "아바타의 프로필 NFT 정보 (userIds 쉼표 구분, 없으면 로그인한 회원)",
    querystring: z.object({ userIds: z.string().max(2000).optional() }),
    response: z.array(pfpProfile),
  }),
};
