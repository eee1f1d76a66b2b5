// The FAQ (docs/product/ai.md §9): questions and answers in Korean and English, kept as data.
// The /faq pages show them and the help chatbot answers from them (§8), so every figure here is
// the product's real one (docs/product/*.md); where a feature is not built yet the answer says
// what exists today.
import type { Language, Text } from "./i18n";
import { texts } from "./i18n";
import { compactText, stripParticle, words } from "./korean-search";

export const FAQ_CATEGORIES = [
  { id: "about", label: { ko: "서비스 소개", en: "About" } },
  { id: "signup", label: { ko: "회원가입", en: "Sign-up" } },
  { id: "verification", label: { ko: "인증", en: "Verification" } },
  { id: "writing", label: { ko: "글쓰기", en: "Writing" } },
  { id: "documents", label: { ko: "문서", en: "Documents" } },
  { id: "points", label: { ko: "포인트", en: "Points" } },
  { id: "missions", label: { ko: "미션", en: "Missions" } },
  { id: "curation", label: { ko: "큐레이션", en: "Curation" } },
  { id: "seasons", label: { ko: "시즌", en: "Seasons" } },
  { id: "tokens", label: { ko: "토큰", en: "Tokens" } },
  { id: "wallet", label: { ko: "지갑·NFT", en: "Wallet & NFT" } },
  { id: "ai", label: { ko: "AI", en: "AI" } },
  { id: "account", label: { ko: "계정", en: "Account" } },
] as const satisfies readonly { id: string; label: Text }[];

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]["id"];

/** FAQ wording is plain text in both languages (searched and quoted, never filled in). */
export interface PlainText {
  ko: string;
  en: string;
}

export interface FaqItem {
  id: string;
  category: FaqCategoryId;
  question: PlainText;
  answer: PlainText;
  /** Other words people use for what the entry is about (the chatbot's retrieval reads them; never shown). */
  keywords?: PlainText;
  /** Desktop path of the page the answer is about (the phone pages add /m where they exist). */
  link?: string;
}

export const FAQ: readonly FaqItem[] = [
  // ── About ──────────────────────────────────────────────────────────────
  {
    id: "what-is-nanumteo",
    category: "about",
    question: { ko: "나눔터는 어떤 서비스인가요?", en: "What is Nanumteo?" },
    keywords: { ko: "무엇 뭐 서비스 소개 플랫폼 사이트 정체 뭐하는곳", en: "about service platform site" },
    answer: {
      ko: "나눔터는 지식을 나누고 보상받는 콘텐츠 공유 플랫폼입니다. 글과 문서(PDF, 워드, 파워포인트, 한글)를 올리고, 다른 회원의 콘텐츠를 읽고 좋아요·댓글·큐레이팅 투표로 참여하면 포인트와 큐레이팅, 시즌 토큰 보상을 받을 수 있어요.",
      en: "Nanumteo is a content-sharing platform where sharing knowledge is rewarded. Members publish posts and documents (PDF, Word, PowerPoint, Hangul), read others' content and take part with likes, comments and curation votes, earning points, curation tickets and season token rewards.",
    },
    link: "/intro",
  },
  {
    id: "topics",
    category: "about",
    question: { ko: "어떤 주제의 글을 올릴 수 있나요?", en: "Which topics can I write about?" },
    answer: {
      ko: "경제, IT·기술, 문화·예술, 취업·이직, 운동·건강, 요리·음식, 여행, 어학, 기타의 9개 토픽이 있어요. 글을 올릴 때 토픽 하나를 고릅니다.",
      en: "There are nine topics: Economy, IT & Tech, Culture & Arts, Jobs & Careers, Health & Fitness, Food & Cooking, Travel, Languages and Others. You choose one when you publish.",
    },
    link: "/new",
  },
  {
    id: "find-content",
    category: "about",
    question: { ko: "원하는 글은 어떻게 찾나요?", en: "How do I find posts?" },
    answer: {
      ko: "상단 검색창에서 전체·제목·내용·태그·글쓴이로 검색할 수 있어요. 조사가 붙은 말(경제를 → 경제), 띄어쓰기가 다른 말, 초성(ㅂㄷㅅ)으로도 찾아집니다. 태그를 누르면 같은 태그의 글을 모아 볼 수 있어요.",
      en: "Use the search box at the top: all, title, content, tags or writer. Words with particles, different spacing and Korean initial consonants alone are found too. Clicking a tag lists the posts with that tag.",
    },
    link: "/search",
  },
  // ── Sign-up ────────────────────────────────────────────────────────────
  {
    id: "how-to-sign-up",
    category: "signup",
    question: { ko: "회원가입은 어떻게 하나요?", en: "How do I sign up?" },
    keywords: { ko: "가입 회원가입 계정 만들기", en: "sign up register join account" },
    answer: {
      ko: "회원가입 페이지에서 이메일, 비밀번호(8~64자), 닉네임을 입력하고 이용약관과 개인정보 처리방침에 동의하면 됩니다. 가입 후 이메일로 받은 6자리 코드나 링크로 이메일을 인증해 주세요.",
      en: "On the sign-up page enter your e-mail, a password (8–64 characters) and a nickname, and agree to the terms and the privacy policy. Then verify your e-mail with the 6-digit code or the link we send.",
    },
    link: "/sign",
  },
  {
    id: "social-sign-in",
    category: "signup",
    question: { ko: "구글이나 카카오 계정으로 가입할 수 있나요?", en: "Can I sign up with Google or Kakao?" },
    answer: {
      ko: "네. 로그인 화면에서 구글, 카카오, 폴라리스 오피스 계정으로 가입하고 로그인할 수 있어요(사이트에 설정된 경우). 소셜 계정으로 가입하면 이메일은 이미 인증된 것으로 처리됩니다. 다른 방법으로 이미 가입한 이메일이면 그 방법으로 로그인하라고 안내해요.",
      en: "Yes. The login page offers Google, Kakao and Polaris Office (where the site has them configured). Signing up this way counts your e-mail as verified. If the e-mail already belongs to an account of another kind, you are told which one to use.",
    },
    link: "/login",
  },
  {
    id: "nickname-rules",
    category: "signup",
    question: { ko: "닉네임 규칙이 있나요?", en: "Are there nickname rules?" },
    answer: {
      ko: "닉네임은 2~12바이트(한글은 글자당 2바이트)로 정하고, 다른 회원이 쓰는 닉네임이나 사이트 이름이 들어간 닉네임은 쓸 수 없어요. 가입 후에도 계정 설정에서 바꿀 수 있어요.",
      en: "A nickname is 2–12 bytes (a Korean syllable counts as 2) and cannot be one another member uses or contain the site's name. You can change it later in the account settings.",
    },
    link: "/mypage/account",
  },
  {
    id: "without-account",
    category: "signup",
    question: { ko: "가입하지 않아도 이용할 수 있나요?", en: "What can I do without an account?" },
    keywords: { ko: "비회원 로그인 없이 방문자", en: "visitor guest without account" },
    answer: {
      ko: "읽기, 검색, 문서 보기는 로그인 없이도 돼요. 글쓰기, 좋아요·북마크·팔로우, 댓글, 알림, 마이페이지, 도움말 챗봇은 회원이 이용할 수 있어요.",
      en: "Reading, search and viewing documents work without an account. Writing, likes, bookmarks, follows, comments, notifications, my page and the help chatbot are for members.",
    },
    link: "/sign",
  },
  // ── Verification ───────────────────────────────────────────────────────
  {
    id: "email-verification",
    category: "verification",
    question: { ko: "이메일 인증은 왜 필요한가요?", en: "Why do I need to verify my e-mail?" },
    keywords: { ko: "이메일 인증 메일 확인", en: "email verify verification" },
    answer: {
      ko: "글쓰기, 댓글, 좋아요·북마크·팔로우, 큐레이팅 투표는 이메일 인증 회원만 할 수 있어요. 인증 메일의 6자리 코드를 입력하거나 메일의 링크를 누르면 인증됩니다.",
      en: "Writing, comments, likes, bookmarks, follows and curation votes need a verified e-mail. Enter the 6-digit code from the mail or click its link.",
    },
    link: "/loginSend",
  },
  {
    id: "verification-mail-missing",
    category: "verification",
    question: { ko: "인증 메일이 오지 않아요.", en: "The verification mail did not arrive." },
    answer: {
      ko: "스팸함을 확인하고, 인증 페이지에서 다시 보내기를 눌러 주세요. 다시 보내기는 한 시간에 5번까지이며, 기다려야 할 때는 남은 시간을 알려 드려요. 계정 설정에서도 인증 메일을 다시 받을 수 있어요.",
      en: "Check your spam folder, then use resend on the verification page. You can resend 5 times an hour; when you must wait, the page says how long. The account settings can also send the mail again.",
    },
    link: "/loginSend",
  },
  {
    id: "phone-verification",
    category: "verification",
    question: { ko: "휴대폰 인증은 어떻게 하나요?", en: "How does phone verification work?" },
    keywords: { ko: "휴대폰 전화 본인인증 문자", en: "phone sms mobile verification" },
    answer: {
      ko: "마이페이지의 본인 인증 메뉴에서 휴대폰 번호를 입력하면 6자리 문자 코드가 와요. 코드는 3분 동안 유효하고 5번까지 입력할 수 있어요. 한 번호는 한 계정에만 쓸 수 있어요.",
      en: "In my page's verification menu, enter your phone number and you receive a 6-digit SMS code. It is valid for 3 minutes and you have 5 tries. One number can verify one account only.",
    },
    link: "/mypage/verification",
  },
  // ── Writing ────────────────────────────────────────────────────────────
  {
    id: "how-to-write",
    category: "writing",
    question: { ko: "글은 어떻게 쓰나요?", en: "How do I write a post?" },
    answer: {
      ko: "이메일 인증 회원은 상단의 글쓰기 버튼으로 작성 페이지에 갑니다. 토픽을 고르고 제목(100자까지)과 본문을 쓰고, 태그와 썸네일을 정한 뒤 발행하면 돼요. 처음 발행할 때 업로드 정책 안내가 한 번 나와요.",
      en: "Members with a verified e-mail open the writing page with the write button. Pick a topic, write a title (up to 100 characters) and the text, add tags and a thumbnail, then publish. The upload policy notice appears before your first post.",
    },
    link: "/upload",
  },
  {
    id: "drafts",
    category: "writing",
    question: { ko: "쓰던 글이 저장되나요?", en: "Are my drafts saved?" },
    answer: {
      ko: "네. 작성 중인 글은 입력을 멈춘 뒤 0.8초 안에 자동 저장되고, 페이지를 떠날 때도 저장돼요. 임시저장 목록에서 불러오거나 삭제할 수 있어요(최대 50개).",
      en: "Yes. Your text is saved automatically within 0.8 seconds of the last change and again when you leave the page. The drafts list lets you load or delete them (up to 50).",
    },
    link: "/upload",
  },
  {
    id: "tags",
    category: "writing",
    question: { ko: "태그는 몇 개까지 달 수 있나요?", en: "How many tags can a post have?" },
    answer: {
      ko: "태그는 10개까지, 하나에 20자까지 달 수 있어요. 엔터나 쉼표로 추가하고, #금리와 금리처럼 같은 말은 하나의 태그로 봅니다.",
      en: "Up to 10 tags of up to 20 characters each. Add one with Enter or a comma; #rate and rate are the same tag.",
    },
    link: "/upload",
  },
  {
    id: "daily-upload-limit",
    category: "writing",
    question: { ko: "하루에 글을 몇 개까지 올릴 수 있나요?", en: "How many posts can I publish a day?" },
    keywords: { ko: "업로드 제한 횟수 하루 한도 글", en: "upload limit daily count posts" },
    answer: {
      ko: "일반 회원(G)은 하루 20개, 폴라리스 오피스 계정으로 가입한 회원(P)은 하루 50개까지 올릴 수 있고, 횟수는 자정(한국 시간)에 초기화돼요. 다 쓰면 업로드 횟수 부족 안내가 나와요.",
      en: "Regular members (plan G) can publish 20 posts a day, members who joined with a Polaris Office account (plan P) 50; the count resets at midnight Korea time. When it is used up, an upload-limit notice appears.",
    },
    link: "/upload",
  },
  {
    id: "edit-delete-post",
    category: "writing",
    question: { ko: "올린 글을 수정하거나 삭제할 수 있나요?", en: "Can I edit or delete my post?" },
    answer: {
      ko: "내 글의 더보기 메뉴에서 수정 또는 삭제를 고르면 돼요. 삭제한 글은 목록에서 바로 사라지고, 30일이 지나면 파일도 지워져요.",
      en: "Use edit or delete in your post's more-menu. A deleted post leaves the lists at once, and its files are removed after 30 days.",
    },
  },
  {
    id: "comments",
    category: "writing",
    question: { ko: "댓글은 누가 쓸 수 있나요?", en: "Who can comment?" },
    answer: {
      ko: "이메일 인증 회원이 1,000자까지 댓글과 답글(한 단계)을 쓸 수 있어요. 내 댓글은 수정·삭제할 수 있고, 글쓴이는 자기 글의 댓글을 삭제할 수 있어요.",
      en: "Members with a verified e-mail can write comments and one level of replies of up to 1,000 characters. You can edit or delete your own; a post's author can delete comments on it.",
    },
  },
  {
    id: "report",
    category: "writing",
    question: { ko: "부적절한 글은 어떻게 신고하나요?", en: "How do I report a post?" },
    answer: {
      ko: "글의 더보기 메뉴나 댓글의 신고를 누르고 사유(스팸·홍보, 음란·선정, 저작권 침해, 욕설·비방, 기타)를 고르세요. 서로 다른 회원 5명이 신고하면 바로 숨김 처리되고 운영자가 검토합니다.",
      en: "Choose report in the post's more-menu or on a comment and pick a reason (spam, sexual content, copyright, abuse, other). Five different members' reports hide the item at once, and a moderator reviews it.",
    },
  },
  // ── Documents ──────────────────────────────────────────────────────────
  {
    id: "document-upload",
    category: "documents",
    question: { ko: "문서 파일을 올릴 수 있나요?", en: "Can I upload a document file?" },
    keywords: { ko: "문서 파일 용량 크기 형식 pdf hwp 업로드", en: "document file size format pdf upload" },
    answer: {
      ko: "네. 글쓰기 페이지의 문서 올리기에서 PDF, DOC, DOCX, PPT, PPTX, HWP, HWPX 파일 하나를 20MB, 300쪽까지 올릴 수 있어요. 제목, 토픽, 태그, 소개와 원본 다운로드 허용 여부를 정해 발행합니다.",
      en: "Yes. The document form of the writing page takes one PDF, DOC, DOCX, PPT, PPTX, HWP or HWPX file of up to 20 MB and 300 pages. Add a title, topic, tags, an introduction and whether readers may download the original.",
    },
    link: "/upload?type=updDocs",
  },
  {
    id: "document-converting",
    category: "documents",
    question: { ko: "올린 문서가 바로 보이지 않아요.", en: "My document does not show yet." },
    answer: {
      ko: "문서는 페이지 이미지로 변환되는 동안 발행 중 상태예요. 첫 페이지는 몇 초 안에 보이고, 모든 페이지가 끝나면 목록에 나타나며 완료 알림이 와요. 변환에 실패하면 이유와 함께 다시 시도·삭제 버튼이 보여요.",
      en: "While a document is converted to page images it is in its publishing state. The first pages show within seconds; when all are done it appears in the lists and you get a notification. If conversion fails you see the reason with retry and delete.",
    },
  },
  {
    id: "document-download",
    category: "documents",
    question: { ko: "문서 원본을 내려받을 수 있나요?", en: "Can I download a document's original file?" },
    answer: {
      ko: "글쓴이가 다운로드를 허용한 문서는 로그인한 회원이 문서 화면의 다운로드 버튼으로 원본을 받을 수 있어요. 허용하지 않은 문서는 화면으로만 볼 수 있어요.",
      en: "When the author allowed downloads, signed-in members get the original with the download button of the viewer. Otherwise the document can only be read on the page.",
    },
  },
  // ── Points ─────────────────────────────────────────────────────────────
  {
    id: "how-to-get-points",
    category: "points",
    question: { ko: "포인트는 어떻게 받나요?", en: "How do I earn points?" },
    keywords: { ko: "받기 벌기 포인트 적립 모으기 얻기 획득 리워드", en: "earn collect point reward" },
    answer: {
      ko: "출석 체크(50P), 다른 회원 글 10초 읽기(10P, 하루 10번), 좋아요(10P, 하루 10번), 댓글(20P, 하루 10번), 글 발행(100P, 하루 3번), 공유 링크로 방문자 데려오기(50P, 하루 5번), 큐레이팅 투표(20P, 하루 10번)로 받을 수 있어요. 가입 목적 설문에 답하면 500P를 한 번 받아요.",
      en: "Attendance (50 P), reading someone else's post for 10 seconds (10 P, 10 a day), likes (10 P, 10 a day), comments (20 P, 10 a day), publishing (100 P, 3 a day), a share link that brings a visitor (50 P, 5 a day) and curation votes (20 P, 10 a day). Answering the sign-up purpose survey pays 500 P once.",
    },
    link: "/guide/reward-intro",
  },
  {
    id: "points-balance",
    category: "points",
    question: { ko: "내 포인트는 어디서 확인하나요?", en: "Where do I see my points?" },
    answer: {
      ko: "마이페이지의 리워드 화면에서 잔액, 출석 달력, 오늘의 미션, 최근 30일 포인트 그래프와 적립·사용 내역을 볼 수 있어요.",
      en: "My page's reward screen shows your balance, the attendance calendar, today's missions, a 30-day chart and the history of points earned and used.",
    },
    link: "/mypage/reward",
  },
  {
    id: "points-use",
    category: "points",
    question: { ko: "포인트는 어디에 쓰나요?", en: "What can I use points for?" },
    keywords: { ko: "포인트 사용 쓰기 교환 응원 응원하기 후원", en: "point spend use exchange cheer tip" },
    answer: {
      ko: "포인트로 마음에 드는 글의 작가를 응원할 수 있어요. 글 아래의 '응원하기'를 눌러 100P부터 1,000P까지 골라 메시지와 함께 보내면, 포인트가 작가에게 그대로 전달돼요(하루 10번, 3,000P까지). 토큰 보상은 포인트와 별도로 큐레이션 시즌 정산으로 받아요.",
      en: "You can cheer the author of a post you like with points: press 'Cheer' under the post, choose 100 to 1,000 P and add a message; the points go to the author in full (up to 10 cheers and 3,000 P a day). Token rewards are separate and come from curation season settlements.",
    },
    link: "/guide/reward-intro",
  },
  {
    id: "points-own-post",
    category: "points",
    question: { ko: "내 글을 읽거나 좋아요해도 포인트를 받나요?", en: "Do I earn points on my own posts?" },
    answer: {
      ko: "아니요. 읽기, 좋아요, 댓글 보상은 다른 회원의 글에만 주어지고, 같은 글에서는 하루 한 번만 받아요.",
      en: "No. Reading, like and comment rewards are only for other members' posts, and only once per post a day.",
    },
    link: "/guide/reward-intro",
  },
  // ── Missions ───────────────────────────────────────────────────────────
  {
    id: "missions",
    category: "missions",
    question: { ko: "미션은 무엇인가요?", en: "What are missions?" },
    keywords: { ko: "무엇 뭐 뜻", en: "what" },
    answer: {
      ko: "미션은 매일 하는 활동(출석, 읽기, 좋아요, 댓글, 발행, 공유, 투표)에 포인트를 주는 규칙이에요. 각 미션에는 하루 한도가 있고, 마이페이지 리워드에서 오늘의 진행률을 볼 수 있어요. 하루는 자정(한국 시간)에 바뀌어요.",
      en: "Missions pay points for everyday actions (attendance, reading, likes, comments, publishing, sharing, voting). Each has a daily limit; my page's reward screen shows today's progress. Days change at midnight Korea time.",
    },
    link: "/mypage/reward",
  },
  {
    id: "attendance",
    category: "missions",
    question: { ko: "출석 체크는 어떻게 하나요?", en: "How do I check in for attendance?" },
    keywords: { ko: "출석 출석체크 체크인", en: "attendance check in" },
    answer: {
      ko: "마이페이지 리워드의 출석 달력에서 출석 체크 버튼을 누르면 하루 한 번 50P를 받아요. 출석한 날은 달력에 표시돼요.",
      en: "Press the check-in button on the attendance calendar in my page's reward screen: 50 P once a day. Attended days are highlighted.",
    },
    link: "/mypage/reward",
  },
  {
    id: "share-reward",
    category: "missions",
    question: { ko: "공유하면 보상이 있나요?", en: "Is there a reward for sharing?" },
    answer: {
      ko: "회원이 글을 공유하면 나만의 공유 링크가 만들어져요. 그 링크로 새 방문자가 오면 50P(하루 5번)를 받고, 방문자가 가입하면 초대로 기록돼요. 공유 현황은 마이페이지에서 볼 수 있어요.",
      en: "When a member shares a post, the link carries their own code. A new visitor through it pays 50 P (5 a day), and a sign-up through it counts as your invite. My page shows your share summary.",
    },
    link: "/mypage/posts",
  },
  // ── Curation ───────────────────────────────────────────────────────────
  {
    id: "what-is-curation",
    category: "curation",
    question: { ko: "큐레이션이 무엇인가요?", en: "What is curation?" },
    keywords: { ko: "무엇 뭐 큐레이션 큐레이팅 의미 뜻 설명", en: "curation curating meaning explain" },
    answer: {
      ko: "큐레이션은 좋은 글을 골라 투표하는 활동이에요. 글을 10초 읽으면 큐레이팅(투표권) 1개를 받고, 시즌 동안 큐레이팅 1개로 마음에 드는 글에 투표해요. 시즌이 끝나면 작가는 받은 표에 비례해 작가 보상을, 큐레이터는 상위 10개 글에 투표한 만큼(먼저 투표할수록 더 많이) 큐레이터 보상을 토큰으로 나눠 받아요.",
      en: "Curation is picking good posts and voting for them. Reading a post for 10 seconds gives you one curation ticket; during a season you spend one ticket to vote for a post. When the season ends, writers share the writer pool in proportion to their votes, and curators share the curator pool by their votes on the top 10 posts (earlier votes weigh more), paid in tokens.",
    },
    link: "/curation-guide",
  },
  {
    id: "curation-tickets",
    category: "curation",
    question: { ko: "큐레이팅(투표권)은 어떻게 받나요?", en: "How do I get curation tickets?" },
    keywords: { ko: "투표권 큐레이팅 티켓 획득 얻기", en: "ticket vote right earn" },
    answer: {
      ko: "로그인한 상태로 다른 회원의 글을 10초 동안 읽으면 큐레이팅 1개가 지급돼요. 같은 글은 하루 한 번, 읽기로는 하루 20개까지 받을 수 있고 내 글에서는 받을 수 없어요.",
      en: "Read someone else's post for 10 seconds while signed in and you get one ticket. Once per post a day, at most 20 a day from reading, never on your own posts.",
    },
    link: "/curation",
  },
  {
    id: "how-to-vote",
    category: "curation",
    question: { ko: "투표는 어떻게 하나요?", en: "How do I vote?" },
    keywords: { ko: "투표 큐레이팅 사용", en: "vote voting" },
    answer: {
      ko: "글 아래의 큐레이팅 1개로 투표하기 버튼을 누르면 돼요. 이메일 인증이 필요하고, 시즌마다 한 글에 한 번, 내 글에는 투표할 수 없어요. 투표하면 20P(하루 10번)도 받아요.",
      en: "Press the vote button under the post; it spends one ticket. You need a verified e-mail, can vote once per post per season and never for your own post. A vote also pays 20 P (10 a day).",
    },
    link: "/curation",
  },
  {
    id: "curation-ranking",
    category: "curation",
    question: { ko: "큐레이션 순위는 어디서 보나요?", en: "Where are the curation rankings?" },
    answer: {
      ko: "큐레이션 탭에서 진행 중인 시즌의 글 순위와 작가·큐레이터 순위, 예상 토큰 보상을 볼 수 있어요. 30초마다 새로 고쳐져요. 내 순위와 기록은 마이페이지 큐레이션에서 확인해요.",
      en: "The curation tab shows the running season's board, the writer and curator rankings and estimated token rewards, refreshed every 30 seconds. Your own rank and history are in my page's curation screen.",
    },
    link: "/curation",
  },
  // ── Seasons ────────────────────────────────────────────────────────────
  {
    id: "what-is-season",
    category: "seasons",
    question: { ko: "시즌은 무엇인가요?", en: "What is a season?" },
    keywords: { ko: "무엇 뭐 뜻", en: "what" },
    answer: {
      ko: "시즌은 큐레이션 투표가 진행되는 기간이에요. 시즌은 겹치지 않고 한 번에 하나만 진행되며, 시즌마다 작가와 큐레이터에게 나눌 토큰 보상 풀이 있어요.",
      en: "A season is the period in which curation votes count. Seasons never overlap, one runs at a time, and each has token pools for writers and curators.",
    },
    link: "/curation",
  },
  {
    id: "season-end",
    category: "seasons",
    question: { ko: "시즌이 끝나면 어떻게 되나요?", en: "What happens when a season ends?" },
    keywords: { ko: "시즌 종료 끝 정산 보상", en: "season end settlement reward" },
    answer: {
      ko: "시즌이 끝나면 공개된 정산 공식에 따라 토큰 보상이 작가와 큐레이터에게 정산되고, 받은 회원에게 보상 알림이 가요. 정산 공식은 큐레이션 가이드에 있어요.",
      en: "At the end the token pools are settled among writers and curators by the published formula, and every rewarded member is notified. The formula is on the curation guide.",
    },
    link: "/curation-guide",
  },
  {
    id: "season-estimate",
    category: "seasons",
    question: { ko: "시즌 중에 보이는 보상은 확정인가요?", en: "Are the rewards shown during a season final?" },
    answer: {
      ko: "아니요. 시즌 중에는 지금까지의 투표로 계산한 예상 보상이고, 시즌이 끝나고 정산된 뒤의 금액이 확정 보상이에요.",
      en: "No. During a season they are estimates from the votes so far; the settled amounts after the season ends are final.",
    },
    link: "/curation",
  },
  // ── Tokens ─────────────────────────────────────────────────────────────
  {
    id: "how-to-get-token",
    category: "tokens",
    question: { ko: "토큰은 어떻게 받나요?", en: "How do I get the token?" },
    keywords: { ko: "벌기 토큰 받기 얻기 보상 코인 획득", en: "earn token coin reward receive" },
    answer: {
      ko: "토큰은 큐레이션 시즌 정산으로 받아요. 시즌 동안 내 글이 많은 표를 받거나(작가), 좋은 글에 투표하면(큐레이터) 시즌이 끝날 때 토큰 보상이 정산돼요. 받은 보상은 큐레이션 보상 화면에서 확인할 수 있어요.",
      en: "Tokens come from curation season settlements: as a writer whose posts receive votes, or as a curator who votes for good posts. Your settled rewards are listed on the curation reward page.",
    },
    link: "/curation-reward",
  },
  {
    id: "token-payout",
    category: "tokens",
    question: { ko: "정산된 토큰은 언제 지갑으로 들어오나요?", en: "When are settled tokens paid to my wallet?" },
    answer: {
      ko: "토큰은 연결한 지갑(Kaia 네트워크)으로 지급될 예정이에요. 지갑 연결과 지급 기능은 아직 준비 중이며, 그동안 정산된 보상은 안전하게 기록되어 있어요. 시즌마다 지갑 연결 마감일이 있으니 보상 화면에서 확인해 주세요.",
      en: "Tokens will be paid to your connected wallet (Kaia network). Wallet connection and payouts are still being prepared; until then settled rewards stay recorded. Each season has a wallet deadline, shown on the reward page.",
    },
    link: "/curation-reward",
  },
  {
    id: "points-vs-token",
    category: "tokens",
    question: { ko: "포인트와 토큰은 어떻게 다른가요?", en: "How are points and tokens different?" },
    keywords: { ko: "포인트 토큰 차이", en: "points tokens difference" },
    answer: {
      ko: "포인트는 미션과 출석으로 매일 쌓이는 사이트 안의 보상이고, 토큰은 큐레이션 시즌이 끝날 때 작가와 큐레이터에게 정산되어 지갑으로 지급되는 보상이에요. 큐레이팅은 투표에 쓰는 투표권이에요.",
      en: "Points are the site's everyday reward from missions and attendance. Tokens are settled to writers and curators at the end of a curation season and paid to a wallet. Curation tickets are what you vote with.",
    },
    link: "/guide/reward-intro",
  },
  // ── Wallet & NFT ───────────────────────────────────────────────────────
  {
    id: "connect-wallet",
    category: "wallet",
    question: { ko: "지갑은 어떻게 연결하나요?", en: "How do I connect a wallet?" },
    keywords: { ko: "지갑 연결 메타마스크 카이아 클레이튼", en: "wallet connect kaia klaytn metamask" },
    answer: {
      ko: "지갑 연결은 준비 중이에요. 준비되면 마이페이지 지갑에서 Kaia Wallet 등 이더리움 호환 지갑을 Kaia 메인넷(8217)에 연결하고, 서명으로 본인 지갑임을 확인하게 돼요. 한 회원에 지갑 하나만 연결할 수 있어요.",
      en: "Wallet connection is being prepared. When it arrives you will connect Kaia Wallet or another Ethereum-compatible wallet on the Kaia main network (8217) from my page's wallet and prove ownership by signing a message. One wallet per member.",
    },
    link: "/mypage/wallet",
  },
  {
    id: "nft",
    category: "wallet",
    question: { ko: "NFT로 무엇을 할 수 있나요?", en: "What do NFTs do here?" },
    answer: {
      ko: "NFT 기능은 준비 중이에요. 준비되면 프로필 NFT를 프로필 사진으로 쓰면 등급(rare, epic, legendary)에 맞는 테두리가 생기고, 지정된 NFT를 가지면 하루 업로드 횟수가 30개 늘어나요. 지금은 모든 회원이 기본 업로드 횟수를 써요.",
      en: "NFT features are being prepared. Then a profile-picture NFT gives your avatar a ring by rarity (rare, epic, legendary), and holding the designated NFT adds 30 uploads a day. Today every member has the basic upload count.",
    },
    link: "/mypage/wallet",
  },
  {
    id: "wallet-deadline",
    category: "wallet",
    question: { ko: "지갑을 늦게 연결하면 보상이 사라지나요?", en: "Do I lose rewards if I connect my wallet late?" },
    answer: {
      ko: "시즌마다 지갑 연결 마감일이 정해져 있고 보상 화면에 표시돼요. 지갑 기능이 준비되기 전까지 정산된 보상은 기록으로 남아 있어요.",
      en: "Each season sets a wallet deadline, shown on the reward page. Until the wallet feature arrives, settled rewards remain recorded.",
    },
    link: "/curation-reward",
  },
  // ── AI ─────────────────────────────────────────────────────────────────
  {
    id: "ai-features",
    category: "ai",
    question: { ko: "어떤 AI 기능이 있나요?", en: "What AI features are there?" },
    answer: {
      ko: "글쓰기 도우미(제목·태그 추천, 글 보강, 이어쓰기), 문서를 요약 글로 만드는 AI 브리핑, 사이트의 글에서 답을 찾는 하울 AI 검색, 문서로 영상 만들기, 그리고 이 도움말 챗봇이 있어요. AI 답변은 사이트의 글과 FAQ를 출처와 함께 인용해요.",
      en: "Writing helpers (title and tag suggestions, enrichment, continuation), the AI briefing that turns a document into a summary post, Howl AI search that answers from the site's posts, document to video, and this help chatbot. Answers quote the site's posts and the FAQ with their sources.",
    },
    link: "/howl/question",
  },
  {
    id: "ai-without-model",
    category: "ai",
    question: { ko: "AI가 답을 지어내지는 않나요?", en: "Does the AI make things up?" },
    answer: {
      ko: "사이트에 AI 모델이 설정되지 않았을 때는 문장을 지어내지 않고, 글과 FAQ에서 찾은 문장을 그대로 인용하며 출처를 밝혀요. 모델이 설정되어 있어도 답의 근거가 된 글을 [1], [2]처럼 표시하고, 모델이 실패하면 인용 답변으로 대신하고 그렇다고 알려요.",
      en: "Without a configured AI model nothing writes prose: answers quote sentences found in posts and the FAQ, with their sources. With a model, answers still cite their sources as [1], [2]; if the model fails, the quoted answer is shown and labelled as such.",
    },
    link: "/howl/question",
  },
  {
    id: "chatbot-limit",
    category: "ai",
    question: { ko: "챗봇에게 하루에 몇 번 질문할 수 있나요?", en: "How many questions can I ask the chatbot a day?" },
    keywords: { ko: "챗봇 질문 횟수 제한 한도", en: "chatbot question limit count" },
    answer: {
      ko: "회원은 하루 20번까지 도움말 챗봇에게 질문할 수 있어요. 남은 횟수는 챗봇 위쪽에 오늘 남은 횟수로 표시되고, 자정(한국 시간)에 다시 채워져요. 답을 받지 못한 질문은 횟수에서 빠지지 않아요.",
      en: "Members can ask the help chatbot 20 questions a day. The remaining count is shown at the top of the chat and refills at midnight Korea time. A question that got no answer because of an error is not counted.",
    },
    link: "/faq",
  },
  {
    id: "ai-briefing",
    category: "ai",
    question: { ko: "AI 브리핑은 무엇인가요?", en: "What is the AI briefing?" },
    keywords: { ko: "무엇 뭐", en: "what" },
    answer: {
      ko: "AI 브리핑은 올린 문서(PDF, 워드, 파워포인트, 한글, 20MB 이하)를 읽고 요약 글로 만들어 주는 기능이에요. 떠 있는 AI 브리핑 버튼으로 시작하며 로그인이 필요해요.",
      en: "The AI briefing reads a document you upload (PDF, Word, PowerPoint, Hangul, up to 20 MB) and turns it into a summary post. Start it with the floating AI briefing button; you need to be signed in.",
    },
  },
  {
    id: "howl-question",
    category: "ai",
    question: { ko: "하울 AI 검색은 어떻게 쓰나요?", en: "How do I use Howl AI search?" },
    answer: {
      ko: "하울 AI 검색에 질문을 입력하면 나눔터에 올라온 글에서 관련 있는 부분을 찾아 출처 번호와 함께 답해 줘요. 관련 글이 없으면 모른다고 말해요.",
      en: "Ask Howl AI search a question and it answers from the posts on Nanumteo, quoting the relevant passages with numbered sources. When nothing relevant exists it says so.",
    },
    link: "/howl/question",
  },
  // ── Account ────────────────────────────────────────────────────────────
  {
    id: "forgot-password",
    category: "account",
    question: { ko: "비밀번호를 잊어버렸어요.", en: "I forgot my password." },
    keywords: { ko: "비번 비밀번호 분실 까먹음 재설정 찾기", en: "password forgot lost reset remember" },
    answer: {
      ko: "로그인 화면의 비밀번호 찾기에서 가입한 이메일을 입력하면 코드와 링크가 담긴 메일이 와요. 새 비밀번호를 두 번 입력하면 바뀌고, 모든 기기에서 로그아웃돼요.",
      en: "Use find password on the login page and enter your e-mail; you receive a mail with a code and a link. Enter the new password twice; every device is signed out.",
    },
    link: "/findPwd",
  },
  {
    id: "change-profile",
    category: "account",
    question: { ko: "프로필 사진과 소개는 어디서 바꾸나요?", en: "Where do I change my profile picture and bio?" },
    answer: {
      ko: "마이페이지 계정 설정에서 닉네임, 자기소개(300자), 프로필 사진과 배경 이미지(5MB까지)를 바꿀 수 있어요. 알림 설정과 로그인한 기기 목록도 여기 있어요.",
      en: "My page's account settings change your nickname, bio (300 characters), profile picture and background (up to 5 MB). Notification settings and your signed-in devices are there too.",
    },
    link: "/mypage/account",
  },
  {
    id: "leave",
    category: "account",
    question: { ko: "탈퇴하면 내 글은 어떻게 되나요?", en: "What happens to my posts if I leave?" },
    keywords: { ko: "탈퇴 회원탈퇴 계정삭제", en: "leave delete account quit" },
    answer: {
      ko: "마이페이지의 회원 탈퇴에서 탈퇴할 수 있어요. 개인정보는 지워지고 모든 로그인이 끝나며, 올린 글은 탈퇴한 회원의 글로 남아요. 같은 이메일로 다시 가입할 수 있어요.",
      en: "You can leave from my page's leave menu. Your personal data is erased and every session ends; your posts stay under a departed member's name. The e-mail can sign up again.",
    },
    link: "/mypage/leave",
  },
  {
    id: "notifications",
    category: "account",
    question: { ko: "알림은 어떻게 받나요?", en: "How do notifications work?" },
    keywords: { ko: "알림 푸시", en: "notification push alert bell" },
    answer: {
      ko: "상단의 종 아이콘에서 최근 20개의 알림을 볼 수 있어요(좋아요, 댓글, 팔로우, 발행 완료, 보상 등). 계정 설정의 알림 설정에서 이 브라우저의 푸시 알림을 켜고 종류별로 고를 수 있어요.",
      en: "The bell at the top shows your latest 20 notifications (likes, comments, follows, publishing done, rewards…). In the account settings you can turn on push notifications for this browser and choose them by kind.",
    },
    link: "/mypage/account",
  },
  {
    id: "language",
    category: "account",
    question: { ko: "영어로 볼 수 있나요?", en: "Can I use the site in English?" },
    keywords: { ko: "영어 언어 한국어 English", en: "english language korean" },
    answer: {
      ko: "네. 화면 아래 푸터의 한국어 | English 전환으로 언어를 바꿀 수 있고 선택이 기억돼요. 회원이 쓴 글과 댓글은 번역하지 않아요.",
      en: "Yes. The Korean | English switch in the footer changes the language and remembers your choice. Members' posts and comments are never translated.",
    },
  },
  {
    id: "session-devices",
    category: "account",
    question: { ko: "다른 기기의 로그인을 끊을 수 있나요?", en: "Can I sign out other devices?" },
    answer: {
      ko: "계정 설정에서 로그인한 기기(브라우저, 위치, 시간)를 보고 기기별로 또는 전체 로그아웃할 수 있어요. 30일 동안 쓰지 않은 로그인은 자동으로 끝나요.",
      en: "The account settings list your signed-in devices (browser, place, time) with sign-out per device or everywhere. A session unused for 30 days ends by itself.",
    },
    link: "/mypage/account",
  },
];

/** The chatbot's four starter suggestions (docs/product/ai.md §8.2): ids of FAQ entries. */
export const FAQ_STARTERS = ["what-is-nanumteo", "how-to-get-token", "how-to-get-points", "what-is-curation"] as const;

export const FAQ_TEXT = texts({
  heading: { ko: "자주 묻는 질문", en: "Frequently asked questions" },
  description: {
    ko: "나눔터의 가입, 글쓰기, 문서, 포인트, 큐레이션, 토큰, AI 기능에 대해 자주 묻는 질문과 답변입니다.",
    en: "Answers to common questions about Nanumteo: sign-up, writing, documents, points, curation, tokens and AI.",
  },
  all: { ko: "전체", en: "All" },
  categories: { ko: "분류", en: "Categories" },
  searchLabel: { ko: "질문 검색", en: "Search questions" },
  searchPlaceholder: { ko: "궁금한 내용을 입력하세요", en: "Type what you want to know" },
  none: {
    ko: "찾는 질문이 없어요. 다른 말로 검색하거나 도움말 챗봇에게 물어보세요.",
    en: "No question matches. Try other words or ask the help chatbot.",
  },
  count: { ko: "{n}개의 질문", en: "{n} questions" },
  goTo: { ko: "관련 페이지로 이동", en: "Go to the page" },
  askBot: { ko: "도움말 챗봇에게 묻기", en: "Ask the help chatbot" },
});

export function faqEntry(id: string): FaqItem | undefined {
  return FAQ.find((item) => item.id === id);
}

export function categoryLabel(id: FaqCategoryId): Text {
  return FAQ_CATEGORIES.find((c) => c.id === id)!.label;
}

/**
 * Questions matching what the reader typed: every word of the query must appear in the
 * question or answer (either language's text of the reader's language), compared without
 * spaces so 큐레이션보상 finds 큐레이션 보상; Korean particles are trimmed by `words`.
 */
export function filterFaq(
  items: readonly FaqItem[],
  { query, category, language }: { query: string; category: FaqCategoryId | null; language: Language },
): FaqItem[] {
  const terms = words(query).map(stripParticle);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    if (terms.length === 0) return true;
    const haystack = compactText(`${item.question[language]} ${item.answer[language]}`);
    return terms.every((t) => haystack.includes(t));
  });
}
