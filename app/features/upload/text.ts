// The writing page's words (the form, its drafts, images, leaving and publishing) in Korean and
// English. core/i18n.ts explains the catalogues; the rules' messages live in core/writing.ts.
import { BRAND } from "../../../core/brand";
import { MSG } from "../../../core/messages";
import { plural, texts } from "../../../core/i18n";

export const UPLOAD = texts({
  // The page
  titleNew: { ko: "글쓰기", en: "Write" },
  titleEdit: { ko: "수정하기", en: "Edit" },
  history: { ko: "수정 기록", en: "History" },
  back: { ko: "뒤로 가기", en: "Back" },
  homeOf: { ko: `${BRAND.siteName} 홈`, en: `${BRAND.nameEn} home` },
  switchToDocument: { ko: "문서 올리기", en: "Upload a document" },
  /** The same switch in the phone's narrow header: the Korean fits, the English is shortened. */
  switchToDocumentShort: { ko: "문서 올리기", en: "Document" },
  switchToEditor: { ko: "에디터로 쓰기", en: "Write in the editor" },
  /** The heading of the document form (the header's switch leads to it, in the same words). */
  documentTitle: { ko: "문서 올리기", en: "Upload a document" },
  documentEditTitle: { ko: "문서 게시물 수정", en: "Edit document post" },
  /** The header while an AI briefing's draft waits for its author's review (decision 0182). */
  briefingDraftTitle: { ko: "AI 브리핑 초안", en: "AI briefing draft" },
  topic: { ko: "토픽", en: "Topic" },
  subject: { ko: "제목", en: "Title" },
  subjectPlaceholder: { ko: "제목을 입력해 주세요", en: "Enter a title" },
  contentPlaceholder: { ko: "내용을 입력해 주세요.", en: "Write your post here." },
  editorLoading: { ko: "편집기를 준비하고 있어요…", en: "Getting the editor ready…" },
  tagsAndThumbnail: { ko: "태그와 썸네일", en: "Tags and thumbnail" },
  tags: { ko: "태그", en: "Tags" },
  thumbnail: { ko: "썸네일", en: "Thumbnail" },
  publishHint: { ko: "제목, 본문, 토픽을 모두 채우면 발행할 수 있어요.", en: "Fill in the title, body and topic to publish." },
  saving: { ko: "저장 중…", en: "Saving…" },
  savedAt: { ko: "저장됨 · {time}", en: "Saved · {time}" },
  saveDraft: { ko: "임시저장", en: "Save draft" },
  /** Before the drafts count on the phone. */
  draftsShort: { ko: "임시", en: "Drafts" },
  draftListCount: { ko: "임시저장 목록 {n}개", en: (p) => `Drafts: ${plural(Number(p.n), "draft")}` },
  publishing: { ko: "발행 중…", en: "Publishing…" },
  publish: { ko: "발행하기", en: "Publish" },
  finishEdit: { ko: "수정 완료", en: "Save changes" },
  uploadingThumbnail: { ko: "썸네일 올리는 중… {percent}%", en: "Uploading thumbnail… {percent}%" },
  uploadingImage: { ko: "이미지 올리는 중… {percent}%", en: "Uploading image… {percent}%" },
  cancel: { ko: "취소", en: "Cancel" },
  ok: { ko: "확인", en: "OK" },
  delete: { ko: "삭제", en: "Delete" },
  close: { ko: "닫기", en: "Close" },

  // Notices instead of the form
  goToAccount: { ko: "계정 설정으로 가기", en: "Go to account settings" },
  goHome: { ko: "홈으로", en: "Go home" },
  cannotEdit: { ko: "수정할 수 없는 게시물이에요", en: "This post can't be edited here" },
  backToPost: { ko: "게시물로 돌아가기", en: "Back to the post" },
  postNotFound: MSG.postNotFound,

  // Images
  uploadCancelled: { ko: "업로드를 취소했어요", en: "Upload cancelled" },
  uploadFailed: { ko: "파일을 올리지 못했어요", en: "Couldn't upload the file" },

  // Offered back on arrival
  editLeftTitle: { ko: "수정 중이던 내용이 있어요", en: "You have unsaved edits" },
  editLeftBody: {
    ko: "글에 반영되지 않은 수정 내용이 남아 있어요 ({ago} 저장). 이어서 수정하시겠어요?",
    en: "Edits that were never saved to the post were kept ({ago}). Continue editing?",
  },
  startOver: { ko: "처음부터", en: "Start over" },
  continueEdit: { ko: "이어서 수정", en: "Continue editing" },
  leftoverKept: { ko: "남아 있던 글을 임시저장 목록에 보관했어요.", en: "The unsaved post was kept in your drafts." },
  leftoverTitle: { ko: "작성 중이던 글이 있어요", en: "You have an unsaved post" },
  leftoverBody: {
    ko: "“{title}”\n임시저장되기 전에 창이 닫힌 글이 이 브라우저에 남아 있어요. 이어서 쓰시겠어요?",
    en: "“{title}”\nThis browser kept a post whose window closed before it was saved. Continue writing?",
  },
  draftTitle: { ko: "임시저장한 글이 있어요", en: "You have a saved draft" },
  draftBody: { ko: "“{title}” · {ago}\n이어서 쓰시겠어요?", en: "“{title}” · {ago}\nContinue writing?" },
  writeNew: { ko: "새로 쓰기", en: "Write a new one" },
  continueWriting: { ko: "이어서 쓰기", en: "Continue writing" },

  // Drafts
  loadFailed: { ko: "임시저장 글을 불러오지 못했어요. 다시 시도해 주세요.", en: "Couldn't open the draft. Please try again." },
  loadTitle: { ko: "임시저장 글을 불러올까요?", en: "Open this draft?" },
  loadBody: { ko: "지금 쓰던 글은 임시저장한 뒤 불러와요.", en: "What you're writing now is saved as a draft first." },
  load: { ko: "불러오기", en: "Open" },
  deleteTitle: { ko: "임시저장 글 {n}개를 삭제할까요?", en: (p) => `Delete ${plural(Number(p.n), "draft")}?` },
  deleteBody: { ko: "삭제한 글은 되돌릴 수 없어요.", en: "Deleted drafts can't be restored." },
  drafts: { ko: "임시저장 글", en: "Drafts" },
  importedCount: { ko: "가져온 글 {n}개", en: (p) => `imported: ${plural(Number(p.n), "post")}` },
  originallyWritten: { ko: "원래 {date}에 쓴 글", en: "first written {date}" },
  noDrafts: { ko: "임시저장한 글이 없어요", en: "No drafts yet" },
  noDraftsHint: { ko: "글을 쓰면 자동으로 임시저장돼요.", en: "What you write is saved as a draft automatically." },
  select: { ko: "선택", en: "Select" },
  writingNow: { ko: "작성 중", en: "Writing" },
  publishable: { ko: "발행 가능", en: "Ready" },
  noContent: { ko: "본문 없음", en: "No text" },
  currentLocked: { ko: "작성 중인 글은 불러오거나 삭제할 수 없어요.", en: "The post you're writing can't be opened or deleted." },
  deleteSelected: { ko: "선택 삭제", en: "Delete selected" },

  // Leaving
  leaveEditTitle: { ko: "수정 중인 내용이 있어요", en: "You have unsaved edits" },
  leaveEditBody: {
    ko: "수정한 내용이 아직 반영되지 않았어요. 나가면 이 브라우저에만 보관되고, 다음에 수정할 때 이어서 할 수 있어요.",
    en: "Your edits aren't saved to the post yet. If you leave, this browser keeps them and you can continue next time you edit.",
  },
  leave: { ko: "나가기", en: "Leave" },
  keepEditing: { ko: "계속 수정하기", en: "Keep editing" },
  leaveTitle: { ko: "작성 중인 글이 있어요", en: "You're in the middle of a post" },
  leaveBody: {
    ko: "아직 임시저장되지 않은 내용이 있어요. 임시저장하고 나갈까요?",
    en: "Some changes aren't saved yet. Save a draft and leave?",
  },
  saveAndLeave: { ko: "임시저장하고 나가기", en: "Save draft and leave" },
  leaveWithoutSaving: { ko: "저장하지 않고 나가기", en: "Leave without saving" },
  keepWriting: { ko: "계속 쓰기", en: "Keep writing" },

  // Publishing
  edited: { ko: "수정했어요.", en: "Changes saved." },
  published: { ko: "발행했어요.", en: "Published." },
  editFailed: { ko: "수정하지 못했어요", en: "Couldn't save the changes" },
  publishFailed: { ko: "발행하지 못했어요", en: "Couldn't publish" },
  policyTitle: { ko: "게시물 업로드 정책 안내", en: "Posting policy" },
  policyBody: {
    ko: [
      `${BRAND.nameKo}에 글을 올리기 전에 확인해 주세요.`,
      "",
      "• 직접 작성했거나 사용할 권리가 있는 글과 이미지만 올려 주세요.",
      "• 다른 사람의 저작권·상표권 같은 지식재산권(IP)이나 초상권을 침해하는 게시물은 예고 없이 숨김 처리되거나 삭제될 수 있어요.",
      "• 개인정보, 광고·스팸, 불법 정보가 담긴 게시물은 올릴 수 없어요.",
      `• 게시물의 저작권은 작성자에게 있어요. ${BRAND.nameKo}는 서비스 안에서 게시물을 보여 주고 소개하는 데 사용할 수 있어요.`,
      "",
      "동의는 처음 한 번만 받아요.",
    ].join("\n"),
    en: [
      `Please check before posting on ${BRAND.nameEn}.`,
      "",
      "• Post only writing and images you made yourself or have the right to use.",
      "• Posts that infringe others' intellectual property (copyright, trademarks) or portrait rights may be hidden or deleted without notice.",
      "• Posts with personal information, ads or spam, or illegal content are not allowed.",
      `• You keep the copyright of your posts. ${BRAND.nameEn} may show and feature them within the service.`,
      "",
      "We ask for this consent only once.",
    ].join("\n"),
  },
  agreeAndPublish: { ko: "동의하고 발행하기", en: "Agree and publish" },

  // Drafts panel
  selectDraft: { ko: "{title} 선택", en: "Select {title}" },

  // Tags
  tagList: { ko: "태그 목록", en: "Tag list" },
  removeTag: { ko: "태그 {tag} 삭제", en: "Remove tag {tag}" },
  tagPlaceholder: { ko: "태그 입력 후 Enter", en: "Type a tag, press Enter" },
  tagInput: { ko: "태그 입력", en: "Add a tag" },
  tagHint: {
    ko: "Enter 또는 쉼표로 추가 · 최대 {max}개, 태그당 {length}자",
    en: "Add with Enter or a comma · up to {max} tags, {length} characters each",
  },
  tagCount: { ko: "태그 {n}개", en: (p) => plural(Number(p.n), "tag") },

  // Thumbnail
  thumbPreview: { ko: "썸네일 미리보기", en: "Thumbnail preview" },
  thumbFrame: { ko: "16:9 썸네일", en: "16:9 thumbnail" },
  thumbHint: {
    ko: "목록에 보이는 대표 이미지예요. 올리지 않으면 토픽 색상 표지가 쓰여요.",
    en: "The picture shown in lists. Without one, a cover in the topic's colour is used.",
  },
  thumbReplace: { ko: "다른 이미지로 바꾸기", en: "Replace image" },
  thumbUpload: { ko: "이미지 올리기", en: "Upload image" },
  thumbRemove: { ko: "썸네일 삭제", en: "Remove thumbnail" },
  thumbSuggestion: { ko: "썸네일 제안", en: "Thumbnail suggestion" },
  thumbSuggest: { ko: "본문의 첫 이미지를 썸네일로 쓸까요?", en: "Use the first image of the post as the thumbnail?" },
  thumbUse: { ko: "썸네일로 사용", en: "Use as thumbnail" },
  thumbNoThanks: { ko: "괜찮아요", en: "No thanks" },
});

/** The editor's toolbar and popovers. */
export const EDITOR = texts({
  body: { ko: "본문", en: "Body" },
  toolbar: { ko: "서식 도구", en: "Formatting" },
  h2: { ko: "제목 2", en: "Heading 2" },
  h3: { ko: "제목 3", en: "Heading 3" },
  bold: { ko: "굵게", en: "Bold" },
  italic: { ko: "기울임", en: "Italic" },
  underline: { ko: "밑줄", en: "Underline" },
  strike: { ko: "취소선", en: "Strikethrough" },
  color: { ko: "글자 색", en: "Text colour" },
  colorLetter: { ko: "가", en: "A" },
  bullet: { ko: "글머리 기호 목록", en: "Bulleted list" },
  ordered: { ko: "번호 목록", en: "Numbered list" },
  quote: { ko: "인용", en: "Quote" },
  code: { ko: "코드", en: "Code" },
  codeBlock: { ko: "코드 블록", en: "Code block" },
  link: { ko: "링크", en: "Link" },
  image: { ko: "이미지", en: "Image" },
  undo: { ko: "실행 취소", en: "Undo" },
  redo: { ko: "다시 실행", en: "Redo" },
  palette: { ko: "색상표", en: "Colours" },
  hexCode: { ko: "색상 코드", en: "Colour code" },
  apply: { ko: "적용", en: "Apply" },
  linkAddress: { ko: "링크 주소", en: "Link address" },
  removeLink: { ko: "링크 삭제", en: "Remove link" },
});
