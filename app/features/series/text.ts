// The words of series (docs/product/series.md): the post page's box, the series pages, my page's
// section and the writing page's choice. The refusals both sides say are SERIES_MSG (core/series.ts).
import { texts } from "../../../core/i18n";
import { SERIES_BOX_TEXT } from "./box-text";

export const SERIES_TEXT = texts({
  ...SERIES_BOX_TEXT,
  seeSeries: { ko: "연재 전체 보기", en: "See the whole series" },
  // The member's public pages.
  tab: { ko: "연재", en: "Series" },
  listHeading: { ko: "연재", en: "Series" },
  parts: { ko: "{n}편", en: (p) => `${p.n} ${Number(p.n) === 1 ? "part" : "parts"}` },
  noSeries: { ko: "아직 연재가 없어요.", en: "No series yet." },
  noParts: { ko: "아직 이 연재에 실린 글이 없어요.", en: "This series has no posts yet." },
  partsOf: { ko: "「{title}」의 글", en: "Posts of “{title}”" },
  by: { ko: "{name}님의 연재", en: "A series by {name}" },
  updated: { ko: "{when} 업데이트", en: "Updated {when}" },
  partNumber: { ko: "{n}편", en: "Part {n}" },
  // My page.
  heading: { ko: "나의 연재", en: "My series" },
  intro: {
    ko: "내가 발행한 글을 연재로 묶어 순서대로 보여 주세요. 글은 한 연재에만 담을 수 있고, 연재를 지워도 글은 그대로 남아요.",
    en: "Group posts you published into a series and show them in order. A post can be in one series, and deleting a series keeps its posts.",
  },
  create: { ko: "새 연재 만들기", en: "New series" },
  title: { ko: "연재 제목", en: "Series title" },
  titlePlaceholder: { ko: "예: 처음 만나는 파이썬", en: "e.g. Python from scratch" },
  description: { ko: "짧은 소개 (선택)", en: "Short description (optional)" },
  createSubmit: { ko: "만들기", en: "Create" },
  created: { ko: "연재를 만들었어요.", en: "Series created." },
  mineEmpty: { ko: "아직 만든 연재가 없어요. 위에서 첫 연재를 만들어 보세요.", en: "You have no series yet. Create your first one above." },
  rename: { ko: "이름·소개 바꾸기", en: "Rename" },
  save: { ko: "저장", en: "Save" },
  cancel: { ko: "취소", en: "Cancel" },
  saved: { ko: "저장했어요.", en: "Saved." },
  remove: { ko: "연재 지우기", en: "Delete series" },
  removeConfirm: {
    ko: "「{title}」 연재를 지울까요? 담긴 글은 지워지지 않고 연재에서만 빠져요.",
    en: "Delete the series “{title}”? Its posts stay; they only leave the series.",
  },
  removed: { ko: "연재를 지웠어요. 글은 그대로 있어요.", en: "Series deleted. Its posts are still there." },
  addPost: { ko: "글 담기", en: "Add a post" },
  addPick: { ko: "담을 글 고르기", en: "Choose a post to add" },
  addSubmit: { ko: "담기", en: "Add" },
  added: { ko: "「{subject}」을(를) 연재에 담았어요.", en: "Added “{subject}” to the series." },
  noChoice: { ko: "담을 수 있는 글이 없어요. 글은 한 연재에만 담을 수 있어요.", en: "No posts to add. A post can be in one series only." },
  inOther: { ko: "{title}에 담김", en: "in {title}" },
  takeOut: { ko: "빼기", en: "Take out" },
  takeOutLabel: { ko: "「{subject}」 연재에서 빼기", en: "Take “{subject}” out of the series" },
  takenOut: { ko: "「{subject}」을(를) 연재에서 뺐어요.", en: "Took “{subject}” out of the series." },
  moveUp: { ko: "위로", en: "Up" },
  moveDown: { ko: "아래로", en: "Down" },
  moveUpLabel: { ko: "「{subject}」 위로 옮기기", en: "Move “{subject}” up" },
  moveDownLabel: { ko: "「{subject}」 아래로 옮기기", en: "Move “{subject}” down" },
  dragHandle: { ko: "「{subject}」 끌어서 옮기기", en: "Drag to move “{subject}”" },
  reorderHint: {
    ko: "글을 끌어 놓거나, 글에 초점을 두고 Alt+↑/↓ 또는 위로·아래로 버튼으로 순서를 바꿀 수 있어요.",
    en: "Drag a post, or focus it and press Alt+↑/↓ or the Up and Down buttons to change the order.",
  },
  moved: { ko: "「{subject}」: {total}편 중 {n}번째로 옮겼어요.", en: "“{subject}” is now part {n} of {total}." },
  orderSaved: { ko: "순서를 저장했어요.", en: "Order saved." },
  hiddenDeleted: { ko: "삭제된 글 · 다른 사람에게 보이지 않아요", en: "Deleted · hidden from others" },
  hiddenBlinded: { ko: "숨김 처리된 글 · 다른 사람에게 보이지 않아요", en: "Hidden · not shown to others" },
  publicPage: { ko: "공개 연재 페이지", en: "Public series page" },
  partsLabel: { ko: "「{title}」에 담긴 글", en: "Posts in “{title}”" },
  // The writing page.
  pick: { ko: "연재", en: "Series" },
  pickNone: { ko: "연재에 담지 않음", en: "Not in a series" },
  pickHint: { ko: "발행하면 고른 연재의 맨 끝에 담겨요.", en: "On publishing, the post goes at the end of the chosen series." },
  pickFailed: {
    ko: "글은 발행했지만 연재에 담지 못했어요: {reason} 나의 연재에서 다시 담아 주세요.",
    en: "The post is published but could not join the series: {reason} Add it again from My series.",
  },
});
