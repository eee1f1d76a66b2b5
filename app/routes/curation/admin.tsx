// /curation-admin (moderators): seasons (create, list, settle an ended one now) and the
// vote-ring review (pairs who mostly vote for each other).
import { T, type Showable } from "../../lib/i18n";
import { useState } from "react";
import { data, useLoaderData, useRevalidator, type MetaFunction } from "react-router";
import { useUi } from "../../components/ui/ui-provider";
import { seoulDate } from "../../features/curation/board";
import { api } from "../../lib/api";
import type { LoaderArgs } from "../../lib/viewer";
import "../../styles/curation.css";

export async function loader({ context }: LoaderArgs) {
  if (!context.viewer) throw data("회원만 이용 가능합니다.", { status: 401 });
  if (context.viewer.role === "member") throw data("접근 권한이 없습니다.", { status: 403 });
  const [seasons, rings] = await Promise.all([context.services.curation.seasons(), context.services.curation.rings(null)]);
  return { seasons, rings };
}

export const meta: MetaFunction = () => [{ title: "큐레이션 시즌 관리 | 나눔터" }, { name: "robots", content: "noindex" }];

const STATUS = { scheduled: "시작 전", running: "진행 중", ended: "정산 대기", settled: "정산 완료" } as const;

function localInput(offsetDays: number): string {
  const d = new Date(Date.now() + offsetDays * 86_400_000 + 9 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

/** "2026-12-01T09:00" typed in Korean time → ISO with +09:00. */
const kst = (v: string) => `${v}:00+09:00`;

export default function CurationAdmin() {
  const { seasons, rings } = useLoaderData<typeof loader>();
  const ui = useUi();
  const revalidator = useRevalidator();
  const [form, setForm] = useState({
    title: "",
    start: localInput(0),
    end: localInput(28),
    deadline: localInput(42),
    writerPool: "100000",
    curatorPool: "50000",
  });
  const [error, setError] = useState<Showable | null>(null);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });

  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!form.title.trim()) return setError("시즌 이름을 입력해 주세요.");
    const result = await api("POST /api/curation/admin/seasons", {
      body: {
        title: form.title.trim(),
        startDate: kst(form.start),
        endDate: kst(form.end),
        walletDeadline: kst(form.deadline),
        writerPool: Number(form.writerPool),
        curatorPool: Number(form.curatorPool),
      },
    });
    if (!result.ok) return setError(result.message);
    ui.toast("시즌을 만들었습니다.", "blue");
    setForm({ ...form, title: "" });
    void revalidator.revalidate();
  };

  const settle = async (seasonId: number) => {
    const result = await api("POST /api/curation/admin/seasons/:id/settle", { params: { id: seasonId } });
    ui.toast(result.ok ? `정산했습니다. 새 기록 ${result.data.entriesWritten}건.` : result.message);
    void revalidator.revalidate();
  };

  return (
    <div className="container" style={{ paddingBottom: 56 }}>
      <h1 className="page-heading">큐레이션 시즌 관리</h1>
      <form className="admin-form" onSubmit={(e) => void create(e)} aria-label="시즌 만들기">
        <label>
          시즌 이름
          <input value={form.title} onChange={set("title")} maxLength={60} placeholder="시즌 2" />
        </label>
        <label>
          시작 (한국 시간)
          <input type="datetime-local" value={form.start} onChange={set("start")} />
        </label>
        <label>
          종료 (한국 시간)
          <input type="datetime-local" value={form.end} onChange={set("end")} />
        </label>
        <label>
          작성자 보상 풀 (토큰)
          <input inputMode="numeric" value={form.writerPool} onChange={set("writerPool")} />
        </label>
        <label>
          큐레이터 보상 풀 (토큰)
          <input inputMode="numeric" value={form.curatorPool} onChange={set("curatorPool")} />
        </label>
        <label>
          지갑 연결 기한 (한국 시간)
          <input type="datetime-local" value={form.deadline} onChange={set("deadline")} />
        </label>
        <div>
          <button type="submit" className="btn btn-blue">
            시즌 만들기
          </button>
          {error ? (
            <p className="form-error" role="alert">
              <T text={error} />
            </p>
          ) : null}
        </div>
      </form>

      <table className="reward-table" aria-label="시즌 목록">
        <thead>
          <tr>
            <th>#</th>
            <th>이름</th>
            <th>기간</th>
            <th>보상 풀 (작성자 / 큐레이터)</th>
            <th>투표</th>
            <th>상태</th>
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
                {s.writerPoolText} / {s.curatorPoolText}
              </td>
              <td>{s.totalVotes}</td>
              <td>
                {STATUS[s.status]}{" "}
                {s.status === "ended" ? (
                  <button type="button" className="btn btn-blue-outline" onClick={() => void settle(s.seasonId)}>
                    지금 정산
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="section-title">
        <h2>서로 몰아주기 의심 (검토 대상)</h2>
      </div>
      {rings.length ? (
        <table className="reward-table" aria-label="투표 몰아주기 의심 목록">
          <thead>
            <tr>
              <th>회원 A</th>
              <th>회원 B</th>
              <th>A→B</th>
              <th>B→A</th>
              <th>두 회원의 전체 투표 중 비율</th>
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
        <div className="curation-empty">서로 몰아주기로 보이는 투표가 없습니다.</div>
      )}
    </div>
  );
}
