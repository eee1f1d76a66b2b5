// /mypage/wallet (+ /m): the wallet overview (docs/product/wallet.md §3, §4, §9). Without a
// connected wallet: what a wallet gives and the installed wallets to connect with. With one: its
// address (copyable), network and kind, the links to the wallet detail and NFT pages, and
// disconnecting after a confirmation.
import { useEffect, useState } from "react";
import { data, Link, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { shortAddress } from "../../core/wallet-connect";
import { useUi } from "../components/ui/ui-provider";
import { connectWith, discoverWallets, KAIA_WALLET_INSTALL_URL, networkName, type DiscoveredWallet } from "../features/wallet/connect";
import { WALLET_TEXT, WALLET_TYPE_NAMES } from "../features/wallet/text";
import { api } from "../lib/api";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useT, type Showable } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/profile.css";
import "../styles/wallet.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return context.services.wallet.overview(context.viewer.userNo);
}

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, WALLET_TEXT.heading);

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "error"; message: Showable };

export default function MypageWallet() {
  const wallet = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const connected = wallet.walletDeleteYn === "N" && wallet.walletAddress;
  return (
    <div className={mobile ? "wallet-page m-wallet" : "wallet-page"}>
      <h1 className="page-heading">{t(WALLET_TEXT.heading)}</h1>
      {connected ? (
        <ConnectedWallet address={wallet.walletAddress!} walletType={wallet.walletType ?? "other"} chainId={wallet.chainId} />
      ) : (
        <ConnectPanel chainId={wallet.chainId} previous={wallet.walletDeleteYn === "Y" ? wallet.walletAddress : null} />
      )}
    </div>
  );
}

function ConnectPanel({ chainId, previous }: { chainId: number; previous: string | null }) {
  const t = useT();
  const { toast } = useUi();
  const revalidator = useRevalidator();
  const [wallets, setWallets] = useState<DiscoveredWallet[] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useEffect(() => {
    let live = true;
    void discoverWallets().then((found) => live && setWallets(found));
    return () => {
      live = false;
    };
  }, []);

  async function connect(wallet: DiscoveredWallet) {
    setStatus({ kind: "busy" });
    const result = await connectWith(wallet);
    if (result.ok) {
      setStatus({ kind: "idle" });
      toast(WALLET_TEXT.connected, "blue");
      await revalidator.revalidate();
      return;
    }
    setStatus({ kind: "error", message: result.message });
  }

  return (
    <>
      <section className="settings-card wallet-intro" aria-labelledby="wallet-intro-title">
        <h2 id="wallet-intro-title">{t(WALLET_TEXT.introTitle)}</h2>
        <ul className="wallet-benefits">
          <li>
            <span className="wallet-benefit-mark ring" aria-hidden="true" />
            {t(WALLET_TEXT.benefitRing)}
          </li>
          <li>
            <span className="wallet-benefit-mark upload" aria-hidden="true" />
            {t(WALLET_TEXT.benefitUpload)}
          </li>
          <li>
            <span className="wallet-benefit-mark payout" aria-hidden="true" />
            {t(WALLET_TEXT.benefitPayout)}
          </li>
        </ul>
        {previous ? <p className="wallet-note">{t(WALLET_TEXT.previouslyDisconnected, { address: shortAddress(previous) })}</p> : null}
      </section>

      <section className="settings-card" aria-labelledby="wallet-choose-title">
        <h2 id="wallet-choose-title">{t(WALLET_TEXT.chooseWallet)}</h2>
        <p className="wallet-note">
          {t(WALLET_TEXT.network)}: {networkName(chainId)} ({chainId})
        </p>
        {wallets === null ? (
          <p className="wallet-note" role="status">
            {t(WALLET_TEXT.searching)}
          </p>
        ) : wallets.length === 0 ? (
          <div className="wallet-none" role="status">
            <p>{t(WALLET_TEXT.noWalletFound)}</p>
            <a className="btn btn-blue" href={KAIA_WALLET_INSTALL_URL} target="_blank" rel="noopener noreferrer">
              {t(WALLET_TEXT.installKaia)}
            </a>
          </div>
        ) : (
          <ul className="wallet-choices">
            {wallets.map((w) => (
              <li key={w.id}>
                <button
                  type="button"
                  className="wallet-choice"
                  disabled={status.kind === "busy"}
                  onClick={() => void connect(w)}
                  aria-label={t(WALLET_TEXT.connectWith, { name: w.name })}
                >
                  {w.icon ? <img src={w.icon} alt="" width={32} height={32} /> : <span className="wallet-choice-icon" aria-hidden="true" />}
                  <span className="wallet-choice-name">{w.name}</span>
                  <span className="wallet-choice-action">{t(WALLET_TEXT.connectWith, { name: "" }).trim()}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {status.kind === "busy" ? (
          <p className="wallet-note" role="status">
            {t(WALLET_TEXT.connecting)}
          </p>
        ) : null}
        {status.kind === "error" ? (
          <p className="wallet-error" role="alert">
            {t(status.message, { chainId })}
          </p>
        ) : null}
      </section>
    </>
  );
}

function ConnectedWallet({ address, walletType, chainId }: { address: string; walletType: string; chainId: number }) {
  const t = useT();
  const { toast, openModal } = useUi();
  const revalidator = useRevalidator();
  const linkTo = useLinkTo();

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast(WALLET_TEXT.copied, "blue");
    } catch {
      // Clipboard refused (insecure origin, permissions): the full address is on the page to select.
    }
  }

  function confirmDisconnect() {
    openModal({
      id: "modalWalletDisconnect",
      title: WALLET_TEXT.disconnectTitle,
      body: WALLET_TEXT.disconnectBody,
      size: "small",
      buttons: [
        { label: WALLET_TEXT.cancel, style: "white" },
        {
          label: WALLET_TEXT.disconnect,
          style: "red",
          onClick: () => {
            void (async () => {
              const res = await api("DELETE /api/user/deleteWalletInfo");
              if (!res.ok) {
                toast(res.message);
                return;
              }
              toast(WALLET_TEXT.disconnected, "blue");
              await revalidator.revalidate();
            })();
          },
        },
      ],
    });
  }

  return (
    <section className="settings-card wallet-connected" aria-labelledby="wallet-connected-title">
      <div className="settings-card-head">
        <h2 id="wallet-connected-title">{t(WALLET_TEXT.connectedTitle)}</h2>
        <span className="wallet-badge">{networkName(chainId)}</span>
      </div>
      <dl className="wallet-facts">
        <div>
          <dt>{t(WALLET_TEXT.address)}</dt>
          <dd>
            <code className="wallet-address" title={address} data-testid="wallet-address">
              {shortAddress(address)}
            </code>
            <button type="button" className="btn btn-sm" onClick={() => void copy()}>
              {t(WALLET_TEXT.copy)}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t(WALLET_TEXT.network)}</dt>
          <dd>
            {networkName(chainId)} ({chainId})
          </dd>
        </div>
        <div>
          <dt>{t(WALLET_TEXT.walletType)}</dt>
          <dd>{WALLET_TYPE_NAMES[walletType] ?? walletType}</dd>
        </div>
      </dl>
      <div className="wallet-actions">
        <Link to={linkTo("/mypage/wallet/detail")} className="btn btn-blue-outline">
          {t(WALLET_TEXT.detailLink)}
        </Link>
        <Link to={linkTo("/mypage/wallet/nft-list")} className="btn btn-blue-outline">
          {t(WALLET_TEXT.nftLink)}
        </Link>
        <button type="button" className="btn wallet-disconnect" onClick={confirmDisconnect}>
          {t(WALLET_TEXT.disconnect)}
        </button>
      </div>
    </section>
  );
}
