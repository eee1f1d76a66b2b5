// /admin/audit (moderators and admins, desktop): the audit log (docs/decisions/0168), newest
// first, filtered by actor (e-mail), action (route or input words) and Asia/Seoul dates, 30 a page.
import { requireConsoleTwoFactor } from "../../features/admin/console-access";
import { data, Form, useLoaderData, type MetaFunction } from "react-router";
import { say, texts } from "../../../core/i18n";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Pagination } from "../../components/ui/pagination";
import { AdminPage } from "../../features/admin/admin-page";
import { useFormat, useT } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { LoaderArgs } from "../../lib/viewer";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(viewer);
  const params = new URL(request.url).searchParams;
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 200);
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : "");
  const filter = { actor: text("actor"), action: text("action"), from: day("from"), to: day("to") };
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const log = await context.services.audit.list({
    actor: filter.actor || undefined,
    action: filter.action || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page,
    size: 30,
  });
  return { log, filter };
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

const AUDIT_TEXT = texts({
  heading: { ko: "운영 기록", en: "Audit log" },
  lead: {
    ko: "운영자와 관리자가 바꾼 내용이 모두 남아요. 비밀번호 같은 비밀 값은 기록하지 않아요.",
    en: "Every change by moderators and admins is kept here. Secrets such as passwords are never recorded.",
  },
  actor: { ko: "누가 (이메일)", en: "Who (e-mail)" },
  action: { ko: "무엇을 (동작·내용)", en: "What (action or input)" },
  from: { ko: "시작일", en: "From" },
  to: { ko: "종료일", en: "To" },
  filter: { ko: "찾기", en: "Filter" },
  when: { ko: "시각", en: "When" },
  who: { ko: "누가", en: "Who" },
  what: { ko: "무엇을", en: "What" },
  target: { ko: "대상", en: "Target" },
  input: { ko: "입력 요약", en: "Input" },
  ip: { ko: "IP", en: "IP" },
  none: { ko: "조건에 맞는 기록이 없어요.", en: "No entries match." },
  total: { ko: "{n}건", en: "{n} entries" },
});

/** HH:MM in Asia/Seoul (the same on the server and in the browser). */
function seoulTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(11, 16);
}

export default function AdminAudit() {
  const { log, filter } = useLoaderData<typeof loader>();
  const t = useT();
  const format = useFormat();
  return (
    <AdminPage title={AUDIT_TEXT.heading} className="admin-audit">
      <p className="admin-lead">{t(AUDIT_TEXT.lead)}</p>
      <Form method="get" className="admin-search">
        <label>
          {t(AUDIT_TEXT.actor)}
          <input name="actor" type="search" defaultValue={filter.actor} className="admin-input" />
        </label>
        <label>
          {t(AUDIT_TEXT.action)}
          <input name="action" type="search" defaultValue={filter.action} className="admin-input" />
        </label>
        <label>
          {t(AUDIT_TEXT.from)}
          <input name="from" type="date" defaultValue={filter.from} className="admin-input" />
        </label>
        <label>
          {t(AUDIT_TEXT.to)}
          <input name="to" type="date" defaultValue={filter.to} className="admin-input" />
        </label>
        <Button type="submit" size="sm" variant="blue">
          {t(AUDIT_TEXT.filter)}
        </Button>
      </Form>
      <p className="feedback-hint">{t(AUDIT_TEXT.total, { n: format.count(log.totalCount) })}</p>
      {log.items.length === 0 ? (
        <p className="admin-empty">{t(AUDIT_TEXT.none)}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th>{t(AUDIT_TEXT.when)}</th>
              <th>{t(AUDIT_TEXT.who)}</th>
              <th>{t(AUDIT_TEXT.what)}</th>
              <th>{t(AUDIT_TEXT.target)}</th>
              <th>{t(AUDIT_TEXT.input)}</th>
              <th>{t(AUDIT_TEXT.ip)}</th>
            </tr>
          </thead>
          <tbody>
            {log.items.map((entry) => (
              <tr key={entry.auditNo} data-audit={entry.action}>
                <td className="admin-cell-nowrap">
                  {format.date(entry.at)}
                  <br />
                  {seoulTime(entry.at)}
                </td>
                <td className="admin-cell-actor">
                  {entry.actor}
                  <br />
                  <span className="chip">{entry.actorRole}</span>
                </td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td className="admin-cell-nowrap">{[entry.targetType, entry.targetId].filter(Boolean).join(" #")}</td>
                <td>
                  <code>{entry.summary}</code>
                </td>
                <td className="admin-cell-nowrap">{entry.ip ?? entry.via}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={log.page} totalPages={log.totalPages} />
    </AdminPage>
  );
}
