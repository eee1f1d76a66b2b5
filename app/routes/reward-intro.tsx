// /guide/reward-intro: how points are earned, in plain words, with the figures of the
// active mission policies and promotions read from the server (so the page never disagrees
// with what is paid).
import { SITE_TAG } from "../../core/cache-tags";
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { AI_BRIEFING_PROMOTION, MISSION_LABELS } from "../../core/missions";
import { UPLOAD_NFT_BONUS, UPLOAD_PLAN_DAILY } from "../../core/upload-quota";
import { USAGE_REASON_REWARD_POINTS } from "../../core/usage-reason";
import { REWARD_GUIDE_TEXT as G } from "../features/reward/text";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { metaContext, titleOf } from "../lib/meta";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import "../styles/reward.css";

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ context }: LoaderArgs) {
  context.cache.tag(SITE_TAG);
  return context.services.rewards.guide();
}

export const meta: MetaFunction = ({ matches }) => [
  { title: titleOf(matches, G.heading) },
  { name: "description", content: metaContext(matches).language === "en" ? G.description.en : G.description.ko },
];

export default function RewardIntro() {
  const { policies, promotions } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  const mobile = useIsMobile();
  const link = useLinkTo();
  return (
    <div className={mobile ? "m-container" : "container"}>
      <article className="reward-guide">
        <h1 className="page-heading">{t(G.heading)}</h1>
        <p>
          {t(G.introBefore)}
          <strong>{t(G.introPoints)}</strong>
          {t(G.introAfter)}
          <Link to={link("/mypage/reward")}>{t(G.introLink)}</Link>
          {t(G.introEnd)}
        </p>

        <h2>{t(G.dailyHeading)}</h2>
        <p>{t(G.dailyLead)}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t(G.mission)}</th>
              <th scope="col" className="num">
                {t(G.perTime)}
              </th>
              <th scope="col" className="num">
                {t(G.perDay)}
              </th>
            </tr>
          </thead>
          <tbody>
            {policies.map((p) => (
              <tr key={p.action}>
                <td>{t(MISSION_LABELS[p.action])}</td>
                <td className="num">{p.points.toLocaleString("ko-KR")}P</td>
                <td className="num">{t(G.times, { n: p.limit })}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul>
          <li>{t(G.ruleAttendance)}</li>
          <li>{t(G.ruleView)}</li>
          <li>{t(G.ruleOwn)}</li>
          <li>{t(G.ruleInactive)}</li>
        </ul>

        <h2>{t(G.onceHeading)}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t(G.reward)}</th>
              <th scope="col" className="num">
                {t(G.points)}
              </th>
              <th scope="col">{t(G.when)}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t(G.survey)}</td>
              <td className="num">{USAGE_REASON_REWARD_POINTS.toLocaleString("ko-KR")}P</td>
              <td>{t(G.always)}</td>
            </tr>
            {promotions.map((p) => (
              <tr key={p.code}>
                <td>
                  {/* A promotion's title is stored in Korean; the one the product seeds has both. */}
                  {p.code === AI_BRIEFING_PROMOTION.code ? t(AI_BRIEFING_PROMOTION.title) : p.title}
                  {p.open ? t(G.open) : ""}
                </td>
                <td className="num">{p.points.toLocaleString("ko-KR")}P</td>
                <td>
                  {format.date(p.startsAt)} ~ {format.date(new Date(new Date(p.endsAt).getTime() - 1))}
                  {t(G.oncePerMember)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2>{t(G.uploadHeading)}</h2>
        <p>{t(G.upload, { g: UPLOAD_PLAN_DAILY.G, p: UPLOAD_PLAN_DAILY.P, nft: UPLOAD_NFT_BONUS })}</p>

        <h2>{t(G.curationHeading)}</h2>
        <p>{t(G.curation)}</p>
      </article>
    </div>
  );
}
