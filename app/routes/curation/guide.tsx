// /curation-guide: how tickets, votes and the season's rewards work, formulas in plain words.
import { Link, type MetaFunction } from "react-router";
import {
  CURATION_TOP_LIST_SIZE,
  VIEW_REWARD_SECONDS,
  VIEW_TICKETS_DAILY_CAP,
  VIEW_TICKETS_DAILY_CAP_WORLD_ID,
  VIEW_TOKEN_TTL_MS,
} from "../../../core/curation";
import { VIEW_TICKETS_MIN } from "../../../core/trust";
import { CURATION_GUIDE_TEXT as G } from "../../features/curation/text";
import { useIsMobile } from "../../lib/device";
import { useT } from "../../lib/i18n";
import { metaContext, titleOf } from "../../lib/meta";
import "../../styles/curation.css";

export const meta: MetaFunction = ({ matches }) => [
  { title: titleOf(matches, G.heading) },
  { name: "description", content: metaContext(matches).language === "en" ? G.description.en : G.description.ko },
];

export default function CurationGuide() {
  const t = useT();
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "m-container guide" : "container guide"} style={{ maxWidth: 820, paddingBottom: 56 }}>
      <h1 className="page-heading">{t(G.heading)}</h1>
      <p>{t(G.lead)}</p>

      <h2>{t(G.tickets)}</h2>
      <ul>
        <li>{t(G.ticketsRead, { seconds: VIEW_REWARD_SECONDS })}</li>
        <li>{t(G.ticketsCap, { min: VIEW_TICKETS_MIN, cap: VIEW_TICKETS_DAILY_CAP })}</li>
        <li>{t(G.ticketsPage, { minutes: VIEW_TOKEN_TTL_MS / 60_000 })}</li>
        <li>{t(G.ticketsWorldId, { cap: VIEW_TICKETS_DAILY_CAP_WORLD_ID })}</li>
        <li>{t(G.ticketsNot)}</li>
      </ul>

      <h2>{t(G.voting)}</h2>
      <ul>
        <li>{t(G.votingWho)}</li>
        <li>{t(G.votingOnce)}</li>
        <li>{t(G.votingWeight)}</li>
      </ul>

      <h2>{t(G.writers)}</h2>
      <p className="formula">{t(G.writerFormula)}</p>

      <h2>{t(G.curators)}</h2>
      <p>{t(G.curatorTop, { top: CURATION_TOP_LIST_SIZE })}</p>
      <p className="formula">
        {t(G.weightFormula)}
        <br />
        {t(G.curatorFormula)}
      </p>
      <p>{t(G.example)}</p>

      <h2>{t(G.settlement)}</h2>
      <ul>
        <li>{t(G.settleAuto)}</li>
        <li>{t(G.settleUnits)}</li>
        <li>{t(G.settleWallet)}</li>
        <li>{t(G.settlePerson)}</li>
      </ul>

      <h2 id="trust">{t(G.trust)}</h2>
      <p>{t(G.trustLead)}</p>
      <ul>
        <li>{t(G.trustSeeds)}</li>
        <li>{t(G.trustFlow)}</li>
        <li>{t(G.trustSignals)}</li>
      </ul>

      <h2 id="review">{t(G.review)}</h2>
      <ul>
        <li>{t(G.reviewWhat)}</li>
        <li>{t(G.reviewHold)}</li>
        <li>{t(G.reviewAppeal)}</li>
      </ul>
      <p>
        <Link to={mobile ? "/m/curation" : "/curation"} className="btn btn-blue-outline">
          {t(G.seeBoard)}
        </Link>
      </p>
    </div>
  );
}
