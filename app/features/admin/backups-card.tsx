// The admins' backups card on /admin (docs/product/backups.md): the schedule as configured and
// the latest archives with their state; writing and restoring stay on the command line, which
// the card names.
import { counted, texts } from "../../../core/i18n";
import { useT } from "../../lib/i18n";
import type { BackupOverview, BackupSummary } from "../../../server/modules/backups/types";

const BACKUP_TEXT = texts({
  heading: { ko: "백업", en: "Backups" },
  scheduled: {
    ko: "{every}마다 자동으로 백업하고, 자동 백업은 최근 {keep}개를 남겨요. 저장 위치: {dir}",
    en: "Backed up automatically every {every}; the newest {keep} scheduled backups are kept. Folder: {dir}",
  },
  notScheduled: {
    ko: "자동 백업이 꺼져 있어요. BACKUP_EVERY(예: 1d)를 설정하면 작업 큐가 백업을 만들어요. 저장 위치: {dir}",
    en: "Automatic backups are off. Set BACKUP_EVERY (e.g. 1d) and the job queue writes them. Folder: {dir}",
  },
  commands: {
    ko: "지금 백업: npm run admin -- backup · 복원: npm run admin -- restore FILE (빈 DATA_DIR 에)",
    en: "Back up now: npm run admin -- backup · Restore: npm run admin -- restore FILE (into an empty DATA_DIR)",
  },
  none: { ko: "아직 백업이 없어요.", en: "No backups yet." },
  started: { ko: "시작 (KST)", en: "Started (KST)" },
  kind: { ko: "종류", en: "Kind" },
  state: { ko: "상태", en: "State" },
  size: { ko: "크기", en: "Size" },
  contents: { ko: "내용", en: "Contents" },
  file: { ko: "파일", en: "File" },
  manual: { ko: "수동", en: "Manual" },
  scheduledKind: { ko: "예약", en: "Scheduled" },
  running: { ko: "진행 중", en: "Running" },
  done: { ko: "완료", en: "Done" },
  failed: { ko: "실패", en: "Failed" },
  removed: { ko: "보관 기간 지나 지움", en: "Removed (past keep)" },
  counts: { ko: "글 {posts} · 회원 {members} · 파일 {files}", en: "{postsCounted} · {membersCounted} · {filesCounted}" },
  seconds: { ko: "{n}초", en: "{n} s" },
});

/** "2026-12-02 03:30" in Seoul time, the same on the server and in the browser. */
function seoulTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
}

function size(bytes: number | null): string {
  if (bytes === null) return "–";
  if (bytes >= 1_073_741_824) return `${(bytes / 1_073_741_824).toFixed(1)} GB`;
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Korean counts as numbers; English as counted nouns ("1 member", "3 posts"). */
function countParams(posts: number, members: number, files: number) {
  return {
    posts,
    members,
    files,
    postsCounted: counted(posts, "post"),
    membersCounted: counted(members, "member"),
    filesCounted: counted(files, "file"),
  };
}

function BackupRow({ backup }: { backup: BackupSummary }) {
  const t = useT();
  return (
    <tr data-status={backup.status}>
      <td>{seoulTime(backup.startedAt)}</td>
      <td>{t(backup.trigger === "manual" ? BACKUP_TEXT.manual : BACKUP_TEXT.scheduledKind)}</td>
      <td>
        <span className={`chip backup-${backup.status}`}>{t(BACKUP_TEXT[backup.status])}</span>
        {backup.seconds !== null ? <span className="backup-seconds"> {t(BACKUP_TEXT.seconds, { n: backup.seconds })}</span> : null}
        {backup.error ? <p className="backup-error">{backup.error}</p> : null}
      </td>
      <td>{size(backup.bytes)}</td>
      <td>{backup.posts !== null ? t(BACKUP_TEXT.counts, countParams(backup.posts, backup.members ?? 0, backup.files ?? 0)) : "–"}</td>
      <td>
        <code title={`${backup.host}:${backup.location}`}>{backup.fileName}</code>
      </td>
    </tr>
  );
}

export function BackupsCard({ overview }: { overview: BackupOverview }) {
  const t = useT();
  return (
    <section className="settings-card admin-backups" aria-labelledby="admin-backups">
      <h2 id="admin-backups">{t(BACKUP_TEXT.heading)}</h2>
      <p className="field-hint">
        {overview.every
          ? t(BACKUP_TEXT.scheduled, { every: overview.every, keep: overview.keep, dir: overview.dir })
          : t(BACKUP_TEXT.notScheduled, { dir: overview.dir })}
      </p>
      <p className="field-hint">{t(BACKUP_TEXT.commands)}</p>
      {overview.backups.length ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t(BACKUP_TEXT.started)}</th>
              <th scope="col">{t(BACKUP_TEXT.kind)}</th>
              <th scope="col">{t(BACKUP_TEXT.state)}</th>
              <th scope="col">{t(BACKUP_TEXT.size)}</th>
              <th scope="col">{t(BACKUP_TEXT.contents)}</th>
              <th scope="col">{t(BACKUP_TEXT.file)}</th>
            </tr>
          </thead>
          <tbody>
            {overview.backups.map((b) => (
              <BackupRow key={b.backupId} backup={b} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="field-hint">{t(BACKUP_TEXT.none)}</p>
      )}
    </section>
  );
}
