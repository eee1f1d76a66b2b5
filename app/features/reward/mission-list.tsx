// Today's missions: each action's points, how many times it still pays today, and the
// progress rule of SPEC §9 (missions whose remaining limit is 0 are done).
import type { MissionStatus } from "../../../server/modules/missions/types";

export function MissionList({ status }: { status: MissionStatus }) {
  const { done, total, percent } = status.missionProgress;
  return (
    <section className="missions" aria-label="오늘의 미션">
      <div className="missions-head">
        <h3>오늘의 미션</h3>
        <span className="missions-progress-label">
          {done}/{total} 완료
        </span>
      </div>
      <div
        className="missions-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="미션 진행도"
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ul className="missions-list">
        {status.daily.map((m) => (
          <li key={m.action} className={m.limit === 0 ? "done" : ""}>
            <span className="missions-name">{m.label}</span>
            <span className="missions-points">+{m.points}P</span>
            <span className="missions-count">
              {m.used}/{m.dailyLimit}
            </span>
          </li>
        ))}
      </ul>
      <p className="missions-note">매일 00:00(한국 시간)에 초기화됩니다. 내 게시물에 한 활동은 보상되지 않습니다.</p>
    </section>
  );
}
