// The security alerts other modules' facts cause (server/subscribers.ts lists them).
import type { Subscriber } from "../../events/types";
import { sendSecurityAlert } from "./service";

/**
 * A wallet connected, or another address replacing the live one: rewards go there from now on,
 * so the member hears of it (in the wallet's transaction). Signing the same live address again
 * changes nothing and tells nothing.
 */
export const alertWalletChanged: Subscriber<"wallet.connected"> = async ({ ctx, tx }, wallet) => {
  if (wallet.previousAddress && wallet.previousAddress.toLowerCase() === wallet.address.toLowerCase()) return;
  await sendSecurityAlert(ctx, { userNo: wallet.userNo, kind: "walletChanged", detail: wallet.address }, tx);
};
