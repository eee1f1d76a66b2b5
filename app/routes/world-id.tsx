// /world-id (+ /m/world-id): proof of personhood with World ID (docs/product/accounts.md §9).
// A signed-in member starts World ID's sign-in here (the same code flow as the other providers,
// in link mode); World ID's return lands on /oauth?sns_type=W, which links the nullifier to the
// member and comes back here. Without World ID configured the page says so and offers nothing
// to press; a visitor is asked to sign in first.
import { useState } from "react";
import { data, Link, useLoaderData, type MetaFunction } from "react-router";
import { VIEW_TICKETS_DAILY_CAP_WORLD_ID } from "../../core/curation";
import { Button } from "../components/ui/button";
import { startLink } from "../features/linking/sign-in-methods";
import { LINKING_TEXT } from "../features/linking/text";
import { WorldIdBadge } from "../features/linking/world-id-badge";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import { pageTitle } from "../route-table";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/linking.css";

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, pageTitle("world-id")!);

export async function loader({ context }: LoaderArgs) {
  const configured = context.services.oauth.worldIdConfigured();
  if (!context.viewer) return data({ configured, signedIn: false as const, worldId: null });
  const connections = await context.services.oauth.connections(context.viewer.userNo);
  return data({ configured, signedIn: true as const, worldId: connections.worldId }, { headers: { "cache-control": "no-store" } });
}

export default function WorldIdPage() {
  const { configured, signedIn, worldId } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const verify = async () => {
    setPending(true);
    setError(null);
    const failed = await startLink("W", mobile);
    if (failed) {
      setPending(false);
      setError(failed);
    }
  };

  return (
    <div className={`${mobile ? "m-container" : "container"} world-id-page`}>
      <h1 className="page-heading">{t(pageTitle("world-id")!)}</h1>
      <div className="world-id-card" data-testid="world-id-card">
        <p>{t(LINKING_TEXT.worldIdLead)}</p>
        <p>{t(LINKING_TEXT.worldIdBenefit, { cap: VIEW_TICKETS_DAILY_CAP_WORLD_ID })}</p>
        {worldId ? (
          <div className="world-id-actions" role="status">
            <WorldIdBadge level={worldId.level} />
            <span>{t(LINKING_TEXT.verified)}</span>
            <span>{t(LINKING_TEXT.verifiedOn, { date: format.date(worldId.verifiedAt) })}</span>
            {worldId.level ? <span>{t(LINKING_TEXT.level, { level: worldId.level })}</span> : null}
          </div>
        ) : !configured ? (
          <p role="status" className="form-alert info">
            {t(LINKING_TEXT.worldIdNotConfigured)}
          </p>
        ) : !signedIn ? (
          <div className="world-id-actions">
            <span>{t(LINKING_TEXT.worldIdSignIn)}</span>
            <Link to={`${linkTo("/login")}?redirect=${encodeURIComponent(linkTo("/world-id"))}`} className="btn btn-blue">
              {t(LINKING_TEXT.toLogin)}
            </Link>
          </div>
        ) : (
          <div className="world-id-actions">
            <Button variant="blue" pending={pending} onClick={() => void verify()}>
              {t(LINKING_TEXT.verify)}
            </Button>
          </div>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {signedIn ? (
          <Link to={linkTo("/mypage/account")} className="text-link">
            {t(LINKING_TEXT.manage)}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
