// /admin/rewards (moderators and admins, desktop): the reward review (docs/product/rewards.md
// §13–§14, docs/decisions/0179–0180). The latest trust run (recompute now; a warning while no
// member is a seed), the cases settlements found — who, a small picture of who voted for whom,
// the signals they share, the votes, the rewards held and the members' appeals — and the
// decision: release (pay) or void, for the whole case or the members ticked. Operators can also
// vouch for a member (a seed of trust) or mark one as not to be trusted. Every write goes
// through this page's action, the same commands as the API, and is audited.
import { requireConsoleTwoFactor } from "../../features/admin/console-access";
import { useEffect, useState } from "react";
import { data, Link, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { pageIntents } from "../../lib/page-intents";
import { formatTokens } from "../../../core/curation";
import { say, texts, type Text } from "../../../core/i18n";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { TRUST_RULES } from "../../../core/trust";
import type { ReviewCaseView } from "../../../server/modules/curation/review";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { AdminPage } from "../../features/admin/admin-page";
import { useFormat, useLanguage, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";
import "../../styles/reports.css";
import "../../styles/reward-review.css";

export async function loader({ request, context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(viewer);
  const state = new URL(request.url).searchParams.get("state") === "closed" ? "closed" : "open";
  return { state, ...(await context.services.rewardReview.page(state, null)) };
}

const WRITES = pageIntents({
  decide: "POST /api/admin/reward-reviews/:caseId/decision",
  recompute: "POST /api/admin/trust/recompute",
  mark: "POST /api/admin/members/:userNo/trust",
});

/** { intent: "decide", caseId, action, userNos?, note? } | { intent: "recompute" } | { intent: "mark", userNo, mark, note? } */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) => (await WRITES.run(context.services, input, tools)).data);
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const RT = texts({
  heading: { ko: "보상 검토", en: "Reward review" },
  lists: { ko: "검토 목록", en: "Review lists" },
  open: { ko: "검토 중", en: "Open" },
  closed: { ko: "끝난 검토", en: "Decided" },
  noOpen: { ko: "검토할 보상이 없어요.", en: "No reward waits for review." },
  noClosed: { ko: "끝난 검토가 없어요.", en: "No review has been decided yet." },
  run: {
    ko: "마지막 신뢰도 계산: {when} · 회원 {members}명 · 상호작용 {edges}쌍 · 기준 회원 {seeds}명 · {ms}ms",
    en: "Last trust run: {when} · {members} members · {edges} pairs · {seeds} seed members · {ms} ms",
  },
  noRun: { ko: "아직 신뢰도를 계산하지 않았어요.", en: "Trust has not been computed yet." },
  seedsBy: {
    ko: "운영자 지정 {operator} · 휴대폰 {phone} · World ID {world_id} · 오래 활동 {tenure}",
    en: "Operators {operator} · phone {phone} · World ID {world_id} · long activity {tenure}",
  },
  unseeded: {
    ko: "기준 회원이 없어 모든 회원을 똑같이 믿고 있어요. 믿을 수 있는 회원을 지정하거나 회원들이 휴대폰 인증을 하면 무리 계정을 가려낼 수 있어요.",
    en: "No member is a seed, so everyone is trusted alike. Vouch for members you know, or let members verify their phones, to tell farms apart.",
  },
  recompute: { ko: "지금 다시 계산", en: "Recompute now" },
  recomputed: { ko: "신뢰도를 다시 계산했어요.", en: "Trust recomputed." },
  ring: { ko: "서로 몰아주는 투표", en: "Voting for each other" },
  shared: { ko: "기기·메일·네트워크 공유", en: "Shared device, mailbox or network" },
  burst: { ko: "짧은 시간에 몰린 투표", en: "A burst of votes" },
  caseTitle: { ko: "{kind} · {season}", en: "{kind} · {season}" },
  caseFacts: {
    ko: "회원 {members}명 · 서로 준 표 비율 {share}% · 표 {votes}개 · 보류 {held} 토큰",
    en: "{members} members · {share}% of their votes to each other · {votes} votes · {held} tokens held",
  },
  graphLabel: {
    ko: "투표 관계 그림: 점은 회원(빨강 신뢰 낮음, 노랑 중간, 파랑 높음), 선은 투표",
    en: "Who voted for whom: dots are members (red low trust, yellow middle, blue high), lines are votes",
  },
  more: { ko: "외 {n}명", en: "and {n} more" },
  colPick: { ko: "선택", en: "Pick" },
  colMember: { ko: "회원", en: "Member" },
  colTrust: { ko: "신뢰도", en: "Trust" },
  colVotes: { ko: "준 표 / 받은 표", en: "Votes cast / received" },
  colHeld: { ko: "보류", en: "Held" },
  colAppeal: { ko: "이의 신청", en: "Appeal" },
  seed: { ko: "기준({kind})", en: "seed ({kind})" },
  noAppeal: { ko: "-", en: "-" },
  signals: { ko: "함께 가진 신호", en: "Signals they share" },
  device: { ko: "같은 기기", en: "Same device" },
  signup_net: { ko: "같은 네트워크에서 함께 가입", en: "Signed up together from one network" },
  mail_pattern: { ko: "번호만 다른 메일 주소", en: "Numbered mailboxes" },
  signalLine: { ko: "{kind} {value}: {names}", en: "{kind} {value}: {names}" },
  votes: { ko: "투표 {n}개 보기", en: "See {n} votes" },
  voteLine: { ko: "{when} {voter} → 「{post}」 ({author})", en: "{when} {voter} → “{post}” ({author})" },
  note: { ko: "메모 (회원에게 보내는 무효 사유, 선택)", en: "Note (the reason sent with a void, optional)" },
  release: { ko: "지급 허용", en: "Release" },
  releasedState: { ko: "지급 허용됨", en: "Released" },
  voidedState: { ko: "무효", en: "Voided" },
  void: { ko: "무효 처리", en: "Void" },
  picked: { ko: "선택한 {n}명", en: "{n} picked" },
  whole: { ko: "전체", en: "all" },
  confirmVoid: { ko: "보상을 무효 처리할까요?", en: "Void these rewards?" },
  confirmVoidBody: {
    ko: "무효 처리한 보상은 지급되지 않고, 원장에 반대 항목이 기록돼요. 되돌릴 수 없어요.",
    en: "Voided rewards are never paid, and the ledger records the opposite entry. This cannot be undone.",
  },
  cancel: { ko: "취소", en: "Cancel" },
  released: { ko: "보상 {n}건을 지급할 수 있게 했어요.", en: "{n} rewards released." },
  voided: { ko: "보상 {n}건을 무효 처리했어요.", en: "{n} rewards voided." },
  marks: { ko: "신뢰 지정", en: "Trust marks" },
  marksHint: {
    ko: "아는 회원을 신뢰 기준으로 지정하면 그 회원에게서 신뢰가 퍼져요. 신뢰하지 않음으로 지정한 회원의 표는 세지 않아요. 다음 계산부터 반영돼요.",
    en: "A member you vouch for becomes a seed trust spreads from; a distrusted member's votes count for nothing. Applies from the next run.",
  },
  userNo: { ko: "회원 번호", en: "Member number" },
  markTrusted: { ko: "신뢰 기준으로", en: "Vouch" },
  markDistrusted: { ko: "신뢰하지 않음", en: "Distrust" },
  markNone: { ko: "지정 해제", en: "Clear" },
  apply: { ko: "적용", en: "Apply" },
  marked: { ko: "지정했어요. 다음 계산부터 반영돼요.", en: "Saved. Applies from the next run." },
  markNote: { ko: "메모 (선택)", en: "Note (optional)" },
  seedOperator: { ko: "운영자 지정", en: "operators" },
  seedPhone: { ko: "휴대폰", en: "phone" },
  seedWorldId: { ko: "World ID", en: "World ID" },
  seedTenure: { ko: "오래 활동", en: "long activity" },
  markLine: { ko: "{name} (#{no}) · {mark}{note}", en: "{name} (#{no}) · {mark}{note}" },
});

const KIND_TEXT: Record<ReviewCaseView["kind"], Text> = { ring: RT.ring, shared: RT.shared, burst: RT.burst };
const DECISION_KEY = "reward-review-decision";

/** Tells how the latest decision went (the case it decided may have left the list). */
function useDecisionToast() {
  const t = useT();
  const ui = useUi();
  const fetcher = useFetcher<typeof action>({ key: DECISION_KEY });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (!fetcher.data.ok) return ui.toast(fetcher.data.message);
    const result = fetcher.data.data as unknown as { action: "release" | "void"; released: number; voided: number };
    ui.toast(result.action === "release" ? t(RT.released, { n: result.released }) : t(RT.voided, { n: result.voided }), "blue");
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
}

const SEED_TEXT: Record<string, Text> = { operator: RT.seedOperator, phone: RT.seedPhone, world_id: RT.seedWorldId, tenure: RT.seedTenure };

function trustClass(trust: number): string {
  return trust < TRUST_RULES.low ? "low" : trust < 0.6 ? "mid" : "high";
}

/** Members on a circle, votes as lines: enough to see a closed cluster at a glance. */
function CaseGraph({ review }: { review: ReviewCaseView }) {
  const t = useT();
  const shown = review.evidence.members.slice(0, 60);
  const at = new Map<number, { x: number; y: number; trust: number }>();
  shown.forEach((m, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, shown.length) - Math.PI / 2;
    at.set(m.userNo, { x: 140 + 110 * Math.cos(angle), y: 140 + 110 * Math.sin(angle), trust: m.trust });
  });
  const edges = review.evidence.edges.filter((e) => at.has(e.from) && at.has(e.to)).slice(0, 400);
  const rest = review.evidence.members.length - shown.length;
  return (
    <figure style={{ margin: 0 }}>
      <svg
        className="review-graph"
        viewBox="0 0 280 280"
        role="img"
        aria-label={t(RT.graphLabel)}
        data-testid={`case-graph-${review.caseId}`}
      >
        {edges.map((e) => {
          const a = at.get(e.from)!;
          const b = at.get(e.to)!;
          return <line key={`${e.from}-${e.to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} strokeWidth={Math.min(4, e.votes)} />;
        })}
        {shown.map((m) => {
          const p = at.get(m.userNo)!;
          return (
            <circle key={m.userNo} cx={p.x} cy={p.y} r={6} className={trustClass(m.trust)}>
              <title>{`${review.names[String(m.userNo)] ?? m.userNo} · ${Math.round(m.trust * 100)}%`}</title>
            </circle>
          );
        })}
      </svg>
      <figcaption className="review-legend">
        {t(RT.graphLabel)}
        {rest > 0 ? ` · ${t(RT.more, { n: rest })}` : ""}
      </figcaption>
    </figure>
  );
}

function CaseCard({ review }: { review: ReviewCaseView }) {
  const t = useT();
  const ui = useUi();
  const format = useFormat();
  const language = useLanguage();
  // Shared with the page, which says how the decision went: a decided case may leave this list.
  const fetcher = useFetcher<typeof action>({ key: DECISION_KEY });
  const [picked, setPicked] = useState<number[]>([]);
  const [note, setNote] = useState("");
  const heldTotal = review.members.reduce((sum, m) => sum + BigInt(m.held), 0n);
  const name = (userNo: number) => review.names[String(userNo)] ?? `#${userNo}`;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setPicked([]);
  }, [fetcher.state, fetcher.data]);
  const decide = (decision: "release" | "void") =>
    fetcher.submit(
      {
        intent: "decide",
        caseId: review.caseId,
        action: decision,
        ...(picked.length ? { userNos: picked } : {}),
        ...(note.trim() ? { note } : {}),
      },
      { method: "post", encType: "application/json" },
    );
  const scope = picked.length ? t(RT.picked, { n: picked.length }) : t(RT.whole);
  const open = review.state === "open" && heldTotal > 0n;
  return (
    <li className="review-case" data-case={review.caseId} data-kind={review.kind}>
      <div className="review-case-head">
        <h2>{t(RT.caseTitle, { kind: t(KIND_TEXT[review.kind]), season: review.seasonTitle })}</h2>
        <span className="muted">
          {t(RT.caseFacts, {
            members: review.members.length,
            share: Math.round(review.evidence.internalShare * 100),
            votes: review.evidence.totalVotes,
            held: formatTokens(heldTotal, language),
          })}
        </span>
      </div>
      <div className="review-case-body">
        <CaseGraph review={review} />
        <div>
          <table className="review-members">
            <thead>
              <tr>
                {open ? <th>{t(RT.colPick)}</th> : null}
                <th>{t(RT.colMember)}</th>
                <th>{t(RT.colTrust)}</th>
                <th>{t(RT.colVotes)}</th>
                <th>{t(RT.colHeld)}</th>
                <th>{t(RT.colAppeal)}</th>
              </tr>
            </thead>
            <tbody>
              {review.members.map((m) => {
                const ev = review.evidence.members.find((e) => e.userNo === m.userNo);
                return (
                  <tr key={m.userNo} data-member={m.userNo}>
                    {open ? (
                      <td>
                        <input
                          type="checkbox"
                          aria-label={m.userName}
                          checked={picked.includes(m.userNo)}
                          onChange={(e) =>
                            setPicked((list) => (e.target.checked ? [...list, m.userNo] : list.filter((n) => n !== m.userNo)))
                          }
                        />
                      </td>
                    ) : null}
                    <td>
                      {m.userId ? <Link to={`/other/${m.userId}/dashboard`}>{m.userName}</Link> : m.userName}{" "}
                      <span className="muted">#{m.userNo}</span>
                    </td>
                    <td>
                      {Math.round(m.trust * 100)}%{m.seed ? ` · ${t(RT.seed, { kind: t(SEED_TEXT[m.seed] ?? RT.seedOperator) })}` : ""}
                    </td>
                    <td>
                      {ev?.votesCast ?? 0} / {ev?.votesReceived ?? 0}
                    </td>
                    <td className="nowrap">
                      {BigInt(m.held) > 0n
                        ? m.heldText
                        : BigInt(m.voided) > 0n
                          ? t(RT.voidedState)
                          : BigInt(m.released) > 0n
                            ? t(RT.releasedState)
                            : "-"}
                    </td>
                    <td>{m.appeal ? <div className="appeal-text">{m.appeal.message}</div> : t(RT.noAppeal)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {review.evidence.signals.length ? (
            <>
              <h3 style={{ fontSize: 15, marginBottom: 0 }}>{t(RT.signals)}</h3>
              <ul className="review-signals">
                {review.evidence.signals.map((s) => (
                  <li key={`${s.kind}:${s.value}`}>
                    {t(RT.signalLine, {
                      kind: t(RT[s.kind]),
                      value: s.kind === "device" ? "" : s.value,
                      names: s.members.map(name).join(", "),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <details className="review-votes">
            <summary>{t(RT.votes, { n: review.evidence.totalVotes })}</summary>
            <ol>
              {review.evidence.votes.map((v) => (
                <li key={v.voteId}>
                  {t(RT.voteLine, {
                    when: format.date(v.at),
                    voter: name(v.voter),
                    post: review.posts[String(v.boardNo)] ?? `#${v.boardNo}`,
                    author: name(v.author),
                  })}
                </li>
              ))}
            </ol>
          </details>
          {open ? (
            <div className="review-actions">
              <Button
                variant="blue"
                size="sm"
                pending={fetcher.state !== "idle"}
                onClick={() => decide("release")}
                data-testid={`release-${review.caseId}`}
              >
                {t(RT.release)} ({scope})
              </Button>
              <Button
                variant="red"
                size="sm"
                pending={fetcher.state !== "idle"}
                data-testid={`void-${review.caseId}`}
                onClick={() =>
                  ui.openModal({
                    id: "modalVoidRewards",
                    title: RT.confirmVoid,
                    body: RT.confirmVoidBody,
                    size: "small",
                    buttons: [
                      { label: RT.cancel, style: "white" },
                      { label: RT.void, style: "red", onClick: () => void decide("void") },
                    ],
                  })
                }
              >
                {t(RT.void)} ({scope})
              </Button>
              <label className="sr-only" htmlFor={`note-${review.caseId}`}>
                {t(RT.note)}
              </label>
              <input
                id={`note-${review.caseId}`}
                type="text"
                className="admin-input"
                maxLength={500}
                placeholder={t(RT.note)}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function TrustRun({ trust }: { trust: ReturnType<typeof useLoaderData<typeof loader>>["trust"] }) {
  const t = useT();
  const ui = useUi();
  const format = useFormat();
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    ui.toast(fetcher.data.ok ? RT.recomputed : fetcher.data.message, fetcher.data.ok ? "blue" : undefined);
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="review-run" data-testid="trust-run">
      <div>
        <p>
          {trust.run
            ? t(RT.run, {
                when: format.ago(trust.run.finishedAt),
                members: trust.run.members,
                edges: trust.run.edges,
                seeds: trust.run.seeds,
                ms: trust.run.durationMs,
              })
            : t(RT.noRun)}
        </p>
        <p>{t(RT.seedsBy, trust.seeds)}</p>
        {trust.run?.unseeded ? (
          <p className="review-warning" role="status">
            {t(RT.unseeded)}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="recompute" />
        <Button type="submit" variant="blue-outline" size="sm" pending={fetcher.state !== "idle"} data-testid="trust-recompute">
          {t(RT.recompute)}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function TrustMarks({ marks }: { marks: ReturnType<typeof useLoaderData<typeof loader>>["trust"]["marks"] }) {
  const t = useT();
  const ui = useUi();
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    ui.toast(fetcher.data.ok ? RT.marked : fetcher.data.message, fetcher.data.ok ? "blue" : undefined);
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="review-run" style={{ display: "block" }}>
      <h2 style={{ fontSize: 17, marginTop: 0 }}>{t(RT.marks)}</h2>
      <p>{t(RT.marksHint)}</p>
      <fetcher.Form method="post" className="review-actions">
        <input type="hidden" name="intent" value="mark" />
        <label htmlFor="mark-user" className="sr-only">
          {t(RT.userNo)}
        </label>
        <input
          id="mark-user"
          name="userNo"
          type="number"
          min={1}
          required
          className="admin-input narrow"
          placeholder={t(RT.userNo)}
          style={{ width: 140 }}
        />
        <label htmlFor="mark-kind" className="sr-only">
          {t(RT.marks)}
        </label>
        <select id="mark-kind" name="mark" className="admin-select" defaultValue="trusted">
          <option value="trusted">{t(RT.markTrusted)}</option>
          <option value="distrusted">{t(RT.markDistrusted)}</option>
          <option value="none">{t(RT.markNone)}</option>
        </select>
        <label htmlFor="mark-note" className="sr-only">
          {t(RT.note)}
        </label>
        <input id="mark-note" name="note" type="text" maxLength={300} className="admin-input" placeholder={t(RT.markNote)} />
        <Button type="submit" variant="blue" size="sm" pending={fetcher.state !== "idle"}>
          {t(RT.apply)}
        </Button>
      </fetcher.Form>
      {marks.length ? (
        <ul className="review-signals">
          {marks.map((m) => (
            <li key={m.userNo}>
              {t(RT.markLine, {
                name: m.userName,
                no: m.userNo,
                mark: t(m.mark === "trusted" ? RT.markTrusted : RT.markDistrusted),
                note: m.note ? ` · ${m.note}` : "",
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default function AdminRewards() {
  const { state, cases, trust } = useLoaderData<typeof loader>();
  const t = useT();
  useDecisionToast();
  return (
    <AdminPage title={RT.heading} className="admin-rewards">
      <TrustRun trust={trust} />
      <nav className="queue-tabs" aria-label={t(RT.lists)}>
        <Link to="/admin/rewards" className={state === "open" ? "active" : ""} aria-current={state === "open" ? "page" : undefined}>
          {t(RT.open)}
        </Link>
        <Link
          to="/admin/rewards?state=closed"
          className={state === "closed" ? "active" : ""}
          aria-current={state === "closed" ? "page" : undefined}
        >
          {t(RT.closed)}
        </Link>
      </nav>
      {cases.length === 0 ? (
        <p className="admin-empty">{t(state === "open" ? RT.noOpen : RT.noClosed)}</p>
      ) : (
        <ul className="admin-list" style={{ listStyle: "none", padding: 0 }}>
          {cases.map((c) => (
            <CaseCard key={c.caseId} review={c} />
          ))}
        </ul>
      )}
      <TrustMarks marks={trust.marks} />
    </AdminPage>
  );
}
