// The words of the NFT pages (/mypage/wallet/nft-list, /nft-detail and their /m pages) in
// Korean and English. Rarity names are in core/nft.ts (RARITY_LABEL).
import { texts } from "../../../core/i18n";

export const NFT_TEXT = texts({
  listHeading: { ko: "NFT 목록", en: "NFTs" },
  detailHeading: { ko: "NFT 상세", en: "NFT details" },
  filter: { ko: "등급", en: "Rarity" },
  all: { ko: "전체", en: "All" },
  count: { ko: "{n}개", en: "{n}" },
  notConnected: { ko: "연결된 지갑이 없어요.", en: "No wallet connected." },
  notConnectedHint: {
    ko: "지갑을 연결하면 보유한 NFT를 보고 프로필 사진으로 설정할 수 있어요.",
    en: "Connect a wallet to see your NFTs and use one as your profile picture.",
  },
  connect: { ko: "지갑 연결하러 가기", en: "Connect a wallet" },
  empty: { ko: "보유한 NFT가 없어요.", en: "You have no NFTs yet." },
  emptyFiltered: { ko: "이 등급의 NFT가 없어요.", en: "No NFTs of this rarity." },
  emptyHint: {
    ko: "NFT를 프로필 사진으로 설정하면 아바타에 등급 테두리가 생겨요.",
    en: "An NFT profile picture gives your avatar a rarity ring.",
  },
  market: { ko: "NFT 마켓 보러가기", en: "Visit the NFT market" },
  pfpBadge: { ko: "프로필 사진", en: "Profile picture" },
  attributes: { ko: "속성", en: "Attributes" },
  rarity: { ko: "등급", en: "Rarity" },
  tokenId: { ko: "토큰 ID", en: "Token ID" },
  setPfp: { ko: "프로필 사진으로 설정", en: "Set as profile picture" },
  clearPfp: { ko: "프로필 사진 해제", en: "Remove profile picture" },
  pfpSet: { ko: "프로필 사진으로 설정했어요.", en: "Set as your profile picture." },
  pfpCleared: { ko: "NFT 프로필 사진을 해제했어요.", en: "NFT profile picture removed." },
  notOwned: { ko: "지금 연결된 지갑이 보유한 NFT가 아니에요.", en: "Your connected wallet does not own this NFT." },
  ringHint: {
    ko: "레어·에픽·레전더리 NFT를 프로필 사진으로 설정하면 아바타에 등급 테두리가 표시돼요.",
    en: "A rare, epic or legendary NFT as profile picture puts a rarity ring on your avatar.",
  },
  backToList: { ko: "NFT 목록으로", en: "Back to NFTs" },
  noImage: { ko: "이미지 없음", en: "No image" },
});
