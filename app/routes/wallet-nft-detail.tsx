// /mypage/wallet/nft-detail?id= (+ /m): one NFT — image, rarity, attributes — and "set as
// profile picture" / "remove" (docs/product/wallet.md §6). The choice writes through this
// page's action; the loaders run again after it, so the header avatar's ring changes at once.
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { z } from "zod";
import { say } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { NFT_MSG } from "../../core/nft";
import { FormAlert } from "../components/ui/field";
import { NftImage, RarityBadge } from "../features/wallet/nft-parts";
import { NFT_TEXT } from "../features/wallet/nft-text";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { routePrivateMeta } from "../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/wallet-nft.css";

export async function loader({ context, request }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^\d{1,78}$/.test(id)) throw data(say(NFT_MSG.notFound, context.language), { status: 404 });
  return { nft: await context.services.nft.detail(context.viewer.userNo, id) };
}

const WRITES = { set: "POST /api/user/nft/:id/pfp", clear: "DELETE /api/user/nft/pfp" } as const;

/** Set (`intent: "set"` with `id`) or remove (`intent: "clear"`) the profile picture: the same as the API's routes. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => {
    const intent = z.enum(["set", "clear"]).parse(input.intent);
    return context.services.write(WRITES[intent], input, tools);
  });
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

export default function WalletNftDetail() {
  const { nft } = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const choose = useFetcher<typeof action>();
  const pending = choose.state !== "idle";
  const answer = choose.data;
  const done = answer?.ok ? (answer.data.isPFP ? NFT_TEXT.pfpSet : NFT_TEXT.pfpCleared) : null;

  return (
    <div className={mobile ? "nft-page m-nft-page" : "nft-page"}>
      <Link to={`${mobile ? "/m" : ""}/mypage/wallet/nft-list`} className="nft-back">
        ‹ {t(NFT_TEXT.backToList)}
      </Link>
      <h1 className="page-heading">{t(NFT_TEXT.detailHeading)}</h1>
      <article className="nft-detail" data-testid="nft-detail">
        <NftImage src={nft.image} name={nft.name} />
        <div className="nft-detail-body">
          <div className="nft-card-badges">
            <RarityBadge rarity={nft.rarity} />
            {nft.isPFP ? <span className="nft-pfp-badge">{t(NFT_TEXT.pfpBadge)}</span> : null}
          </div>
          <h2 className="nft-detail-name">{nft.name}</h2>
          <dl className="nft-attributes">
            <div>
              <dt>{t(NFT_TEXT.tokenId)}</dt>
              <dd>#{nft.id}</dd>
            </div>
            {nft.attributes.map((a) => (
              <div key={a.trait}>
                <dt>{a.trait}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
          <p className="nft-hint">{t(NFT_TEXT.ringHint)}</p>
          {!nft.owned ? (
            <p className="nft-hint" role="status">
              {t(NFT_TEXT.notOwned)}
            </p>
          ) : (
            <choose.Form method="post" className="nft-actions">
              <input type="hidden" name="id" value={nft.id} />
              {nft.isPFP ? (
                <button type="submit" name="intent" value="clear" className="btn btn-blue-outline" disabled={pending}>
                  {t(NFT_TEXT.clearPfp)}
                </button>
              ) : (
                <button type="submit" name="intent" value="set" className="btn btn-blue" disabled={pending}>
                  {t(NFT_TEXT.setPfp)}
                </button>
              )}
            </choose.Form>
          )}
          <FormAlert
            message={
              pending ? null : answer && !answer.ok ? { tone: "error", text: answer.message } : done ? { tone: "ok", text: done } : null
            }
          />
        </div>
      </article>
    </div>
  );
}
