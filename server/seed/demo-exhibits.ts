// 데모 기획전과 시험 대비 퀴즈 — ChatGPT 기획전과 크리스마스 기획전, 경제 퀴즈 1회차입니다.
// 기획전 전용 데모 글 네 편과 기존 데모 글을 분류별로 담습니다. 실제 입력은 ./demo.ts 가 한 번만 수행합니다.
import type { DemoPost } from "./demo-content";

export const EXHIBIT_DEMO_POSTS: (DemoPost & { key: string })[] = [
  {
    key: "gpt-mail",
    memberKey: "devkim",
    topic: "technology",
    subject: "ChatGPT로 업무 메일 초안 쓰기: 바로 쓰는 프롬프트 4가지",
    html: `<p><strong>[데모 콘텐츠]</strong> 메일 한 통 쓰는 데 20분씩 걸린다면, 초안은 ChatGPT에게 맡기고 사람은 고치는 일에 집중해 보세요. 핵심은 <em>상황·상대·원하는 결과</em>를 한 번에 알려 주는 것입니다.</p>
<h2>프롬프트 4가지</h2>
<ol>
<li><strong>일정 요청</strong>: "협력사 담당자에게 다음 주 화·수 중 30분 회의를 요청하는 정중한 메일을 써 줘. 안건은 3분기 납품 일정."</li>
<li><strong>회신 지연 사과</strong>: "견적 회신이 일주일 늦어진 것을 사과하고 금요일까지 보내겠다고 약속하는 메일, 변명 없이 짧게."</li>
<li><strong>요약 요청</strong>: "아래 회의록을 받는 사람이 1분 안에 읽을 수 있게 결정 사항과 할 일만 뽑아 줘."</li>
<li><strong>어조 바꾸기</strong>: "이 문장을 덜 딱딱하게, 그러나 존댓말은 유지해서 다시 써 줘."</li>
</ol>
<h2>보내기 전에 꼭</h2>
<p>숫자·날짜·이름은 모델이 지어낼 수 있으니 직접 확인하고, 회사 내부 정보나 개인정보는 붙여 넣지 않는 것이 원칙입니다.</p>`,
    tags: ["ChatGPT", "프롬프트", "업무메일", "생산성"],
    hoursAgo: 52,
    views: 2410,
    likes: 96,
  },
  {
    key: "gpt-study",
    memberKey: "linguist",
    topic: "language",
    subject: "ChatGPT를 영어 회화 파트너로 쓰는 법: 역할극 세팅부터 교정까지",
    html: `<p><strong>[데모 콘텐츠]</strong> 원어민 친구가 없어도 매일 10분 대화 연습은 할 수 있습니다. 역할과 규칙을 먼저 정해 주면 ChatGPT가 꽤 괜찮은 회화 상대가 됩니다.</p>
<h2>세팅 문장</h2>
<p>"너는 카페 점원이고 나는 손님이야. 한 번에 한 문장씩만 말하고, 내가 틀린 표현을 쓰면 대화가 끝난 뒤에 모아서 고쳐 줘."</p>
<h2>효과를 높이는 요령</h2>
<ul>
<li>음성 입력을 켜고 말로 답하면 듣기·말하기를 함께 연습할 수 있습니다.</li>
<li>교정은 대화 중간이 아니라 끝에 모아 받는 편이 흐름이 끊기지 않습니다.</li>
<li>자주 틀린 표현은 노트에 적어 다음 날 같은 상황으로 다시 연습하세요.</li>
</ul>`,
    tags: ["ChatGPT", "영어회화", "공부법"],
    hoursAgo: 75,
    views: 1980,
    likes: 84,
  },
  {
    key: "xmas-party",
    memberKey: "bapsang",
    topic: "cooking",
    subject: "오븐 없이 만드는 크리스마스 홈파티 메뉴 3가지",
    html: `<p><strong>[데모 콘텐츠]</strong> 오븐이 없어도 프라이팬과 전자레인지만으로 연말 식탁을 충분히 꾸밀 수 있습니다. 4인 기준, 준비 시간 1시간 안쪽의 메뉴입니다.</p>
<h2>1. 팬 로스트 치킨 다리</h2>
<p>닭다리살에 소금·후추·로즈메리를 문질러 30분 재운 뒤, 껍질 쪽부터 약불에 12분, 뒤집어 8분 구우면 껍질이 바삭합니다.</p>
<h2>2. 리스 모양 카프레제</h2>
<p>큰 접시에 루콜라를 둥글게 깔고 방울토마토와 미니 모차렐라를 번갈아 올리면 크리스마스 리스가 됩니다. 올리브유와 발사믹은 먹기 직전에 뿌리세요.</p>
<h2>3. 머그컵 브라우니</h2>
<p>밀가루 4큰술, 설탕 3큰술, 코코아 2큰술, 우유 3큰술, 식용유 2큰술을 머그에 섞어 전자레인지에 1분 10초. 아이스크림 한 스쿱을 올려 내면 디저트까지 끝입니다.</p>`,
    tags: ["크리스마스", "홈파티", "연말요리"],
    hoursAgo: 30,
    views: 3120,
    likes: 140,
  },
  {
    key: "xmas-gift",
    memberKey: "haneul",
    topic: "economy",
    subject: "연말 선물 예산 짜기: 3만 원으로 열 명 챙기는 법",
    html: `<p><strong>[데모 콘텐츠]</strong> 12월은 카드값이 가장 많이 나오는 달입니다. 선물 목록을 먼저 적고 예산을 사람 수로 나누기만 해도 충동구매가 크게 줄어듭니다.</p>
<h2>순서</h2>
<ol>
<li>챙길 사람을 적고 가까운 순서로 A·B 두 묶음으로 나눕니다.</li>
<li>A 묶음은 1인 5천 원, B 묶음은 2천 원 안팎으로 정합니다.</li>
<li>손편지나 직접 구운 쿠키처럼 마음이 담긴 선물은 비용보다 반응이 좋습니다.</li>
</ol>
<p>연말정산을 앞두고 있다면 선물 결제는 공제율이 높은 체크카드로 하는 것도 잊지 마세요.</p>`,
    tags: ["크리스마스", "선물", "가계부", "예산"],
    hoursAgo: 20,
    views: 1650,
    likes: 58,
  },
];

/** The demo exhibits: their posts are named by the demo posts' subjects. */
export const DEMO_EXHIBITS = [
  {
    slug: "chatgpt",
    title: "ChatGPT 기획전",
    intro: "업무·공부·개발에 ChatGPT를 제대로 쓰는 법을 나눔터 회원들의 글로 모았습니다.",
    theme: "blue" as const,
    categories: ["업무", "공부", "개발"],
    posts: [
      { subject: "ChatGPT로 업무 메일 초안 쓰기: 바로 쓰는 프롬프트 4가지", category: "업무" },
      { subject: "비즈니스 이메일 영어 표현: 요청·회신·사과 상황별 정리", category: "업무" },
      { subject: "ChatGPT를 영어 회화 파트너로 쓰는 법: 역할극 세팅부터 교정까지", category: "공부" },
      { subject: "영어 쉐도잉 30일 루틴: 하루 20분으로 듣기·말하기 잡기", category: "공부" },
      { subject: "Git 커밋 메시지, 팀이 읽기 좋게 쓰는 5가지 규칙", category: "개발" },
      { subject: "HTTP 캐싱 입문: Cache-Control 헤더 제대로 쓰기", category: "개발" },
    ],
  },
  {
    slug: "christmas",
    title: "크리스마스 기획전",
    intro: "홈파티 메뉴부터 선물 예산, 연말 나들이까지. 따뜻한 연말을 위한 글을 모았습니다.",
    theme: "red" as const,
    categories: ["파티", "선물", "나들이"],
    posts: [
      { subject: "오븐 없이 만드는 크리스마스 홈파티 메뉴 3가지", category: "파티" },
      { subject: "김치찌개 황금 비율: 김치 2컵에 물 3컵만 기억하세요", category: "파티" },
      { subject: "연말 선물 예산 짜기: 3만 원으로 열 명 챙기는 법", category: "선물" },
      { subject: "클래식 공연 처음 가는 분을 위한 관람 매너 정리", category: "나들이" },
      { subject: "미술관 200% 즐기기: 처음 가는 전시 관람 요령", category: "나들이" },
    ],
  },
];

/** Round 1 of the economy quiz, on the demo's economy posts. */
export const DEMO_QUIZ_QUESTIONS = [
  {
    prompt: "신용카드 등 소득공제는 총급여의 몇 %를 넘게 쓴 금액부터 적용될까요?",
    options: ["10%", "15%", "20%", "25%", "30%"],
    correctIndex: 3,
    explanation: "총급여의 25%를 넘는 사용액부터 공제됩니다. 이미 넘겼다면 공제율이 높은 체크카드·현금영수증이 유리합니다.",
  },
  {
    prompt: "연 수익률 6%로 복리 투자할 때, 72의 법칙으로 계산한 원금이 두 배가 되는 기간은?",
    options: ["6년", "10년", "12년", "18년"],
    correctIndex: 2,
    explanation: "72 ÷ 6 = 12, 약 12년입니다. 물가상승률에 적용하면 돈의 가치가 절반이 되는 기간도 같은 방법으로 어림할 수 있습니다.",
  },
  {
    prompt: "연금저축과 IRP를 합친 세액공제 한도는 연 얼마일까요?",
    options: ["300만 원", "600만 원", "900만 원", "1,200만 원"],
    correctIndex: 2,
    explanation: "두 계좌를 합쳐 연 900만 원까지 세액공제 대상이며, 12월 31일 납입분까지 인정됩니다.",
  },
  {
    prompt: "의료비 세액공제는 총급여의 몇 %를 넘는 부분부터 받을 수 있을까요?",
    options: ["1%", "3%", "5%", "7%"],
    correctIndex: 1,
    explanation: "총급여의 3%를 넘는 의료비부터 공제됩니다. 안경·콘택트렌즈 영수증은 따로 챙기세요.",
  },
  {
    prompt: "통장 쪼개기에서 매달 고정 지출(월세·통신비·보험료)이 빠져나가는 통장을 흔히 무엇이라 부를까요?",
    options: ["비상금 통장", "생활비 통장", "급여(고정지출) 통장", "투자 통장"],
    correctIndex: 2,
    explanation: "월급이 들어오는 급여 통장에서 고정 지출이 먼저 빠져나가게 하고, 남은 돈을 생활비·비상금·투자 통장으로 나눕니다.",
  },
];
