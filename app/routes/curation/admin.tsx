// /curation-admin (moderators): seasons (create, list, settle an ended one now) and the
// vote-ring review (pairs who mostly vote for each other). Writes go through this page's
// action, the same commands as the API's admin routes.
import { requireConsoleTwoFactor } from "../../features/admin/console-access";
import { useEffect, useState } from "react";
import { data, useFetcher, useLoaderData, type MetaFunction } from "react-router";
import { say } from "../../../core/i18n";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/field";
import { useUi } from "../../components/ui/ui-provider";
import { seoulDate, useTokens } from "../../features/curation/board";
import { SEASON_ADMIN_TEXT as S } from "../../features/curation/text";
import { useT, type Showable } from "../../lib/i18n";
import { routePrivateMeta } from "../../lib/route-meta";
import type { ActionArgs, LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data(say(MSG.membersOnly, context.language), { status: 401 });
  if (context.viewer.role === "member") throw data(say(ADMIN_MSG.forbidden, context.language), { status: 403 });
  requireConsoleTwoFactor(context.viewer);
  const [seasons, rings] = await Promise.all([context.services.curation.seasons(), context.services.curation.rings(null)]);
  return { seasons, rings };
}

/** `intent: "create"` makes a season; `intent: "settle"` with `id` settles an ended one now. */
export function action({ request, context }: ActionArgs) {
  return context.act(request, async (input, tools) =>
    input.intent === "settle"
      ? { settled: await context.services.write("POST /api/curation/admin/seasons/:id/settle", input, tools) }
      : { created: await context.services.write("POST /api/curation/admin/seasons", input, tools) },
  );
}

export const meta: MetaFunction = ({ matches }) => routePrivateMeta(matches);

function localInput(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000 + 9 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

/** "2026-12-01T09:00" typed in Korean time → ISO with +09:00. */
const kst = (v: string) => `${v}:00+09:00`;

export default function CurationAdmin() {
  const { seasons, rings } = useLoaderData<typeof loader>();
  const t = useT();
  const ui = useUi();
  const tokens = useTokens();
  const save = useFetcher<typeof action>();
  const settle = useFetcher<typeof action>();
  const [form, setForm] = useState({
    title: "",
    start: localInput(0),
    end: localInput(28),
    deadline: localInput(42),
    writerPool: "100000",
    curatorPool: "50000",
  });
  /** The form's own check (a name is needed) before anything is sent. */
  const [missing, setMissing] = useState<Showable | null>(null);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });
  const saving = save.state !== "idle";

  useEffect(() => {
    if (save.data?.ok) {
      ui.toast(S.created, "blue");
      setForm((f) => ({ ...f, title: "" }));
    }
  }, [save.data]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const answer = settle.data;
    if (!answer) return;
    if (!answer.ok) ui.toast(answer.message);
    else if (answer.data.settled) ui.toast(t(S.settledToast, { n: answer.data.settled.entriesWritten }));
  }, [settle.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const create = (e: React.FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!form.title.trim()) return setMissing(S.nameRequired);
    setMissing(null);
    void save.submit(
      {
        intent: "create",
        title: form.title.trim(),
        startDate: kst(form.start),
        endDate: kst(form.end),
        walletDeadline: kst(form.deadline),
        writerPool: Number(form.writerPool),
        curatorPool: Number(form.curatorPool),
      },
      { method: "post", encType: "application/json" },
    );
  };

  const refusal = save.data && !save.data.ok && !saving ? save.data.message : null;
  return (
    <div className="container" style={{ paddingBottom: 56 }}>
      <h1 className="page-heading">{t(S.heading)}</h1>
      <form className="admin-form" onSubmit={create} aria-label={t(S.create)} aria-busy={saving}>
        <label>
          {t(S.name)}
          <input value={form.title} onChange={set("title")} maxLength={60} placeholder={t(S.namePlaceholder)} />
        </label>
        <label>
          {t(S.start)}
          <input type="datetime-local" value={form.start} onChange={set("start")} />
        </label>
        <label>
          {t(S.end)}
          <input type="datetime-local" value={form.end} onChange={set("end")} />
        </label>
        <label>
          {t(S.writerPool)}
          <input inputMode="numeric" value={form.writerPool} onChange={set("writerPool")} />
        </label>
        <label>
          {t(S.curatorPool)}
          <input inputMode="numeric" value={form.curatorPool} onChange={set("curatorPool")} />
        </label>
        <label>
          {t(S.deadline)}
          <input type="datetime-local" value={form.deadline} onChange={set("deadline")} />
        </label>
        <div>
          <Button type="submit" variant="blue" pending={saving}>
            {t(S.create)}
          </Button>
          <FormAlert message={missing ? { tone: "error", text: missing } : refusal ? { tone: "error", text: refusal } : null} />
        </div>
      </form>

      <table className="reward-table" aria-label={t(S.list)}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t(S.colName)}</th>
            <th>{t(S.colPeriod)}</th>
            <th>{t(S.colPools)}</th>
            <th>{t(S.colVotes)}</th>
            <th>{t(S.colStatus)}</th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((s) => (
            <tr key={s.seasonId}>
              <td>{s.seasonId}</td>
              <td>{s.title}</td>
              <td>
                {seoulDate(s.startDate)} ~ {seoulDate(s.endDate)}
              </td>
              <td>
                {tokens(s.writerPool)} / {tokens(s.curatorPool)}
              </td>
              <td>{s.totalVotes}</td>
              <td>
                {t(S[s.status])}{" "}
                {s.status === "ended" ? (
                  <Button
                    variant="blue-outline"
                    pending={settle.state !== "idle"}
                    onClick={() =>
                      void settle.submit({ intent: "settle", id: s.seasonId }, { method: "post", encType: "application/json" })
                    }
                  >
                    {t(S.settleNow)}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="section-title">
        <h2>{t(S.rings)}</h2>
      </div>
      {rings.length ? (
        <table className="reward-table" aria-label={t(S.ringsList)}>
          <thead>
            <tr>
              <th>{t(S.memberA)}</th>
              <th>{t(S.memberB)}</th>
              <th>A→B</th>
              <th>B→A</th>
              <th>{t(S.share)}</th>
            </tr>
          </thead>
          <tbody>
            {rings.map((r) => (
              <tr key={`${r.a.userNo}-${r.b.userNo}`}>
                <td>{r.a.userName}</td>
                <td>{r.b.userName}</td>
                <td>{r.aToB}</td>
                <td>{r.bToA}</td>
                <td>{Math.round(r.share * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <div className="curation-empty">{t(S.noRings)}</div>
      )}
    </div>
  );
}
