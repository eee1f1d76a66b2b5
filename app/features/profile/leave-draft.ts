// The exit survey answer travels from /mypage/leave to /mypage/leaveconfirm in the tab's
// session storage, so going back and forth never loses what the member chose or wrote.
export interface LeaveDraft {
  reason: string;
  detail: string;
}

const KEY = "nt-leave-draft";

export function readLeaveDraft(): LeaveDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LeaveDraft>;
    return typeof parsed.reason === "string"
      ? { reason: parsed.reason, detail: typeof parsed.detail === "string" ? parsed.detail : "" }
      : null;
  } catch {
    return null;
  }
}

export function saveLeaveDraft(draft: LeaveDraft | null): void {
  if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
  else sessionStorage.removeItem(KEY);
}
