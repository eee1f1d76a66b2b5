// The attendance-check calendar (docs/product/rewards.md): 352 px wide on desktop, full width on phones,
// attended days highlighted, month navigation (the page loads the month), and the day's
// check-in, sent through the page's action (the page reloads its points and missions after it).
import { useEffect } from "react";
import { useFetcher, useLocation, useNavigate, useNavigation } from "react-router";
import { MISSION_MSG, shiftMonth } from "../../../core/missions";
import type { Text } from "../../../core/i18n";
import type { AttendanceMonth, MissionResult } from "../../../server/modules/missions/types";
import type { ActionResult } from "../../../server/page-actions";
import { Button } from "../../components/ui/button";
import { useUi } from "../../components/ui/ui-provider";
import { useLanguage, useT } from "../../lib/i18n";
import { REWARD_TEXT } from "./text";

const OUTCOME: Record<MissionResult["status"], Text> = {
  credited: MISSION_MSG.attended,
  duplicate: MISSION_MSG.alreadyAttended,
  limit: MISSION_MSG.limitReached,
  skipped: MISSION_MSG.notInPolicy,
};

function useMonthLabel() {
  const t = useT();
  const language = useLanguage();
  return (month: string) => {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const monthName = new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    return t(REWARD_TEXT.month, { year: y, month: m, monthName: language === "en" ? monthName : m });
  };
}

export function AttendanceCalendar({ attendance }: { attendance: AttendanceMonth }) {
  const t = useT();
  const ui = useUi();
  const location = useLocation();
  const navigate = useNavigate();
  const moving = useNavigation().state === "loading";
  const check = useFetcher<ActionResult<MissionResult>>();
  const monthLabel = useMonthLabel();
  const currentMonth = attendance.today.slice(0, 7);
  const pending = check.state !== "idle";
  const answer = check.data;

  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) return ui.toast(answer.message);
    const { status, points } = answer.data;
    const message = t(OUTCOME[status]);
    ui.toast(status === "credited" ? `${message} (+${points}P)` : message, status === "credited" ? "blue" : "default");
  }, [answer]); // eslint-disable-line react-hooks/exhaustive-deps

  // Another month is the page's own address (?month=): the loader reads it, the router shows it.
  const show = (month: string) => {
    const params = new URLSearchParams(location.search);
    if (month === currentMonth) params.delete("month");
    else params.set("month", month);
    const q = params.toString();
    void navigate(`${location.pathname}${q ? `?${q}` : ""}`, { preventScrollReset: true, replace: true });
  };
  const attendedToday =
    attendance.attendedToday || Boolean(answer?.ok && answer.data.status !== "skipped" && answer.data.status !== "limit");
  const weekdays = t(REWARD_TEXT.weekdays).split(",");
  return (
    <section className="attendance" aria-label={t(REWARD_TEXT.attendance)}>
      <div className="attendance-head">
        <button
          type="button"
          className="icon-btn"
          aria-label={t(REWARD_TEXT.previousMonth)}
          disabled={moving}
          onClick={() => show(shiftMonth(attendance.month, -1))}
        >
          ‹
        </button>
        <h3 className="attendance-month" aria-live="polite">
          {monthLabel(attendance.month)}
        </h3>
        <button
          type="button"
          className="icon-btn"
          aria-label={t(REWARD_TEXT.nextMonth)}
          disabled={moving || attendance.month >= currentMonth}
          onClick={() => show(shiftMonth(attendance.month, 1))}
        >
          ›
        </button>
      </div>
      <table className="attendance-grid">
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {attendance.weeks.map((week, i) => (
            <tr key={i}>
              {week.map((cell, j) => (
                <td key={j}>
                  {cell.date ? (
                    <span
                      className={["attendance-day", cell.attended ? "attended" : "", cell.today ? "today" : ""].filter(Boolean).join(" ")}
                      aria-label={`${t(REWARD_TEXT.day, { date: cell.date })}${cell.attended ? t(REWARD_TEXT.dayAttended) : ""}${cell.today ? t(REWARD_TEXT.dayToday) : ""}`}
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
        {t(REWARD_TEXT.attendedCount, { month: monthLabel(attendance.month) })}
        <strong>{t(REWARD_TEXT.attendedDays, { n: attendance.attendedDays.length })}</strong>
      </p>
      {attendance.points > 0 ? (
        <Button
          variant="blue"
          className="attendance-btn"
          pending={pending}
          disabled={attendedToday}
          onClick={() => check.submit({}, { method: "post", encType: "application/json" })}
        >
          {attendedToday ? t(REWARD_TEXT.attendedToday) : t(REWARD_TEXT.attend, { points: attendance.points })}
        </Button>
      ) : null}
    </section>
  );
}
