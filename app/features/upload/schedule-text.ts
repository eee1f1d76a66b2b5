// The words of scheduled publishing in the writing page (docs/product/writing.md §15), Korean and
// English. The rules' own messages (refusals, the badge, the time zone) live in core/scheduling.ts.
import { texts } from "../../../core/i18n";

export const SCHEDULE_TEXT = texts({
  open: { ko: "예약 발행", en: "Schedule" },
  title: { ko: "예약 발행", en: "Schedule publishing" },
  intro: {
    ko: "정한 시각에 글이 발행돼요. 그때까지는 나만 볼 수 있고, 임시저장 목록에서 고치거나 취소할 수 있어요.",
    en: "The post goes out at the time you pick. Until then only you can see it, and you can change or cancel it from your drafts.",
  },
  date: { ko: "날짜", en: "Date" },
  time: { ko: "시각", en: "Time" },
  limitNote: {
    ko: "발행되는 날의 하루 업로드 수에서 한 편이 빠져요. 그날 수를 다 썼다면 다음 날 0시에 발행되고 알림으로 알려 드려요.",
    en: "It counts against the upload limit of the day it goes out. If that day's is used up, it goes out at midnight and you get a notification.",
  },
  confirm: { ko: "예약하기", en: "Schedule" },
  close: { ko: "닫기", en: "Close" },
  scheduled: { ko: "{when}에 발행되도록 예약했어요.", en: "Scheduled for {when}." },
  change: { ko: "예약 변경", en: "Change time" },
  publishNow: { ko: "지금 발행", en: "Publish now" },
  cancel: { ko: "예약 취소", en: "Cancel schedule" },
  cancelled: { ko: "예약을 취소했어요. 글은 임시저장 목록에 그대로 있어요.", en: "Schedule cancelled. The post stays in your drafts." },
  failed: { ko: "예약하지 못했어요", en: "Couldn't schedule" },
  ok: { ko: "확인", en: "OK" },
});
