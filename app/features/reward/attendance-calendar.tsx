// The attendance-check calendar (SPEC §1, §9): 352 px wide on desktop, full width on phones,
// attended days highlighted, month navigation, and the day's check-in button.
import { useState } from "react";
import { attendanceCalendar, shiftMonth } from "../../../core/missions";
import type { AttendanceMonth, MissionResult } from "../../../server/modules/missions/types";
import { useUi } from "../../components/ui/ui-provider";
import { api } from "../../lib/api";

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

function monthLabel(month: string): string {
  const [y, m] = month.split("-");
  return `${y}년 ${Number(m)}월`;
}

export function AttendanceCalendar({ initial, onAttended }: { initial: AttendanceMonth; onAttended?: (result: MissionResult) => void }) {
  const ui = useUi();
  const [data, setData] = useState(initial);
  const [attendedToday, setAttendedToday] = useState(initial.attendedToday);
  const [busy, setBusy] = useState(false);
  const currentMonth = initial.today.slice(0, 7);

  async function show(month: string) {
    setBusy(true);
    const res = await api("GET /api/mission/attendance", { query: { month } });
    setBusy(false);
    if (res.ok) setData(res.data);
    else ui.toast(res.message);
  }

  async function attend() {
    setBusy(true);
    const res = await api("POST /api/mission", { body: { action: "attendance" } });
    setBusy(false);
    if (!res.ok) {
      ui.toast(res.message);
      return;
    }
    ui.toast(
      res.data.status === "credited" ? `${res.data.message} (+${res.data.points}P)` : res.data.message,
      res.data.status === "credited" ? "blue" : "default",
    );
    if (res.data.status === "credited" || res.data.status === "duplicate") {
      setAttendedToday(true);
      if (data.month === currentMonth && !data.attendedDays.includes(data.today)) {
        const days = [...data.attendedDays, data.today];
        setData({ ...data, attendedDays: days, attendedToday: true, weeks: attendanceCalendar(data.month, days, data.today) });
      }
    }
    onAttended?.(res.data);
  }

  const count = data.attendedDays.length;
  return (
    <section className="attendance" aria-label="출석 체크">
      <div className="attendance-head">
        <button
          type="button"
          className="icon-btn"
          aria-label="이전 달"
          disabled={busy}
          onClick={() => void show(shiftMonth(data.month, -1))}
        >
          ‹
        </button>
        <h3 className="attendance-month" aria-live="polite">
          {monthLabel(data.month)}
        </h3>
        <button
          type="button"
          className="icon-btn"
          aria-label="다음 달"
          disabled={busy || data.month >= currentMonth}
          onClick={() => void show(shiftMonth(data.month, 1))}
        >
          ›
        </button>
      </div>
      <table className="attendance-grid">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.weeks.map((week, i) => (
            <tr key={i}>
              {week.map((cell, j) => (
                <td key={j}>
                  {cell.date ? (
                    <span
                      className={["attendance-day", cell.attended ? "attended" : "", cell.today ? "today" : ""].filter(Boolean).join(" ")}
                      aria-label={`${cell.date}일${cell.attended ? " 출석" : ""}${cell.today ? " (오늘)" : ""}`}
                    >
                      {cell.date}
                    </span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="attendance-count">
        {monthLabel(data.month)} 출석 <strong>{count}일</strong>
      </p>
      {data.points > 0 ? (
        <button type="button" className="btn btn-blue attendance-btn" disabled={busy || attendedToday} onClick={() => void attend()}>
          {attendedToday ? "오늘 출석 완료" : `출석 체크하고 ${data.points}P 받기`}
        </button>
      ) : null}
    </section>
  );
}
