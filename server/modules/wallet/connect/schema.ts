// Wallet connection contracts (docs/product/wallet.md §3–4, decision 0152): a one-time value to
// sign, the signed message that connects the wallet, and disconnecting it. Members only.
import { z } from "zod";
import { describes } from "../../../lib/schemas";
import { defineRoute } from "../../route";
import type { ConnectedWallet, IssuedNonce } from "./service";

const tags = ["wallet"];

const issuedNonce = describes<IssuedNonce>()(
  z.object({
    nonce: z.string(),
    chainId: z.number(),
    domain: z.string(),
    uri: z.string(),
    issuedAt: z.string(),
    expiresAt: z.string(),
    message: z.string().nullable(),
  }),
);

const connectedWallet = describes<ConnectedWallet>()(
  z.object({
    walletType: z.string(),
    walletAddress: z.string(),
    walletDeleteYn: z.literal("N"),
    chainId: z.number(),
    verification: z.enum(["chain", "local", "kaia-recover"]),
  }),
);

export const walletConnectApi = {
  nonce: defineRoute({
    method: "POST",
    path: "/api/user/wallet/nonce",
    access: "member",
    // A sign-in challenge for the wallet; nothing shows it.
    changes: "nothing",
    tags,
    summary: "지갑 연결용 일회용 값 발급 (5분 유효; address 를 주면 서명할 메시지도 함께)",
    body: z.object({ address: z.string().max(64).optional() }),
    response: issuedNonce,
  }),
  update: defineRoute({
    method: "POST",
    path: "/api/user/updateWalletInfo",
    access: "member",
    reauth: true,
    changes: "everything",
    tags,
    summary: "지갑 연결 (EIP-4361 서명 메시지와 서명; 한 회원에 한 지갑, 한 지갑에 한 회원)",
    body: z.object({
      message: z.string().min(1).max(4000),
      signature: z
        .string()
        .regex(/^0x[0-9a-fA-F]+$/)
        .max(20_000) as z.ZodType<`0x${string}`>,
      walletType: z.string().max(60).default("other"),
    }),
    response: connectedWallet,
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/user/deleteWalletInfo",
    access: "member",
    reauth: true,
    changes: "everything",
    tags,
    summary: "지갑 연결 해제 (walletDeleteYn = Y)",
    response: z.object({ walletDeleteYn: z.literal("Y") }),
  }),
};
