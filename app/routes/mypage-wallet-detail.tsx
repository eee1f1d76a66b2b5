// /mypage/wallet/detail (+ /m): the member's wallet — address, network, token balance — and
// their curation rewards as tokens: claimable (claim button), paid (with the transaction on
// the explorer) and expired (docs/product/wallet.md §8, §9). Claims write through this page's action.
import { data, Link, useFetcher, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { useEffect } from "react";
import { formatTokens } from "../../core/curation";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import type { RewardPayoutItem } from "../../server/modules/wallet/payout/service";
import { seoulDate } from "../features/curation/board";
import { RewardReviewBadge } from "../features/curation/reward-review";
import { useReauthRetry } from "../features/two-factor/use-reauth-retry";
import { WALLET_DETAIL_TEXT as TX } from "../features/wallet-payout/text";
import { useIsMobile } from "../lib/device";
import { useLanguage, useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/wallet-detail.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  return context.services.walletPayout.detail(context.viewer.userNo);
}

export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/curation/reward/:id/claim", input, tools));
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

function ClaimButton({ reward }: { reward: RewardPayoutItem }) {
  const t = useT();
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const refusal = fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? fetcher.data.message : null;
  useReauthRetry(fetcher, () => void fetcher.submit({ id: String(reward.entryId) }, { method: "post" }));
  return (
    <fetcher.Form method="post" className="wallet-claim">
      <input type="hidden" name="id" value={reward.entryId} />
      <button type="submit" className="btn btn-blue btn-sm" disabled={busy} data-testid={`claim-${reward.entryId}`}>
        {busy ? t(TX.claiming) : t(TX.claim)}
      </button>
      {refusal ? (
        <span className="wallet-claim-error" role="alert">
          {refusal}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

function RewardLine({ reward, children }: { reward: RewardPayoutItem; children?: React.ReactNode }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className="wallet-reward" data-testid={`reward-${reward.entryId}`} data-status={reward.status}>
      <div className="wallet-reward-what">
        <strong>{reward.seasonTitle ?? "-"}</strong>
        <span className="muted">{t(reward.kind === "writer" ? TX.writer : TX.curator)}</span>
      </div>
      <strong className="wallet-reward-amount">{t(TX.tokens, { amount: formatTokens(reward.amount, language) })}</strong>
      <div className="wallet-reward-state">{children}</div>
    </li>
  );
}

export default function MypageWalletDetail() {
  const detail = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const revalidator = useRevalidator();
  // The wallet overview has no phone version yet (docs/product/wallet.md §9): both go to it.
  const base = "/mypage/wallet";
  const claimable = detail.rewards.filter((r) =>
    ["claimable", "needs_wallet", "needs_verification", "unavailable", "paying", "failed", "held"].includes(r.status),
  );
  const paid = detail.rewards.filter((r) => r.status === "paid");
  const expired = detail.rewards.filter((r) => r.status === "expired" || r.status === "voided");
  const inFlight = detail.rewards.some((r) => r.status === "paying");
  // A claimed reward is paid by the payout job within seconds; look again until it is.
  useEffect(() => {
    if (!inFlight) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), 2000);
    return () => window.clearTimeout(timer);
  }, [inFlight, revalidator]);

  return (
    <div className={mobile ? "wallet-detail m-wallet-detail" : "wallet-detail"}>
      <h1 className="page-heading">{t(TX.heading)}</h1>
      {detail.wallet ? (
        <section className="wallet-card wallet-facts" aria-label={t(TX.heading)}>
          <dl>
            <div>
              <dt>{t(TX.address)}</dt>
              <dd className="wallet-address" data-testid="wallet-address">
                {detail.wallet.address}
              </dd>
            </div>
            <div>
              <dt>{t(TX.network)}</dt>
              <dd>
                {detail.wallet.network} ({detail.wallet.chainId})
              </dd>
            </div>
            <div>
              <dt>{t(TX.balance)}</dt>
              <dd data-testid="wallet-balance">{detail.balance ? t(TX.tokens, { amount: detail.balance.text }) : t(TX.balanceUnknown)}</dd>
            </div>
          </dl>
          <Link to={base} className="btn btn-white btn-sm">
            {t(TX.disconnect)}
          </Link>
        </section>
      ) : (
        <section className="wallet-card wallet-empty">
          <p>{t(TX.noWallet)}</p>
          <p className="muted">{t(TX.noWalletHint)}</p>
          <Link to={base} className="btn btn-blue">
            {t(TX.connect)}
          </Link>
        </section>
      )}

      {!detail.payoutsAvailable ? (
        <p className="wallet-notice" role="status" data-testid="payouts-unavailable">
          {t(TX.unavailable)}
        </p>
      ) : null}

      <section className="wallet-card" aria-label={t(TX.claimable)}>
        <h2 className="wallet-card-title">{t(TX.claimable)}</h2>
        {claimable.length === 0 ? (
          <p className="muted">{t(TX.noneClaimable)}</p>
        ) : (
          <ul className="wallet-rewards">
            {claimable.map((r) => (
              <RewardLine key={r.entryId} reward={r}>
                {r.walletDeadline ? <span className="muted">{t(TX.deadline, { date: seoulDate(r.walletDeadline) })}</span> : null}
                {r.status === "claimable" ? <ClaimButton reward={r} /> : null}
                {r.status === "paying" ? <span className="wallet-badge paying">{t(TX.claiming)}</span> : null}
                {r.status === "failed" ? <span className="wallet-badge failed">{t(TX.failed)}</span> : null}
                {r.status === "needs_wallet" ? (
                  <Link to={base} className="btn btn-blue-outline btn-sm">
                    {t(TX.needsWallet)}
                  </Link>
                ) : null}
                {r.status === "needs_verification" ? (
                  <Link to={mobile ? "/m/mypage/verification" : "/mypage/verification"} className="btn btn-blue-outline btn-sm">
                    {t(TX.needsVerification)}
                  </Link>
                ) : null}
                <RewardReviewBadge entryId={r.entryId} review={r.review} />
              </RewardLine>
            ))}
          </ul>
        )}
      </section>

      <section className="wallet-card" aria-label={t(TX.paid)}>
        <h2 className="wallet-card-title">{t(TX.paid)}</h2>
        {paid.length === 0 ? (
          <p className="muted">{t(TX.nonePaid)}</p>
        ) : (
          <ul className="wallet-rewards">
            {paid.map((r) => (
              <RewardLine key={r.entryId} reward={r}>
                {r.payout?.paidAt ? <span className="muted">{t(TX.paidOn, { date: seoulDate(r.payout.paidAt) })}</span> : null}
                {r.payout?.explorerUrl ? (
                  <a href={r.payout.explorerUrl} target="_blank" rel="noopener noreferrer" className="wallet-tx" data-testid="tx-link">
                    {t(TX.viewTx)}
                  </a>
                ) : null}
              </RewardLine>
            ))}
          </ul>
        )}
      </section>

      <section className="wallet-card" aria-label={t(TX.expired)}>
        <h2 className="wallet-card-title">{t(TX.expired)}</h2>
        {expired.length === 0 ? (
          <p className="muted">{t(TX.noneExpired)}</p>
        ) : (
          <ul className="wallet-rewards">
            {expired.map((r) => (
              <RewardLine key={r.entryId} reward={r}>
                {r.status === "voided" ? (
                  <RewardReviewBadge entryId={r.entryId} review={r.review} />
                ) : r.walletDeadline ? (
                  <span className="muted">{t(TX.expiredOn, { date: seoulDate(r.walletDeadline) })}</span>
                ) : null}
              </RewardLine>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
