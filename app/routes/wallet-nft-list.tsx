// /mypage/wallet/nft-list (+ /m): the member's NFTs of the profile-picture collection as a grid
// with a rarity filter (docs/product/wallet.md §5, §9). Without a connected wallet the page
// sends the member to /mypage/wallet; with no NFTs it points to the market.
import { data, Link, useLoaderData, useLocation, type MetaFunction } from "react-router";
import { NFT_RARITIES, type NftRarity } from "../../core/nft";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { NftImage, RarityBadge } from "../features/wallet/nft-parts";
import { NFT_TEXT } from "../features/wallet/nft-text";
import { RARITY_LABEL } from "../../core/nft";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/wallet-nft.css";

export async function loader({ context, request }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const param = new URL(request.url).searchParams.get("rarity");
  const rarity = (NFT_RARITIES as readonly string[]).includes(param ?? "") ? (param as NftRarity) : null;
  const list = await context.services.nft.list(context.viewer.userNo);
  return { ...list, rarity };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function WalletNftList() {
  const { connected, items, rarity, marketUrl } = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const location = useLocation();
  const prefix = mobile ? "/m" : "";
  const shown = rarity ? items.filter((n) => n.rarity === rarity) : items;
  const filterHref = (r: NftRarity | null) => (r ? `${location.pathname}?rarity=${r}` : location.pathname);

  return (
    <div className={mobile ? "nft-page m-nft-page" : "nft-page"}>
      <h1 className="page-heading">{t(NFT_TEXT.listHeading)}</h1>
      {!connected ? (
        <div className="empty-state" data-testid="nft-not-connected">
          <strong>{t(NFT_TEXT.notConnected)}</strong>
          <p>{t(NFT_TEXT.notConnectedHint)}</p>
          <Link to="/mypage/wallet" className="btn btn-blue">
            {t(NFT_TEXT.connect)}
          </Link>
        </div>
      ) : (
        <>
          <nav className="nft-seg" aria-label={t(NFT_TEXT.filter)}>
            {[null, ...NFT_RARITIES].map((r) => (
              <Link
                key={r ?? "all"}
                to={filterHref(r)}
                className={r === rarity ? "nft-seg-item active" : "nft-seg-item"}
                aria-current={r === rarity ? "page" : undefined}
              >
                {r ? t(RARITY_LABEL[r]) : t(NFT_TEXT.all)}
              </Link>
            ))}
          </nav>
          {shown.length === 0 ? (
            <div className="empty-state" data-testid="nft-empty">
              <strong>{t(rarity && items.length > 0 ? NFT_TEXT.emptyFiltered : NFT_TEXT.empty)}</strong>
              <p>{t(NFT_TEXT.emptyHint)}</p>
              {marketUrl ? (
                <a href={marketUrl} target="_blank" rel="noopener noreferrer" className="btn btn-blue-outline">
                  {t(NFT_TEXT.market)}
                </a>
              ) : null}
            </div>
          ) : (
            <ul className="nft-grid" data-testid="nft-grid">
              {shown.map((n) => (
                <li key={n.id}>
                  <Link
                    to={`${prefix}/mypage/wallet/nft-detail?id=${n.id}`}
                    className="nft-card"
                    data-testid="nft-card"
                    data-rarity={n.rarity}
                  >
                    <NftImage src={n.image} name={n.name} />
                    <div className="nft-card-body">
                      <span className="nft-name">{n.name}</span>
                      <span className="nft-card-badges">
                        <RarityBadge rarity={n.rarity} />
                        {n.isPFP ? <span className="nft-pfp-badge">{t(NFT_TEXT.pfpBadge)}</span> : null}
                      </span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
