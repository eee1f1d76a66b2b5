// /curation-reward: the member's curation token rewards per season, with the settlement modals.
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { CurationRewardModals } from "../../features/curation/reward-modals";
import { RewardTable } from "../../features/curation/reward-table";
import { CURATION_TEXT as C } from "../../features/curation/text";
import { useIsMobile, useLinkTo } from "../../lib/device";
import { useT } from "../../lib/i18n";
import { titleOf } from "../../lib/meta";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  return { rewards: context.viewer ? await context.services.curation.rewards(context.viewer.userNo) : null };
}

export const meta: MetaFunction = ({ matches }) => [{ title: titleOf(matches, C.rewardHeading) }];

export default function CurationReward() {
  const { rewards } = useLoaderData<typeof loader>();
  const t = useT();
  const mobile = useIsMobile();
  const link = useLinkTo();
  return (
    <div className={mobile ? "m-container" : "container"} style={{ paddingBottom: 48 }}>
      <h1 className="page-heading">{t(C.rewardHeading)}</h1>
      <p className="page-lead">
        {t(C.rewardLead)}{" "}
        <Link to={link("/curation-guide")} style={{ color: "var(--color-primary)" }}>
          {t(C.seeHow)}
        </Link>
      </p>
      {rewards ? (
        <>
          <CurationRewardModals signedIn mobile={mobile} />
          <RewardTable items={rewards.items} total={rewards.total} mobile={mobile} />
        </>
      ) : (
        <div className="curation-empty">
          {t(C.signInToSee)}
          <div style={{ marginTop: 12 }}>
            <Link to={mobile ? "/m/login?redirect=%2Fm%2Fcuration-reward" : "/login?redirect=%2Fcuration-reward"} className="btn btn-blue">
              {t(C.signIn)}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
