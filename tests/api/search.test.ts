// Korean search through the real API on a real database: the index follows publish, edit,
// delete and document conversion; particles, 2-syllable words, spacing variants and 초성 are
// found; blind, deleted and publishing posts never are; the search-term log and popular list.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../core/messages";
import { SEARCH_RESULT_LIMIT } from "../../core/search";
import { boards, searchDocuments, searchTerms, uploadPolicyConsents } from "../../server/db/schema";
import { ANALYZER_VERSION } from "../../server/modules/search/analyzer";
import { indexMissingBoards } from "../../server/modules/search/indexer";
import { indexedBoardNos } from "../../server/modules/search/service";
import { signedIn } from "../support/auth";
import { hwpx } from "../support/document-fixtures";
import { publishDocument, waitForConversion } from "../support/documents";
import { makePost, makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
let writer: { headers: Record<string, string>; userNo: number };
const ORIGIN = { origin: "http://localhost:3000" };

async function call(method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...ORIGIN, ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function search(searchKey: string, searchType = "all", extra = "") {
  const res = await call("GET", `/api/board/searchBoards?searchKey=${encodeURIComponent(searchKey)}&searchType=${searchType}${extra}`);
  expect(res.status).toBe(200);
  return res.body.data as {
    items: { boardNo: number; subject: string; matchText: string }[];
    totalCount: number;
    totalPages: number;
    totalCountCapped: boolean;
    choseong: boolean;
  };
}

const subjects = async (term: string, type = "all") => (await search(term, type)).items.map((i) => i.subject);

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    type: "editor",
    subject: "부동산 투자 입문 가이드",
    webEditorContent:
      "<h2>시작하며</h2><p>경제를 공부하는 사람들을 위한 <strong>부동산</strong> 시장 이야기입니다. 금리가 오르면 집값은?</p>",
    topic: "economy",
    tags: ["재테크", "부동산"],
    ...overrides,
  };
}

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true, env: { SOFFICE_PATH: "off" } });
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const user = await makeUser(db, { userName: "김경제" });
  await db.insert(uploadPolicyConsents).values({ userNo: user.userNo });
  writer = { headers: (await signedIn(db, user.userNo)).headers, userNo: user.userNo };
  const other = await makeUser(db, { userName: "이요리" });
  await makePost(db, other.userNo, {
    subject: "김치찌개 끓이는 법",
    contentHtml: "<p>돼지고기와 김치를 볶아요.</p>",
    topic: "cooking",
    tags: ["요리", "찌개"],
  });
  await makePost(db, other.userNo, {
    subject: "React 컴포넌트 설계",
    contentHtml: "<p>프론트엔드 개발자를 위한 글</p>",
    topic: "technology",
    tags: ["개발"],
  });
});

afterAll(async () => {
  await platform.dispose();
});

describe("searchBoards", () => {
  let boardNo: number;

  it("finds a post published through the API by particle, 2-syllable word, spacing and 초성", async () => {
    const res = await call("POST", "/api/contents/post", writer.headers, postBody());
    expect(res.status).toBe(200);
    boardNo = res.body.data.boardNo;
    expect(await subjects("부동산에서")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("경제")).toEqual(["부동산 투자 입문 가이드"]); // written 경제를 in the body
    expect(await subjects("부동산투자")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("투자 입문을")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("ㅂㄷㅅ")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("ㄱㅊㅉㄱ")).toEqual(["김치찌개 끓이는 법"]);
    expect(await subjects("reac")).toEqual(["React 컴포넌트 설계"]);
    expect(await subjects("채권시장")).toEqual([]);
  });

  it("finds posts by their topic's name, in Korean and English, in an 'all' search only", async () => {
    const other = await makeUser(platform.handle.db);
    await makePost(platform.handle.db, other.userNo, {
      subject: "제주 3박 4일 코스",
      contentHtml: "<p>첫날은 성산일출봉에 갑니다.</p>",
      topic: "travel",
      tags: ["제주"],
    });
    expect(await subjects("여행")).toContain("제주 3박 4일 코스");
    expect(await subjects("travel")).toContain("제주 3박 4일 코스");
    expect(await subjects("여행", "subject")).not.toContain("제주 3박 4일 코스");
    expect(await subjects("여행", "content")).not.toContain("제주 3박 4일 코스");
    await makePost(platform.handle.db, other.userNo, {
      subject: "이것저것 모음",
      contentHtml: "<p>잡다한 이야기</p>",
      topic: "others",
      tags: [],
    });
    expect(await subjects("기타")).not.toContain("이것저것 모음");
  });

  it("limits matches to the type's field", async () => {
    expect(await subjects("금리", "content")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("금리", "subject")).toEqual([]);
    expect(await subjects("재테크", "tags")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("재테크", "content")).toEqual([]);
    expect(await subjects("김경제", "user_name")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("ㄱㄱㅈ", "user_name")).toEqual(["부동산 투자 입문 가이드"]);
    expect(await subjects("ㄱㄱㅈ", "subject")).toEqual([]);
    // Unknown types fall back to all.
    expect(await subjects("재테크", "nonsense")).toEqual(["부동산 투자 입문 가이드"]);
  });

  it("answers plain text around the match (no HTML), with paging", async () => {
    const found = await search("금리가");
    expect(found.items[0]!.matchText).toContain("금리가 오르면");
    expect(found.items[0]!.matchText).not.toContain("<");
    const db = platform.handle.db;
    const many = await makeUser(db, { userName: "다작가" });
    for (let i = 0; i < 5; i++) await makePost(db, many.userNo, { subject: `환율 이야기 ${i}편`, contentHtml: "<p>환율</p>" });
    const page1 = await search("환율", "all", "&page=1&size=2");
    expect([page1.totalCount, page1.totalPages, page1.items.length]).toEqual([5, 3, 2]);
    const page3 = await search("환율", "all", "&page=3&size=2");
    expect(page3.items.length).toBe(1);
  });

  it("follows edits and deletion in the same transaction", async () => {
    const edit = await call(
      "POST",
      `/api/contents/post/${boardNo}`,
      writer.headers,
      postBody({ subject: "채권 투자 입문 가이드", tags: ["채권"] }),
    );
    expect(edit.status).toBe(200);
    expect(await subjects("채권")).toEqual(["채권 투자 입문 가이드"]);
    expect(await subjects("부동산", "subject")).toEqual([]);
    expect(await subjects("ㅊㄱㅌㅈ")).toEqual(["채권 투자 입문 가이드"]);
    const del = await call("DELETE", `/api/contents/${boardNo}`, writer.headers);
    expect(del.status).toBe(200);
    expect(await subjects("채권")).toEqual([]);
    expect(await indexedBoardNos(platform.handle.db, [boardNo])).toEqual([]);
  });

  it("never shows blind posts", async () => {
    const db = platform.handle.db;
    const u = await makeUser(db);
    const hidden = await makePost(db, u.userNo, { subject: "숨김 처리될 비트코인 글" });
    expect(await subjects("비트코인")).toEqual(["숨김 처리될 비트코인 글"]);
    await db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, hidden.boardNo));
    expect(await subjects("비트코인")).toEqual([]);
  });

  it("finds a nickname change and forgets the old name", async () => {
    const db = platform.handle.db;
    const u = await makeUser(db, { userName: "옛이름" });
    await makePost(db, u.userNo, { subject: "이름 바꾸기 실험" });
    const session = await signedIn(db, u.userNo);
    const changed = await call("POST", "/api/user/updateUserName", session.headers, { userName: "새이름", userId: u.userId });
    expect(changed.status).toBe(200);
    expect(await subjects("새이름", "user_name")).toEqual(["이름 바꾸기 실험"]);
    expect(await subjects("옛이름", "user_name")).toEqual([]);
  });

  it("indexes a document's text when its conversion finishes", async () => {
    const res = await publishDocument(platform, writer.headers, {
      fileName: "다람쥐.hwpx",
      data: hwpx({ sections: 1, title: "청설모 관찰 일지" }),
      fields: { subject: "숲속 관찰 기록", tags: JSON.stringify(["관찰"]) },
    });
    expect(res.statusCode).toBe(200);
    const docNo = res.json().data.boardNo as number;
    const row = await waitForConversion(platform.handle.db, docNo);
    expect(row.status).toBe("ready");
    // Text only inside the document (its pages), with a particle: 쳇바퀴에 → 쳇바퀴.
    expect(await subjects("쳇바퀴", "content")).toEqual(["숲속 관찰 기록"]);
    expect(await subjects("청설모")).toEqual(["숲속 관찰 기록"]);
  });

  it("keeps a post out while it is still publishing", async () => {
    const db = platform.handle.db;
    const u = await makeUser(db);
    await makePost(db, u.userNo, { subject: "변환 중인 도토리 문서", publishing: true });
    expect(await subjects("도토리")).toEqual([]);
  });

  it("refuses empty and one-character terms with the product pages messages", async () => {
    for (const [key, message] of [
      ["", MSG.searchEmpty.ko],
      ["   ", MSG.searchEmpty.ko],
      ["경", MSG.searchTooShort.ko],
    ] as const) {
      const res = await call("GET", `/api/board/searchBoards?searchKey=${encodeURIComponent(key)}`);
      expect([res.status, res.body.errorMsg, res.body.errorId]).toEqual([422, message, "SEARCH_TERM_INVALID"]);
    }
    expect(MSG.searchEmpty.ko).toBe("검색어를 입력해 주세요.");
    expect(MSG.searchTooShort.ko).toBe("검색어를 2글자이상 입력해 주세요.");
  });
});

describe("ranking, pages and the count limit", () => {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));

  it("puts title phrases first, then titles, tags and names holding the words, then the rest newest first", async () => {
    const db = platform.handle.db;
    const u = await makeUser(db, { userName: "정원사" });
    const post = (subject: string, content: string, tags: string[], created: number) =>
      makePost(db, u.userNo, { subject, contentHtml: `<p>${content}</p>`, tags, createdAt: day(created) });
    await post("해바라기 키우기", "씨앗을 심었다.", [], 1); // phrase in the title
    await post("여름 꽃 이야기", "꽃밭 산책", ["해바라기"], 5); // tags only
    await post("정원 일기", "해바라기가 활짝 피었다.", [], 9); // content only, newest
    await post("해바라기밭 산책", "해바라기를 보러 갔다.", ["해바라기"], 3); // phrase and tags
    await post("정원 일기 둘째 날", "오늘도 해바라기에 물을 주었다.", [], 7); // content only
    const order = ["해바라기밭 산책", "해바라기 키우기", "여름 꽃 이야기", "정원 일기", "정원 일기 둘째 날"];
    expect(await subjects("해바라기")).toEqual(order);
    // Pages of two cross from the ranked group into the rest without gaps or repeats.
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const found = await search("해바라기", "all", `&page=${page}&size=2`);
      expect([found.totalCount, found.totalPages, found.totalCountCapped]).toEqual([5, 3, false]);
      pages.push(...found.items.map((i) => i.subject));
    }
    expect(pages).toEqual(order);
    expect((await search("해바라기", "all", "&page=4&size=2")).items).toEqual([]);
    // Content: posts whose title holds the word the content holds first, then newest first.
    expect(await subjects("해바라기", "content")).toEqual(["해바라기밭 산책", "정원 일기", "정원 일기 둘째 날"]);
    expect(await subjects("해바라기", "tags")).toEqual(["해바라기밭 산책", "여름 꽃 이야기"]);
    // 초성: titles that start with the consonants first, shortest first (here the same length,
    // so newest first), then the other titles holding them, newest first.
    await post("노란 해바라기", "", [], 2);
    expect(await subjects("ㅎㅂㄹㄱ", "subject")).toEqual(["해바라기밭 산책", "해바라기 키우기", "노란 해바라기"]);
    await post("해바라기", "", [], 1);
    expect((await subjects("ㅎㅂㄹㄱ", "subject"))[0]).toBe("해바라기");
  });

  it("counts exactly up to the limit, then says there are more and stops the pages there", async () => {
    const db = platform.handle.db;
    const u = await makeUser(db, { userName: "무지개작가" });
    const many = SEARCH_RESULT_LIMIT + 3;
    const rows = Array.from({ length: many }, (_, i) => ({
      permalink: `rainbow-${i}`,
      userNo: u.userNo,
      topic: "culture",
      subject: `무지개 관찰 ${i}일째`,
      contentHtml: "<p>비 온 뒤 무지개</p>",
      contentText: "비 온 뒤 무지개",
      tags: ["하늘"],
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    }));
    await db.insert(boards).values(rows);
    // Posts written without the index (an upgraded installation) are indexed at start.
    expect(await indexMissingBoards(db)).toBe(many);
    for (const type of ["all", "subject", "content"]) {
      const first = await search("무지개", type, "&size=10");
      expect([type, first.totalCount, first.totalCountCapped, first.totalPages, first.items.length]).toEqual([
        type,
        SEARCH_RESULT_LIMIT,
        true,
        100,
        10,
      ]);
      expect(first.items[0]!.subject).toBe(`무지개 관찰 ${many - 1}일째`);
    }
    const last = await search("무지개", "all", "&page=100&size=10");
    expect(last.items.length).toBe(10);
    const before = await search("무지개", "all", "&page=99&size=10");
    expect(last.items.some((i) => before.items.some((b) => b.boardNo === i.boardNo))).toBe(false);
    const past = await search("무지개", "all", "&page=101&size=10");
    expect([past.items.length, past.totalCount, past.totalCountCapped]).toEqual([0, SEARCH_RESULT_LIMIT, true]);
    // Every type counts the same way: the author's 1,003 posts, a phrase of the content.
    expect(await search("무지개작가", "user_name")).toMatchObject({ totalCount: SEARCH_RESULT_LIMIT, totalCountCapped: true });
    expect(await search("비 온 뒤 무지개", "content")).toMatchObject({ totalCount: SEARCH_RESULT_LIMIT, totalCountCapped: true });
  });

  it("rewrites index rows an older analyzer wrote", async () => {
    const db = platform.handle.db;
    const u = await makeUser(db);
    const { boardNo } = await makePost(db, u.userNo, { subject: "오래된 색인의 민들레 글" });
    expect(await subjects("민들레")).toEqual(["오래된 색인의 민들레 글"]);
    await db
      .update(searchDocuments)
      .set({ analyzer: 0, terms: sql`''::tsvector` as unknown as string })
      .where(eq(searchDocuments.boardNo, boardNo));
    await db.delete(searchTerms).where(eq(searchTerms.boardNo, boardNo));
    expect(await subjects("민들레")).toEqual([]);
    expect(await indexMissingBoards(db)).toBe(1);
    expect(await subjects("민들레")).toEqual(["오래된 색인의 민들레 글"]);
    const [row] = await db.select({ analyzer: searchDocuments.analyzer }).from(searchDocuments).where(eq(searchDocuments.boardNo, boardNo));
    expect(row!.analyzer).toBe(ANALYZER_VERSION);
  });
});

describe("search terms and popular searches", () => {
  it("every caller may search and log; members are counted once per term", async () => {
    const all: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
    for (const who of all) {
      const found = await call("GET", "/api/board/searchBoards?searchKey=%EA%B9%80%EC%B9%98", roles.headers[who]);
      expect([who, found.status, found.body.data.totalCount]).toEqual([who, 200, 1]);
      const logged = await call("POST", "/api/board/searchWord", roles.headers[who], { searchKey: "김치", searchType: "all" });
      expect([who, logged.status, logged.body.data.logged]).toEqual([who, 200, true]);
    }
    // The same member again adds nothing to the count; the product pages user-service path works too.
    await call("POST", "/api/user/searchWord", roles.headers.verified, { searchKey: "김치" });
    await call("POST", "/api/user/searchWord", roles.headers.verified, { searchKey: "요리", searchType: "tags" });
    const popular = await call("GET", "/api/board/popularSearchWords");
    expect(popular.body.data.slice(0, 2)).toEqual([
      { word: "김치", count: 5 },
      { word: "요리", count: 1 },
    ]);
  });

  it("does not log terms that find nothing, and refuses invalid terms", async () => {
    const none = await call("POST", "/api/board/searchWord", {}, { searchKey: "아무도안쓴말" });
    expect(none.body.data.logged).toBe(false);
    const popular = await call("GET", "/api/board/popularSearchWords");
    expect(popular.body.data.map((w: { word: string }) => w.word)).not.toContain("아무도안쓴말");
    const short = await call("POST", "/api/board/searchWord", {}, { searchKey: "김" });
    expect([short.status, short.body.errorMsg]).toEqual([422, MSG.searchTooShort.ko]);
  });

  it("rate-limits logging per address", async () => {
    let last = 0;
    for (let i = 0; i < 25; i++) {
      const res = await platform.app.inject({
        method: "POST",
        url: "/api/board/searchWord",
        remoteAddress: "10.9.8.7",
        headers: { ...ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify({ searchKey: "김치" }),
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
