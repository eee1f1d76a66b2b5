// Connecting a wallet in the browser (docs/product/wallet.md §3, decision 0152): find the
// installed wallets (EIP-6963 announcements, then Kaia Wallet's window.klaytn, then
// window.ethereum), ask for the account, make sure the wallet is on the site's chain, sign the
// message the server prepared (EIP-4361, naming a one-time value) and hand it back.
//
// No chain library here: the server builds the exact text to sign (with the checksummed
// address), so the page needs only the wallet's own EIP-1193 `request`.
import { chainIdHex, walletTypeOf } from "../../../core/wallet-connect";
import { api, type ApiData } from "../../lib/api";
import { WALLET_TEXT } from "./text";
import type { Text } from "../../../core/i18n";

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  isKaikas?: boolean;
  isMetaMask?: boolean;
}

export interface DiscoveredWallet {
  /** Stable key for the list (EIP-6963 uuid, or the window property). */
  id: string;
  name: string;
  /** A data: URI from the wallet's announcement (EIP-6963 requires one), or null. */
  icon: string | null;
  /** The label stored with the connection (kaia, metamask, or the wallet's rdns). */
  walletType: string;
  provider: Eip1193Provider;
}

interface Eip6963Detail {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

/** Where to get Kaia Wallet when no wallet is installed. */
export const KAIA_WALLET_INSTALL_URL = "https://www.kaiawallet.io/";

/** Known chains a wallet may not have yet (wallet_addEthereumChain). */
const CHAIN_PARAMETERS: Record<number, { chainName: string; rpcUrls: string[]; blockExplorerUrls: string[] }> = {
  8217: { chainName: "Kaia Mainnet", rpcUrls: ["https://public-en.node.kaia.io"], blockExplorerUrls: ["https://kaiascan.io"] },
  1001: {
    chainName: "Kaia Kairos Testnet",
    rpcUrls: ["https://public-en-kairos.node.kaia.io"],
    blockExplorerUrls: ["https://kairos.kaiascan.io"],
  },
};

/** The network's name as the page shows it. */
export function networkName(chainId: number): string {
  if (chainId === 8217) return "Kaia Mainnet";
  if (chainId === 1001) return "Kaia Kairos";
  return `Chain ${chainId}`;
}

/** Listens for EIP-6963 announcements for `waitMs`, then adds the legacy window providers not announced. */
export function discoverWallets(waitMs = 400): Promise<DiscoveredWallet[]> {
  if (typeof window === "undefined") return Promise.resolve([]);
  const found: DiscoveredWallet[] = [];
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963Detail>).detail;
    if (!detail?.info?.uuid || !detail.provider || found.some((w) => w.id === detail.info.uuid)) return;
    found.push({
      id: detail.info.uuid,
      name: detail.info.name,
      icon: /^data:image\//.test(detail.info.icon) ? detail.info.icon : null,
      walletType: walletTypeOf({ rdns: detail.info.rdns, name: detail.info.name }),
      provider: detail.provider,
    });
  };
  window.addEventListener("eip6963:announceProvider", onAnnounce);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  return new Promise((resolve) => {
    setTimeout(() => {
      window.removeEventListener("eip6963:announceProvider", onAnnounce);
      const w = window as unknown as { klaytn?: Eip1193Provider; ethereum?: Eip1193Provider };
      const known = (p: Eip1193Provider) => found.some((x) => x.provider === p);
      if (w.klaytn && !known(w.klaytn)) {
        found.push({ id: "window.klaytn", name: "Kaia Wallet", icon: null, walletType: "kaia", provider: w.klaytn });
      }
      if (w.ethereum && !known(w.ethereum)) {
        const ethereum = w.ethereum;
        found.push({
          id: "window.ethereum",
          name: ethereum.isMetaMask ? "MetaMask" : "Browser wallet",
          icon: null,
          walletType: walletTypeOf({ isMetaMask: ethereum.isMetaMask, isKaikas: ethereum.isKaikas }),
          provider: ethereum,
        });
      }
      resolve(found);
    }, waitMs);
  });
}

export type ConnectResult =
  | { ok: true; data: ApiData<"POST /api/user/updateWalletInfo"> }
  | { ok: false; reason: "rejected" | "wrongChain" | "noAccount" | "server" | "failed"; message: Text | string };

function codeOf(error: unknown): number | undefined {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } };
  const code = typeof e?.code === "number" ? e.code : e?.data?.originalError?.code;
  return typeof code === "number" ? code : undefined;
}

const USER_REJECTED = 4001;
const UNKNOWN_CHAIN = 4902;

function utf8Hex(text: string): `0x${string}` {
  let hex = "0x";
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, "0");
  return hex as `0x${string}`;
}

async function currentChain(provider: Eip1193Provider): Promise<number> {
  return Number.parseInt(String(await provider.request({ method: "eth_chainId" })), 16);
}

/** Asks the wallet to move to `chainId` (adding the chain when the wallet does not know it). */
async function ensureChain(provider: Eip1193Provider, chainId: number): Promise<"ok" | "rejected" | "wrongChain"> {
  if ((await currentChain(provider)) === chainId) return "ok";
  const hex = chainIdHex(chainId);
  try {
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: hex }] });
  } catch (error) {
    const code = codeOf(error);
    if (code === USER_REJECTED) return "rejected";
    const known = CHAIN_PARAMETERS[chainId];
    if (code !== UNKNOWN_CHAIN || !known) return "wrongChain";
    try {
      await provider.request({
        method: "wallet_addEthereumChain",
        params: [{ chainId: hex, ...known, nativeCurrency: { name: "KAIA", symbol: "KAIA", decimals: 18 } }],
      });
    } catch (addError) {
      return codeOf(addError) === USER_REJECTED ? "rejected" : "wrongChain";
    }
  }
  return (await currentChain(provider)) === chainId ? "ok" : "wrongChain";
}

/** The whole connection: account, chain, signature, and the server's answer. */
export async function connectWith(wallet: DiscoveredWallet): Promise<ConnectResult> {
  const { provider } = wallet;
  try {
    const accounts = (await provider.request({ method: "eth_requestAccounts" })) as string[];
    const address = accounts?.[0];
    if (!address) return { ok: false, reason: "noAccount", message: WALLET_TEXT.noAccount };
    const issued = await api("POST /api/user/wallet/nonce", { body: { address } });
    if (!issued.ok) return { ok: false, reason: "server", message: issued.message };
    const { chainId, message } = issued.data;
    const chain = await ensureChain(provider, chainId);
    if (chain === "rejected") return { ok: false, reason: "rejected", message: WALLET_TEXT.switchRejected };
    if (chain === "wrongChain") return { ok: false, reason: "wrongChain", message: WALLET_TEXT.wrongChain };
    if (!message) return { ok: false, reason: "failed", message: WALLET_TEXT.failed };
    const signature = (await provider.request({ method: "personal_sign", params: [utf8Hex(message), address] })) as `0x${string}`;
    const saved = await api("POST /api/user/updateWalletInfo", { body: { message, signature, walletType: wallet.walletType } });
    if (!saved.ok) return { ok: false, reason: "server", message: saved.message };
    return { ok: true, data: saved.data };
  } catch (error) {
    if (codeOf(error) === USER_REJECTED) return { ok: false, reason: "rejected", message: WALLET_TEXT.rejected };
    return { ok: false, reason: "failed", message: WALLET_TEXT.failed };
  }
}
