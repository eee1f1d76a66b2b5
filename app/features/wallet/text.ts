// The wallet pages' words (docs/product/wallet.md §3, §4, §9), Korean and English.
import { texts } from "../../../core/i18n";

export const WALLET_TEXT = texts({
  heading: { ko: "지갑", en: "Wallet" },
  introTitle: { ko: "지갑을 연결하면", en: "With a wallet connected" },
  benefitRing: {
    ko: "프로필 사진 NFT를 설정하면 아바타에 등급 테두리가 표시됩니다.",
    en: "Set a profile-picture NFT and your avatar gets a rarity ring.",
  },
  benefitUpload: {
    ko: "지정된 NFT를 보유하면 하루 업로드 횟수가 늘어납니다.",
    en: "Holding the designated NFT raises your daily upload count.",
  },
  benefitPayout: {
    ko: "시즌 큐레이션 보상을 토큰으로 받을 수 있습니다.",
    en: "Season curation rewards are paid to your wallet as tokens.",
  },
  chooseWallet: { ko: "연결할 지갑을 선택하세요", en: "Choose a wallet to connect" },
  searching: { ko: "설치된 지갑을 찾는 중입니다…", en: "Looking for installed wallets…" },
  noWalletFound: {
    ko: "설치된 지갑을 찾지 못했습니다. Kaia Wallet을 설치한 뒤 이 페이지를 새로 고쳐 주세요.",
    en: "No wallet was found. Install Kaia Wallet, then reload this page.",
  },
  installKaia: { ko: "Kaia Wallet 설치하기", en: "Install Kaia Wallet" },
  connectWith: { ko: "{name} 연결", en: "Connect {name}" },
  connecting: { ko: "지갑에서 요청을 확인해 주세요…", en: "Confirm the request in your wallet…" },
  connected: { ko: "지갑이 연결되었습니다.", en: "Your wallet is connected." },
  rejected: { ko: "지갑에서 요청을 거절했습니다.", en: "The request was rejected in the wallet." },
  switchRejected: {
    ko: "네트워크 전환을 거절했습니다. Kaia 네트워크에서만 연결할 수 있습니다.",
    en: "The network switch was rejected. Wallets connect on the Kaia network only.",
  },
  wrongChain: {
    ko: "지갑을 Kaia 네트워크(체인 ID {chainId})로 전환할 수 없습니다. 지갑에서 네트워크를 바꾼 뒤 다시 시도해 주세요.",
    en: "The wallet could not switch to the Kaia network (chain id {chainId}). Change the network in your wallet and try again.",
  },
  noAccount: { ko: "지갑에서 계정을 받지 못했습니다.", en: "The wallet did not share an account." },
  failed: {
    ko: "지갑 연결에 실패했습니다. 잠시 후 다시 시도해 주세요.",
    en: "Connecting the wallet failed. Please try again in a moment.",
  },
  connectedTitle: { ko: "연결된 지갑", en: "Connected wallet" },
  address: { ko: "주소", en: "Address" },
  network: { ko: "네트워크", en: "Network" },
  walletType: { ko: "지갑 종류", en: "Wallet" },
  copy: { ko: "복사", en: "Copy" },
  copied: { ko: "주소를 복사했습니다.", en: "Address copied." },
  detailLink: { ko: "지갑 상세 · 보상", en: "Wallet details · rewards" },
  nftLink: { ko: "내 NFT", en: "My NFTs" },
  disconnect: { ko: "연결 해제", en: "Disconnect" },
  disconnectTitle: { ko: "지갑 연결을 해제할까요?", en: "Disconnect this wallet?" },
  disconnectBody: {
    ko: "연결을 해제하면 등급 테두리가 사라지고, 토큰 보상을 받으려면 다시 연결해야 합니다.",
    en: "Your rarity ring disappears, and you need to connect again to receive token rewards.",
  },
  cancel: { ko: "취소", en: "Cancel" },
  disconnected: { ko: "지갑 연결을 해제했습니다.", en: "The wallet was disconnected." },
  previouslyDisconnected: {
    ko: "이전에 연결했던 지갑({address})은 연결이 해제된 상태입니다.",
    en: "The wallet you connected before ({address}) is disconnected.",
  },
});

/** Stored wallet-type labels as the page names them (a wallet's rdns otherwise). */
export const WALLET_TYPE_NAMES: Record<string, string> = { kaia: "Kaia Wallet", metamask: "MetaMask" };
