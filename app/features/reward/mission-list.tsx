// Today's missions: each action's points, how many times it still pays today, and the
// progress rule of docs/product/rewards.md (missions whose remaining limit is 0 are done).
import { MISSION_LABELS } from "../../../core/missions";
import type { MissionStatus } from "../../../server/modules/missions/types";
import { useT } from "../../lib/i18n";
import { REWARD_TEXT } from "./text";

export function MissionList({ status }: { status: MissionStatus }) {
  const t = useT();
  const { done, total, percent } = status.missionProgress;
  return (
    <section className="missions" aria-label={t(REWARD_TEXT.missions)}>
      <div className="missions-head">
        <h3>{t(REWARD_TEXT.missions)}</h3>
        <span className="missions-progress-label">{t(REWARD_TEXT.missionsDone, { done, total })}</span>
      </div>
      <div
        className="missions-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t(REWARD_TEXT.missionProgress)}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ul className="missions-list">
        {status.daily.map((m) => (
          <li key={m.action} className={m.limit === 0 ? "done" : ""}>
            <span className="missions-name">{t(MISSION_LABELS[m.action])}</span>
            <span className="missions-points">+{m.points}P</span>
            <span className="missions-count">
              {m.used}/{m.dailyLimit}
            </span>
          </li>
        ))}
      </ul>
      <p className="missions-note">{t(REWARD_TEXT.missionsNote)}</p>
    </section>
  );
}
