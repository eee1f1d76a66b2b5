// The wallet detail page and reward payouts (docs/product/wallet.md §8, §9).
import { texts } from "../../../core/i18n";

export const WALLET_DETAIL_TEXT = texts({
  heading: { ko: "지갑 상세", en: "Wallet details" },
  address: { ko: "지갑 주소", en: "Address" },
  network: { ko: "네트워크", en: "Network" },
  balance: { ko: "토큰 잔액", en: "Token balance" },
  balanceUnknown: { ko: "확인할 수 없음", en: "Unavailable" },
  tokens: { ko: "{amount} 토큰", en: "{amount} tokens" },
  noWallet: { ko: "연결된 지갑이 없습니다.", en: "No wallet is connected." },
  noWalletHint: {
    ko: "지갑을 연결하면 정산된 큐레이션 보상을 토큰으로 받을 수 있어요.",
    en: "Connect a wallet to receive your settled curation rewards as tokens.",
  },
  connect: { ko: "지갑 연결하기", en: "Connect a wallet" },
  disconnect: { ko: "지갑 연결 해제", en: "Disconnect wallet" },
  rewards: { ko: "큐레이션 보상", en: "Curation rewards" },
  claimable: { ko: "받을 수 있는 보상", en: "Claimable" },
  paid: { ko: "지급 완료", en: "Paid" },
  expired: { ko: "만료된 보상", en: "Expired" },
  noneClaimable: { ko: "받을 수 있는 보상이 없습니다.", en: "No rewards to claim." },
  nonePaid: { ko: "지급된 보상이 없습니다.", en: "No rewards paid yet." },
  noneExpired: { ko: "만료된 보상이 없습니다.", en: "No expired rewards." },
  writer: { ko: "작가", en: "Writer" },
  curator: { ko: "큐레이터", en: "Curator" },
  deadline: { ko: "{date}까지", en: "By {date}" },
  claim: { ko: "보상 받기", en: "Claim" },
  claiming: { ko: "지급 중", en: "Paying" },
  failed: { ko: "지급 실패 (운영팀이 다시 보냅니다)", en: "Payout failed (we will send it again)" },
  needsWallet: { ko: "지갑 연결 필요", en: "Wallet needed" },
  paidOn: { ko: "{date} 지급", en: "Paid {date}" },
  viewTx: { ko: "거래 보기", en: "View transaction" },
  expiredOn: { ko: "{date} 만료", en: "Expired {date}" },
  unavailable: {
    ko: "지금은 토큰 지급을 할 수 없습니다. 보상은 기록되어 있어요.",
    en: "Token payouts are not available right now. Your rewards stay recorded.",
  },
});
