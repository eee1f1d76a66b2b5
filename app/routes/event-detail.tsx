// One notice or event (/event/{slug}, and /m): its banner, period, body, rules and results.
// Two events have their own addresses and more on the page (docs/product/events.md):
// /event/ai-contest lists the entries and lets a member enter one of their published posts;
// /event/share-content shows the member's invite link and short-link figures, their place in
// the invite ranking, and the top 10 (modalTop10) for office-suite e-mail members.
import { useEffect, useState } from "react";
import { data, Link, useFetcher, useLoaderData, useLocation, type MetaFunction } from "react-router";
import { say } from "../../core/i18n";
import { AI_CONTEST_SLUG, SHARE_CONTENT_SLUG } from "../../core/site-events";
import type { InviteRanking } from "../../server/modules/site-events/types";
import { Button } from "../components/ui/button";
import { Pagination } from "../components/ui/pagination";
import { useUi } from "../components/ui/ui-provider";
import { useMemberAction } from "../features/auth/use-member-action";
import { EntryList, EventHead, RichText } from "../features/site-events/parts";
import { EVENTS_TEXT } from "../features/site-events/text";
import { ShareSummary } from "../features/reactions/share-summary";
import { useIsMobile, useLinkTo } from "../lib/device";
import { useFormat, useT } from "../lib/i18n";
import { metaContext } from "../lib/meta";
import type { ActionArgs, LoaderArgs } from "../lib/viewer";
import "../styles/events.css";

export async function loader({ params, request, context }: LoaderArgs) {
  const url = new URL(request.url);
  const slug = params.slug ?? url.pathname.split("/").filter(Boolean).pop() ?? "";
  const event = await context.services.events.detail(slug);
  if (!event) throw data(say(EVENTS_TEXT.notFound, context.language), { status: 404 });
  const viewer = context.viewer;
  const rawPage = url.searchParams.get("page") ?? "1";
  const page = /^\d{1,5}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const contest = slug === AI_CONTEST_SLUG;
  const sharing = slug === SHARE_CONTENT_SLUG;
  const [entries, mine, share, ranking] = await Promise.all([
    contest ? context.services.events.entries(slug, page) : null,
    contest && viewer ? context.services.events.myContest(viewer) : null,
    sharing && viewer ? context.services.reactions.shareSummary(viewer) : null,
    sharing && viewer ? context.services.events.ranking(viewer) : null,
  ]);
  return { event, entries, mine, share, ranking, signedIn: Boolean(viewer) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const { siteName } = metaContext(matches);
  return loaded ? [{ title: `${loaded.event.title} | ${siteName}` }, { name: "description", content: loaded.event.summary }] : [];
};

/** The contest's entry form ({ boardNo }): POST /api/event/ai-contest/entry. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, (input, tools) => context.services.write("POST /api/event/ai-contest/entry", input, tools));
}

export default function EventDetail() {
  const { event, entries, mine, share, ranking, signedIn } = useLoaderData<typeof loader>();
  const t = useT();
  const link = useLinkTo();
  const mobile = useIsMobile();
  return (
    <div className={`${mobile ? "m-container" : "container"} events-page event-detail`}>
      <EventHead event={event} />
      <RichText html={event.bodyHtml} />
      {event.rulesHtml.trim() ? (
        <section className="event-section">
          <h2>{t(EVENTS_TEXT.rules)}</h2>
          <RichText html={event.rulesHtml} />
        </section>
      ) : null}
      {share && ranking ? <SharePanel share={share} ranking={ranking} /> : null}
      {event.slug === SHARE_CONTENT_SLUG && !signedIn ? <SignInLink label={EVENTS_TEXT.signInToShare} /> : null}
      {entries ? (
        <section className="event-section">
          <h2>{t(EVENTS_TEXT.entries, { n: entries.totalCount })}</h2>
          {event.phase === "ongoing" ? (
            signedIn && mine ? (
              <EnterForm mine={mine} />
            ) : (
              <SignInLink label={EVENTS_TEXT.signInToEnter} />
            )
          ) : (
            <p className="muted">{t(EVENTS_TEXT.notOpen)}</p>
          )}
          <EntryList entries={entries.items} />
          <Pagination page={entries.page} totalPages={entries.totalPages} />
        </section>
      ) : null}
      {event.kind === "event" ? (
        <section className="event-section">
          <h2>{t(EVENTS_TEXT.results)}</h2>
          {event.phase === "ended" && event.resultsHtml.trim() ? (
            <RichText html={event.resultsHtml} />
          ) : (
            <p className="muted">{t(EVENTS_TEXT.resultsLater)}</p>
          )}
        </section>
      ) : null}
      <p>
        <Link to={link(`/event?tab=${event.kind}`)} className="btn">
          {t(EVENTS_TEXT.backToList)}
        </Link>
      </p>
    </div>
  );
}

function SignInLink({ label }: { label: (typeof EVENTS_TEXT)[keyof typeof EVENTS_TEXT] }) {
  const t = useT();
  const mobile = useIsMobile();
  const here = useLocation().pathname;
  return (
    <p>
      <Link to={`${mobile ? "/m" : ""}/login?redirect=${encodeURIComponent(here)}`} className="btn btn-blue">
        {t(label)}
      </Link>
    </p>
  );
}

function EnterForm({ mine }: { mine: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["mine"]> }) {
  const t = useT();
  // A member whose e-mail is not verified is shown the verification prompt instead.
  const asVerified = useMemberAction({ verified: true });
  const ui = useUi();
  const link = useLinkTo();
  const enter = useFetcher<typeof action>();
  const [boardNo, setBoardNo] = useState("");
  useEffect(() => {
    if (enter.data?.ok) ui.toast(EVENTS_TEXT.entered, "blue");
  }, [enter.data]); // eslint-disable-line react-hooks/exhaustive-deps
  if (mine.entry) {
    return (
      <div className="event-box">
        <strong>{t(EVENTS_TEXT.myEntry)}</strong> <Link to={link(`/d/${mine.entry.permaLink}`)}>{mine.entry.subject}</Link>
      </div>
    );
  }
  if (mine.posts.length === 0) {
    return (
      <div className="event-box">
        <p>{t(EVENTS_TEXT.noPosts)}</p>
        <Link to={link("/upload")} className="btn btn-blue-outline">
          {t(EVENTS_TEXT.writePost)}
        </Link>
      </div>
    );
  }
  const refusal = enter.data && !enter.data.ok && enter.state === "idle" ? enter.data.message : null;
  return (
    <form
      className="event-box event-enter"
      onSubmit={(e) => {
        e.preventDefault();
        if (!boardNo) return;
        void asVerified(() => void enter.submit({ boardNo: Number(boardNo) }, { method: "post", encType: "application/json" }));
      }}
    >
      <h3>{t(EVENTS_TEXT.enterTitle)}</h3>
      <p className="muted">{t(EVENTS_TEXT.enterHint)}</p>
      <label>
        <span>{t(EVENTS_TEXT.choosePost)}</span>
        <select value={boardNo} onChange={(e) => setBoardNo(e.target.value)} required>
          <option value="">{t(EVENTS_TEXT.choose)}</option>
          {mine.posts.map((p) => (
            <option key={p.boardNo} value={p.boardNo}>
              {p.subject}
            </option>
          ))}
        </select>
      </label>
      {refusal ? (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" variant="blue" pending={enter.state !== "idle"} disabled={!boardNo}>
        {t(EVENTS_TEXT.enter)}
      </Button>
    </form>
  );
}

function SharePanel({
  share,
  ranking,
}: {
  share: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["share"]>;
  ranking: InviteRanking;
}) {
  const t = useT();
  const format = useFormat();
  const ui = useUi();
  const openTop10 = () =>
    ui.openModal({
      id: "modalTop10",
      title: EVENTS_TEXT.top10Title,
      size: "small",
      body: <Top10 ranking={ranking} />,
      buttons: [{ label: EVENTS_TEXT.close, style: "blue" }],
    });
  return (
    <section className="event-section">
      <h2>{t(EVENTS_TEXT.myInvite)}</h2>
      <p className="muted">{t(EVENTS_TEXT.inviteHint)}</p>
      <p className="event-invite-url">
        <code>{share.inviteUrl}</code>
      </p>
      <ShareSummary share={share} />
      <div className="event-box event-rank">
        <strong>{t(EVENTS_TEXT.myRanking)}</strong>
        <span className="event-rank-value">
          {ranking.myRank
            ? t(EVENTS_TEXT.rankValue, { rank: ranking.myRank, n: format.count(ranking.participants) })
            : t(EVENTS_TEXT.unranked, { n: format.count(ranking.participants) })}
        </span>
        <span className="muted">
          {t(EVENTS_TEXT.mySignups, { n: format.count(ranking.mySignups) })} ·{" "}
          {t(EVENTS_TEXT.myVisits, { n: format.count(ranking.myVisits) })}
        </span>
        {ranking.office && ranking.top ? (
          <Button variant="blue-outline" onClick={openTop10}>
            {t(EVENTS_TEXT.top10Open)}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function Top10({ ranking }: { ranking: InviteRanking }) {
  const t = useT();
  const format = useFormat();
  const top = ranking.top ?? [];
  if (top.length === 0) return <p>{t(EVENTS_TEXT.top10Empty)}</p>;
  return (
    <table className="event-top10">
      <thead>
        <tr>
          <th>{t(EVENTS_TEXT.top10Rank)}</th>
          <th>{t(EVENTS_TEXT.top10Member)}</th>
          <th>{t(EVENTS_TEXT.top10Signups)}</th>
          <th>{t(EVENTS_TEXT.top10Visits)}</th>
        </tr>
      </thead>
      <tbody>
        {top.map((row) => (
          <tr key={row.userId}>
            <td>{row.rank}</td>
            <td>{row.userName}</td>
            <td>{format.count(row.signups)}</td>
            <td>{format.count(row.visits)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
