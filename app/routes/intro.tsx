// /intro (and /m/intro): what the service is, how sharing earns, the published reward formulas
// beside the live figures of the current season, the token's and the NFTs' roles (#whitepaper),
// and the guides. Read from the server: the missions in force and the season (docs/product/site.md §6).
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { LISTS_TAG, SITE_TAG } from "../../core/cache-tags";
import { CURATION_TOP_LIST_SIZE, formatTokens, VIEW_REWARD_SECONDS, VIEW_TICKETS_DAILY_CAP } from "../../core/curation";
import type { Text } from "../../core/i18n";
import { MISSION_LABELS } from "../../core/missions";
import { UPLOAD_NFT_BONUS, UPLOAD_PLAN_DAILY } from "../../core/upload-quota";
import { CURATION_GUIDE_TEXT as CG } from "../features/curation/text";
import { INTRO_TEXT as I } from "../features/intro/text";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useLanguage, useT } from "../lib/i18n";
import { metaContext, titleOf } from "../lib/meta";
import { useRootData, type LoaderArgs, type PageHandle } from "../lib/viewer";
import type { SeasonStatus } from "../../server/modules/curation/types";
import "../styles/curation.css";
import "../styles/intro.css";

/** Members see the same page as visitors: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

/** The chain members of the live site see (docs/product/wallet.md §1). */
const KAIA_MAIN_CHAIN_ID = 8217;

export async function loader({ context }: LoaderArgs) {
  // Missions and seasons change with operators' writes; votes with any list change.
  context.cache.tag(SITE_TAG, LISTS_TAG);
  const [guide, figures] = await Promise.all([context.services.rewards.guide(), context.services.curation.figures()]);
  return { policies: guide.policies, figures };
}

export const meta: MetaFunction = ({ matches }) => {
  const { language, siteName } = metaContext(matches);
  return [
    { title: titleOf(matches, I.heading, { site: siteName }) },
    { name: "description", content: language === "en" ? I.description.en : I.description.ko },
  ];
};

const STATUS_TEXT: Record<SeasonStatus, Text> = {
  scheduled: I.statusScheduled,
  running: I.statusRunning,
  ended: I.statusEnded,
  settled: I.statusSettled,
};

export default function IntroPage() {
  const { policies, figures } = useLoaderData<typeof loader>();
  const { siteName } = useRootData();
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const mobile = useIsMobile();
  const link = useLinkTo();
  const season = figures.season;
  const sections = [
    { id: "what", title: I.whatHeading },
    { id: "earn", title: I.earnHeading },
    { id: "season", title: I.seasonHeading },
    { id: "formulas", title: I.formulaHeading },
    { id: "whitepaper", title: I.whitepaperHeading },
  ];
  return (
    <div className={mobile ? "m-container intro-page" : "container intro-page"}>
      <header className="intro-hero">
        <p className="intro-eyebrow">{t(I.eyebrow)}</p>
        <h1>{t(I.hero)}</h1>
        <p className="intro-lead">{t(I.heroLead, { site: siteName })}</p>
        <div className="intro-actions">
          <Link to={link("/upload")} className="btn btn-blue">
            {t(I.startWriting)}
          </Link>
          <a href="#whitepaper" className="btn btn-blue-outline">
            {t(I.readWhitepaper)}
          </a>
        </div>
      </header>

      <nav className="intro-toc" aria-label={t(I.toc)}>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{t(s.title)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section id="what" className="intro-section">
        <h2>{t(I.whatHeading)}</h2>
        <div className="intro-cards">
          <article>
            <h3>{t(I.whatWrite)}</h3>
            <p>{t(I.whatWriteBody)}</p>
          </article>
          <article>
            <h3>{t(I.whatRead)}</h3>
            <p>{t(I.whatReadBody)}</p>
          </article>
          <article>
            <h3>{t(I.whatCurate)}</h3>
            <p>{t(I.whatCurateBody)}</p>
          </article>
        </div>
      </section>

      <section id="earn" className="intro-section">
        <h2>{t(I.earnHeading)}</h2>
        <p>{t(I.earnLead)}</p>
        <div className="intro-cards reward">
          <article>
            <h3>{t(I.pointsTitle)}</h3>
            <p>{t(I.pointsBody)}</p>
          </article>
          <article>
            <h3>{t(I.ticketsTitle)}</h3>
            <p>{t(I.ticketsBody, { seconds: VIEW_REWARD_SECONDS, cap: VIEW_TICKETS_DAILY_CAP })}</p>
          </article>
          <article>
            <h3>{t(I.tokenTitle)}</h3>
            <p>{t(I.tokenBody)}</p>
          </article>
        </div>
        <h3>{t(I.missionTable)}</h3>
        {policies.length ? (
          <table className="intro-table">
            <thead>
              <tr>
                <th scope="col">{t(I.mission)}</th>
                <th scope="col" className="num">
                  {t(I.perTime)}
                </th>
                <th scope="col" className="num">
                  {t(I.perDay)}
                </th>
              </tr>
            </thead>
            <tbody>
              {policies.map((p) => (
                <tr key={p.action}>
                  <td>{t(MISSION_LABELS[p.action])}</td>
                  <td className="num">{p.points.toLocaleString("ko-KR")}P</td>
                  <td className="num">{t(I.times, { n: p.limit })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t(I.noMissions)}</p>
        )}
        <p>
          <Link to={link("/guide/reward-intro")} className="text-link">
            {t(I.seeRewardGuide)} →
          </Link>
        </p>
      </section>

      <section id="season" className="intro-section" aria-live="polite">
        <h2>
          {t(I.seasonHeading)} <span className="intro-live">{t(I.seasonLive)}</span>
        </h2>
        {season ? (
          <div className="intro-season" data-testid="intro-season">
            <div className="intro-season-head">
              <strong>{season.title}</strong>
              <span className={`intro-status ${season.status}`}>{t(STATUS_TEXT[season.status])}</span>
            </div>
            <p className="muted">
              {t(I.seasonPeriod)}: {format.date(season.startDate)} ~ {format.date(season.endDate)} · {t(I.walletDeadline)}:{" "}
              {format.date(season.walletDeadline)}
            </p>
            <dl className="intro-figures">
              <div className="pool">
                <dt>{t(I.writerPool)}</dt>
                <dd>{t(I.tokenUnit, { amount: formatTokens(season.writerPool, language) })}</dd>
              </div>
              <div className="pool">
                <dt>{t(I.curatorPool)}</dt>
                <dd>{t(I.tokenUnit, { amount: formatTokens(season.curatorPool, language) })}</dd>
              </div>
              <div>
                <dt>{t(I.votedPosts)}</dt>
                <dd data-testid="intro-posts">{format.count(figures.posts)}</dd>
              </div>
              <div>
                <dt>{t(I.curators)}</dt>
                <dd data-testid="intro-curators">{format.count(figures.curators)}</dd>
              </div>
              <div>
                <dt>{t(I.votes)}</dt>
                <dd data-testid="intro-votes">{format.count(figures.votes)}</dd>
              </div>
            </dl>
            <Link to={link("/curation")} className="btn btn-blue-outline">
              {t(I.seeBoard)}
            </Link>
          </div>
        ) : (
          <p className="intro-empty">{t(I.seasonNone)}</p>
        )}
      </section>

      <section id="formulas" className="intro-section guide">
        <h2>{t(I.formulaHeading)}</h2>
        <p>{t(I.formulaLead)}</p>
        <h3>{t(I.writerTitle)}</h3>
        <p className="formula">{t(CG.writerFormula)}</p>
        <h3>{t(I.curatorTitle)}</h3>
        <p>{t(I.topList, { top: CURATION_TOP_LIST_SIZE })}</p>
        <p className="formula">
          {t(CG.weightFormula)}
          <br />
          {t(CG.curatorFormula)}
        </p>
        <p>{t(CG.example)}</p>
        <p>{t(I.units)}</p>
        <p>
          <Link to={link("/curation-guide")} className="text-link">
            {t(I.seeCurationGuide)} →
          </Link>
        </p>
      </section>

      <section id="whitepaper" className="intro-section intro-whitepaper">
        <h2>{t(I.whitepaperHeading)}</h2>
        <p>{t(I.whitepaperLead, { site: siteName, chainId: KAIA_MAIN_CHAIN_ID })}</p>
        <div className="intro-cards">
          <article>
            <h3>{t(I.tokenRoleTitle)}</h3>
            <p>{t(I.tokenRole1)}</p>
            <p>{t(I.tokenRole2)}</p>
          </article>
          <article>
            <h3>{t(I.pfpRoleTitle)}</h3>
            <p>{t(I.pfpRole)}</p>
          </article>
          <article>
            <h3>{t(I.passRoleTitle)}</h3>
            <p>{t(I.passRole, { g: UPLOAD_PLAN_DAILY.G, p: UPLOAD_PLAN_DAILY.P, bonus: UPLOAD_NFT_BONUS })}</p>
          </article>
        </div>
        <h3>{t(I.principlesTitle)}</h3>
        <ul>
          <li>{t(I.principle1)}</li>
          <li>{t(I.principle2)}</li>
        </ul>
        <p>
          <Link to={link("/mypage/wallet")} className="text-link">
            {t(I.walletLink)} →
          </Link>
        </p>
      </section>

      <section className="intro-section">
        <h2>{t(I.guidesHeading)}</h2>
        <ul className="intro-guides">
          <li>
            <Link to={link("/guide/reward-intro")}>
              <strong>{t(I.guideReward)}</strong>
              <span>{t(I.guideRewardBody)}</span>
            </Link>
          </li>
          <li>
            <Link to={link("/curation-guide")}>
              <strong>{t(I.guideCuration)}</strong>
              <span>{t(I.guideCurationBody)}</span>
            </Link>
          </li>
          <li>
            <Link to={link("/faq")}>
              <strong>{t(I.guideFaq)}</strong>
              <span>{t(I.guideFaqBody)}</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
