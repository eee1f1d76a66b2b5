// A browser wallet for journeys: an EIP-1193 provider injected into a playwright page, announced
// through EIP-6963 (and optionally as window.ethereum / window.klaytn), whose key stays on the
// Node side (viem local account). The page sees a wallet; the test holds the key.
//
//   const wallet = await installTestWallet(page, { chainId: 8217 });
//   await page.goto(url);               // install BEFORE the first navigation (init script)
//   wallet.address                      // checksummed address of the key
//   wallet.rejectNext("personal_sign")  // the next call of that method fails with 4001 (user rejected)
//   wallet.calls                        // every method the page asked for, in order
//
// Options (all optional):
//   privateKey     0x… key; default a fresh random one
//   chainId        the chain the wallet starts on (default 8217); wallet_switchEthereumChain
//                  moves it to any chain in `knownChains` (default: the start chain and 8217),
//                  an unknown chain fails with 4902 until wallet_addEthereumChain adds it
//   rpcUrl         JSON-RPC endpoint (e.g. anvil from tests/support/chain.ts) for any other method
//   info           EIP-6963 info: { name, rdns, icon, uuid } (default "Test Wallet", "test.nanumteo.wallet")
//   windowEthereum also set window.ethereum (default false)
//   windowKlaytn   also set window.klaytn, flagged isKaikas (default false)
//   announce       announce through EIP-6963 (default true)
//
// Answered on the Node side: eth_requestAccounts, eth_accounts, eth_chainId, net_version,
// personal_sign (hex or plain text, either parameter order), wallet_switchEthereumChain (emits
// chainChanged), wallet_addEthereumChain. Anything else (eth_call, eth_getBalance, …) goes to
// rpcUrl, or fails with 4200 (unsupported method) without one. Typed-data signing and sending
// transactions from the page are not supported.
import type { Page } from "playwright-core";
import { isHex, type Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

export interface TestWalletOptions {
  privateKey?: Hex;
  chainId?: number;
  knownChains?: number[];
  rpcUrl?: string;
  info?: { name?: string; rdns?: string; icon?: string; uuid?: string };
  windowEthereum?: boolean;
  windowKlaytn?: boolean;
  announce?: boolean;
}

export interface TestWallet {
  account: PrivateKeyAccount;
  address: `0x${string}`;
  /** The chain the wallet is on now. */
  chainId(): number;
  /** Methods the page called, in order. */
  calls: string[];
  /** The next call of `method` fails as if the member pressed "Reject" (EIP-1193 code 4001). */
  rejectNext(method: string): void;
}

interface RpcFailure {
  error: { code: number; message: string };
}

const DEFAULT_ICON =
  "data:image/svg+xml;base64," +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6feb"/><path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#1f6feb"/></svg>',
  ).toString("base64");

let installed = 0;

export async function installTestWallet(page: Page, options: TestWalletOptions = {}): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey ?? generatePrivateKey());
  let chainId = options.chainId ?? 8217;
  const known = new Set([chainId, 8217, ...(options.knownChains ?? [])]);
  const rejecting = new Set<string>();
  const calls: string[] = [];
  const binding = `__testWallet${installed++}`;

  const fail = (code: number, message: string): RpcFailure => ({ error: { code, message } });

  async function forward(method: string, params: unknown): Promise<unknown> {
    if (!options.rpcUrl) return fail(4200, `test wallet: ${method} is not supported`);
    const res = await fetch(options.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: params ?? [] }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error ? { error: body.error } : { result: body.result };
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    calls.push(method);
    if (rejecting.delete(method)) return fail(4001, "User rejected the request.");
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return { result: [account.address] };
      case "eth_chainId":
        return { result: `0x${chainId.toString(16)}` };
      case "net_version":
        return { result: String(chainId) };
      case "personal_sign": {
        // EIP-1193 order is [message, address]; some callers swap them.
        const [a, b] = params as [string, string];
        const message = typeof a === "string" && a.toLowerCase() === account.address.toLowerCase() ? b : a;
        const raw = isHex(message) ? { raw: message } : message;
        return { result: await account.signMessage({ message: raw }) };
      }
      case "wallet_switchEthereumChain": {
        const target = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
        if (!known.has(target)) return fail(4902, "Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.");
        chainId = target;
        return { result: null, chainChanged: `0x${target.toString(16)}` };
      }
      case "wallet_addEthereumChain": {
        const target = Number.parseInt((params[0] as { chainId: string }).chainId, 16);
        known.add(target);
        chainId = target;
        return { result: null, chainChanged: `0x${target.toString(16)}` };
      }
      default:
        return forward(method, params);
    }
  }

  await page.exposeFunction(binding, (method: string, params: unknown[]) => handle(method, params ?? []));
  const info = {
    uuid: options.info?.uuid ?? "6f2a3c2e-1b2d-4c55-9a3e-0d7e4f5a1b2c",
    name: options.info?.name ?? "Test Wallet",
    icon: options.info?.icon ?? DEFAULT_ICON,
    rdns: options.info?.rdns ?? "test.nanumteo.wallet",
  };
  await page.addInitScript(
    ({ binding, info, windowEthereum, windowKlaytn, announce }) => {
      const listeners = new Map<string, Set<(value: unknown) => void>>();
      const callNode = (window as unknown as Record<string, (m: string, p: unknown) => Promise<unknown>>)[binding]!;
      const provider = {
        isTestWallet: true,
        isKaikas: windowKlaytn,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = (await callNode(method, params ?? [])) as {
            result?: unknown;
            error?: { code: number; message: string };
            chainChanged?: string;
          };
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          if (answer.chainChanged) for (const l of listeners.get("chainChanged") ?? []) l(answer.chainChanged);
          return answer.result;
        },
        on(event: string, listener: (value: unknown) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return provider;
        },
        removeListener(event: string, listener: (value: unknown) => void) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      const w = window as unknown as Record<string, unknown>;
      if (windowEthereum) w.ethereum = provider;
      if (windowKlaytn) w.klaytn = provider;
      if (announce) {
        const detail = Object.freeze({ info: Object.freeze(info), provider });
        const announceIt = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
        window.addEventListener("eip6963:requestProvider", announceIt);
        announceIt();
      }
    },
    {
      binding,
      info,
      windowEthereum: options.windowEthereum ?? false,
      windowKlaytn: options.windowKlaytn ?? false,
      announce: options.announce ?? true,
    },
  );

  return {
    account,
    address: account.address,
    chainId: () => chainId,
    calls,
    rejectNext: (method) => void rejecting.add(method),
  };
}
