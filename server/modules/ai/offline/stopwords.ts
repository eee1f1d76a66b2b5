// Words that are never a post's tag or the subject of its title (docs/product/ai.md §2.7). The
// analysers tell nouns from the rest; these lists take out the nouns that name no subject:
// time words, pronouns, adverbs the Korean model now and then reads as nouns, counters, and
// nouns every text uses. A large site's document frequency pushes such words down anyway; the
// lists keep a young site (few posts in its statistics) from proposing them.

/** Korean nouns (and noun-read adverbs and pronouns) that say nothing about a post's subject. */
export const KOREAN_STOP_NOUNS = new Set(
  // generic nouns
  (
    "사람 사람들 문제 준비 방법 경우 시간 정도 생각 이유 때문 처음 다음 부분 내용 결과 사용 필요 가능 확인 걱정 자신 하나 " +
    "대부분 이상 이하 이후 이전 동안 사이 여러분 모습 상태 상황 경험 느낌 기분 마음 이야기 얘기 사실 대신 덕분 " +
    "가지 바퀴 얼마 만큼 자체 전체 일부 각자 서로 모두 전부 다른 무엇 누구 어디 언제 " +
    // time words
    "오늘 어제 내일 지금 이제 요즘 최근 요새 항상 매일 하루 이틀 주말 평일 아침 저녁 오전 오후 새벽 당시 순간 " +
    "이번 지난번 다음번 나중 마지막 처음 예전 옛날 올해 작년 내년 이번주 지난주 다음주 그때 이때 당일 일주일 한동안 " +
    "올봄 올여름 올가을 올겨울 첫해 첫날 중간 반쯤 " +
    // pronouns and demonstratives
    "우리 저희 이것 그것 저것 여기 거기 저기 이곳 그곳 자기 본인 " +
    // adverb-like nouns and intensifiers
    "정말 진짜 너무 아주 매우 완전 그냥 조금 약간 별로 대략 거의 계속 당연 역시 물론 혹시 " +
    // counters and units that stand for a number's thing
    "번째 가지 개월 시간 분기"
  ).split(" "),
);

/** Korean numerals and quantity words before a counter (한 바퀴, 세 가지, 몇 번). */
export const KOREAN_NUMERAL_DETERMINERS = new Set("한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 몇 여러 수십 수백 첫".split(" "));

/** English function words and nouns that name no subject. */
export const ENGLISH_STOP_WORDS = new Set(
  (
    "a an the and or but nor so yet of to in on at by for with from as into onto about over under after before " +
    "between through during without within up down out off than then there here this that these those it its " +
    "i me my mine we us our ours you your yours he him his she her hers they them their theirs who whom whose which what " +
    "is am are was were be been being do does did have has had will would can could should may might must shall " +
    "not no yes very just also too only even still really quite much many more most some any all each every both " +
    "few little lot lots bit thing things stuff way ways time times day days week weeks year years month months " +
    "people person someone something anything everything nothing one ones kind sort part end start moment minute minutes " +
    "today yesterday tomorrow now later morning evening night weekend first last next other another same own " +
    "lot reason idea fact case point place side number"
  ).split(" "),
);
