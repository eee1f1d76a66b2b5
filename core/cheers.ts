// 응원하기 (decision 0190): a reader sends points to a post's author, with an optional message —
// the use for points a member asked for. The same rules on both sides: the form offers these
// amounts and checks the message; the server decides.
import { texts } from "./i18n";

/** The amounts a cheer can send (points). */
export const CHEER_AMOUNTS = [100, 300, 500, 1000] as const;
export type CheerAmount = (typeof CHEER_AMOUNTS)[number];
/** Cheers a member may send per Seoul day, and points in all per day. */
export const CHEER_DAILY_COUNT = 10;
export const CHEER_DAILY_POINTS = 3000;
/** A cheer's message, characters. */
export const CHEER_MESSAGE_MAX = 100;

export const isCheerAmount = (n: number): n is CheerAmount => (CHEER_AMOUNTS as readonly number[]).includes(n);

export const CHEER_TEXT = texts({
  button: { ko: "응원하기", en: "Cheer" },
  count: { ko: "응원 {n}", en: (p) => `${p.n} ${String(p.n) === "1" ? "cheer" : "cheers"}` },
  title: { ko: "작가 응원하기", en: "Cheer the author" },
  lead: {
    ko: "포인트로 작가를 응원해 주세요. 보낸 포인트는 작가에게 그대로 전달됩니다.",
    en: "Cheer the author with your points. They go to the author in full.",
  },
  balance: { ko: "내 포인트 {n}P", en: "Your points: {n} P" },
  amount: { ko: "{n}P", en: "{n} P" },
  message: { ko: "응원 메시지 (선택)", en: "Message (optional)" },
  messagePlaceholder: { ko: "작가에게 한마디 남겨 주세요.", en: "A word for the author." },
  send: { ko: "{n}P 보내기", en: "Send {n} P" },
  sent: { ko: "응원했습니다! 작가에게 {n}P가 전달되었어요.", en: "Cheered! {n} P went to the author." },
  ownPost: { ko: "내 글은 응원할 수 없습니다.", en: "You cannot cheer your own post." },
  badAmount: { ko: "응원할 포인트를 골라 주세요.", en: "Choose how many points to send." },
  messageTooLong: { ko: "응원 메시지는 100자까지 입력할 수 있습니다.", en: "A message can have at most 100 characters." },
  messageProfane: {
    ko: "욕설이나 비속어가 들어간 메시지는 보낼 수 없습니다.",
    en: "A message with swear words or slurs cannot be sent.",
  },
  dailyCount: {
    ko: "오늘은 더 응원할 수 없습니다. 하루 10번까지 응원할 수 있어요.",
    en: "No more cheers today: you can cheer 10 times a day.",
  },
  dailyPoints: {
    ko: "오늘 응원할 수 있는 포인트(3,000P)를 넘습니다. 내일 다시 응원해 주세요.",
    en: "This goes past today's 3,000 P of cheers. Please cheer again tomorrow.",
  },
  recent: { ko: "받은 응원", en: "Cheers" },
});

/** The message as kept: one line of at most CHEER_MESSAGE_MAX characters, or a refusal. */
export function checkCheerMessage(input: string | undefined): { ok: true; value: string } | { ok: false } {
  const value = (input ?? "").normalize("NFC").replace(/\s+/g, " ").trim();
  if (Array.from(value).length > CHEER_MESSAGE_MAX) return { ok: false };
  return { ok: true, value };
}
