import { describe, expect, it } from "vitest";
import {
  HEADING_ID_PREFIX,
  headingSlug,
  isLongRead,
  isSlideDocument,
  measureText,
  outlineHeadings,
  postReading,
  READING,
  readingMinutes,
  readingSeconds,
  showsToc,
  tocListHtml,
} from "./reading";

const syllables = (n: number) => "가나다라마바사아자차카타파하".repeat(Math.ceil(n / 14)).slice(0, n);
const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");

describe("measureText", () => {
  it("counts Hangul, Han and kana as characters and every other script by words", () => {
    expect(measureText("안녕하세요, 반갑습니다!")).toEqual({ characters: 10, words: 0 });
    expect(measureText("The quick brown fox")).toEqual({ characters: 0, words: 4 });
    // A Latin word glued to a particle: the word and the particle's syllable.
    expect(measureText("API를 React 19로 만든다")).toEqual({ characters: 5, words: 3 });
    expect(measureText("漢字 かな カナ ㅋㅋ")).toEqual({ characters: 8, words: 0 });
    expect(measureText("don't stop — café")).toEqual({ characters: 0, words: 3 });
    expect(measureText("  … !!! 😀 ")).toEqual({ characters: 0, words: 0 });
  });
});

describe("reading time", () => {
  it("reads 500 Hangul syllables a minute", () => {
    expect(readingSeconds({ html: `<p>${syllables(500)}</p>` })).toBeCloseTo(60);
    expect(readingMinutes({ html: `<p>${syllables(500)}</p>` })).toBe(1);
    expect(readingMinutes({ html: `<p>${syllables(740)}</p>` })).toBe(1);
    expect(readingMinutes({ html: `<p>${syllables(750)}</p>` })).toBe(2);
    expect(readingMinutes({ html: `<p>${syllables(2000)}</p>` })).toBe(4);
  });

  it("reads 230 Latin words a minute, and mixed text by both", () => {
    expect(readingSeconds({ html: `<p>${words(230)}</p>` })).toBeCloseTo(60);
    expect(readingMinutes({ html: `<p>${words(460)}</p>` })).toBe(2);
    expect(readingSeconds({ html: `<p>${syllables(250)} ${words(115)}</p>` })).toBeCloseTo(60);
  });

  it("counts text, not markup: tags, entities and spaces are free", () => {
    const plain = readingSeconds({ html: syllables(300) });
    expect(readingSeconds({ html: `<h2>${syllables(100)}</h2><p><strong>${syllables(200)}</strong>&nbsp;&amp;</p>` })).toBeCloseTo(plain);
  });

  it("gives pictures 10 s each for the first ten and 3 s after", () => {
    const img = '<img src="/files/a.png" />';
    expect(readingSeconds({ html: img.repeat(3) })).toBe(30);
    expect(readingSeconds({ html: img.repeat(12) })).toBe(106);
  });

  it("counts a document by its pages: 2 minutes a page of text, 30 s a slide, plus the introduction", () => {
    expect(readingMinutes({ html: "", document: { pages: 10, slides: false } })).toBe(20);
    expect(readingMinutes({ html: "", document: { pages: 10, slides: true } })).toBe(5);
    expect(readingMinutes({ html: `<p>${syllables(500)}</p>`, document: { pages: 3, slides: true } })).toBe(3);
    expect(READING.textPageSeconds).toBe(120);
  });

  it("reads a document shown as text (no page images on the server) by its text", () => {
    expect(readingMinutes({ html: "<p>소개</p>", document: { html: `<p>${syllables(2000)}</p>` } })).toBe(4);
  });

  it("is at least a minute", () => {
    expect(readingMinutes({ html: "" })).toBe(1);
    expect(readingMinutes({ html: "<p>짧은 글</p>" })).toBe(1);
  });

  it("takes presentations and landscape pages for slides", () => {
    expect(isSlideDocument("pptx", null)).toBe(true);
    expect(isSlideDocument("pdf", { width: 1280, height: 720 })).toBe(true);
    expect(isSlideDocument("pdf", { width: 595, height: 842 })).toBe(false);
    expect(isSlideDocument("hwp", { width: null, height: null })).toBe(false);
  });
});

describe("headingSlug", () => {
  it("keeps Hangul, lowers Latin and joins words with dashes", () => {
    expect(headingSlug("연봉 협상의 기술")).toBe("연봉-협상의-기술");
    expect(headingSlug("React Hooks 정리")).toBe("react-hooks-정리");
    expect(headingSlug("  1. 들어가며  ")).toBe("1-들어가며");
  });

  it("drops punctuation, symbols, quotes and emoji, and anything that could leave an attribute", () => {
    expect(headingSlug('무엇을 "왜" 할까? 🤔 <script>')).toBe("무엇을-왜-할까-script");
    expect(headingSlug("a & b / c")).toBe("a-b-c");
    expect(headingSlug("snake_case — and—dashes")).toBe("snake-case-and-dashes");
    expect(headingSlug("!!! 😀 ???")).toBe("");
    expect(headingSlug('x" onmouseover="alert(1)')).toBe("x-onmouseoveralert1");
  });

  it("composes decomposed Hangul (NFD from a Mac) into the same slug", () => {
    expect(headingSlug("한글".normalize("NFD"))).toBe("한글");
  });

  it("is at most 64 characters and never ends in a dash", () => {
    const slug = headingSlug(`${"가".repeat(63)} 나다`);
    expect(Array.from(slug).length).toBeLessThanOrEqual(64);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("outlineHeadings", () => {
  it("gives H2 and H3 prefixed ids and lists them in order with their text", () => {
    const { html, headings } = outlineHeadings(
      "<h2>들어가며</h2><p>본문</p><h3>배경 &amp; 목적</h3><p>…</p><h4>작은 제목</h4><h2>정리</h2>",
    );
    expect(html).toBe(
      '<h2 id="sec-들어가며">들어가며</h2><p>본문</p><h3 id="sec-배경-목적">배경 &amp; 목적</h3><p>…</p><h4>작은 제목</h4><h2 id="sec-정리">정리</h2>',
    );
    expect(headings).toEqual([
      { level: 2, id: "sec-들어가며", text: "들어가며" },
      { level: 3, id: "sec-배경-목적", text: "배경 & 목적" },
      { level: 2, id: "sec-정리", text: "정리" },
    ]);
    expect(headings.every((h) => h.id.startsWith(HEADING_ID_PREFIX))).toBe(true);
  });

  it("numbers repeated headings and never repeats an id", () => {
    const { headings } = outlineHeadings("<h2>요약</h2><h3>요약</h3><h2>요약-2</h2><h2>요약</h2><h2>!!!</h2><h2>???</h2>");
    expect(headings.map((h) => h.id)).toEqual(["sec-요약", "sec-요약-2", "sec-요약-2-2", "sec-요약-3", "sec-section", "sec-section-2"]);
  });

  it("keeps an id when other sections change, as long as the same text before it does not", () => {
    const before = outlineHeadings("<h2>하나</h2><h2>둘</h2><h2>셋</h2>").headings.map((h) => h.id);
    const after = outlineHeadings("<h2>하나 (고침)</h2><h2>둘</h2><h2>넷</h2><h2>셋</h2>").headings.map((h) => h.id);
    expect(after).toContain(before[1]);
    expect(after).toContain(before[2]);
  });

  it("drops any attribute on a heading, so a post cannot bring its own id", () => {
    const { html } = outlineHeadings('<h2 id="main-content" class="x" onclick="evil()">제목</h2><H3 ID="comment-1">둘</h3>');
    expect(html).toBe('<h2 id="sec-제목">제목</h2><h3 id="sec-둘">둘</h3>');
    expect(html).not.toContain("main-content");
    expect(html).not.toContain("onclick");
  });

  it("reads a heading's text through inline markup and entities, and gives an empty one nothing", () => {
    const { html, headings } = outlineHeadings(
      '<h2><strong>굵은</strong> <em>제목</em> &lt;b&gt;</h2><h2><img src="/files/a.png" /></h2><h3>  </h3>',
    );
    expect(headings).toEqual([{ level: 2, id: "sec-굵은-제목-b", text: "굵은 제목 <b>" }]);
    expect(html).toContain('<h2><img src="/files/a.png" /></h2><h3>  </h3>');
  });

  it("finds no heading in escaped text: code, attribute values and quoted markup stay text", () => {
    const body =
      '<pre><code>&lt;h2&gt;코드&lt;/h2&gt;</code></pre><img src="/files/a.png" alt="&lt;h2&gt;x&lt;/h2&gt;" /><p>&lt;h3&gt;</p>';
    expect(outlineHeadings(body)).toEqual({ html: body, headings: [] });
  });

  it("pairs a pasted H3 inside an H2", () => {
    const { html, headings } = outlineHeadings("<h2>바깥<h3>안쪽</h3>끝</h2>");
    expect(headings).toEqual([
      { level: 2, id: "sec-바깥-안쪽-끝", text: "바깥 안쪽 끝" },
      { level: 3, id: "sec-안쪽", text: "안쪽" },
    ]);
    expect(html).toBe('<h2 id="sec-바깥-안쪽-끝">바깥<h3 id="sec-안쪽">안쪽</h3>끝</h2>');
  });

  it("leaves a body without headings unchanged", () => {
    const body = "<p>제목 없는 글</p><h2>닫히지 않은 제목";
    expect(outlineHeadings(body)).toEqual({ html: body, headings: [] });
  });
});

describe("tocListHtml", () => {
  const h = (level: 2 | 3, text: string) => ({ level, id: `sec-${text}`, text });

  it("nests each H3 under the H2 before it", () => {
    expect(tocListHtml([h(2, "가"), h(3, "나"), h(3, "다"), h(2, "라"), h(2, "마"), h(3, "바")])).toBe(
      '<ol class="toc-list">' +
        '<li><a href="#sec-가">가</a><ol><li class="toc-sub"><a href="#sec-나">나</a></li><li class="toc-sub"><a href="#sec-다">다</a></li></ol></li>' +
        '<li><a href="#sec-라">라</a></li>' +
        '<li><a href="#sec-마">마</a><ol><li class="toc-sub"><a href="#sec-바">바</a></li></ol></li>' +
        "</ol>",
    );
  });

  it("lets H3s before any H2 stand on their own", () => {
    expect(tocListHtml([h(3, "가"), h(3, "나"), h(2, "다")])).toBe(
      '<ol class="toc-list"><li class="toc-sub"><a href="#sec-가">가</a></li><li class="toc-sub"><a href="#sec-나">나</a></li><li><a href="#sec-다">다</a></li></ol>',
    );
    expect(tocListHtml([])).toBe("");
  });

  it("escapes the headings' text", () => {
    const list = tocListHtml([{ level: 2, id: "sec-script", text: '<script>alert("x")</script> & co' }]);
    expect(list).toBe(
      '<ol class="toc-list"><li><a href="#sec-script">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</a></li></ol>',
    );
  });

  it("lists what outlineHeadings found, in the body's order", () => {
    const { headings } = outlineHeadings("<h2>하나</h2><h3>둘</h3><h2>셋</h2>");
    expect(tocListHtml(headings)).toBe(
      '<ol class="toc-list"><li><a href="#sec-하나">하나</a><ol><li class="toc-sub"><a href="#sec-둘">둘</a></li></ol></li><li><a href="#sec-셋">셋</a></li></ol>',
    );
  });
});

describe("what a post page shows", () => {
  it("words the time in both languages, in hours from an hour", () => {
    const hour = postReading({ html: "", document: { pages: 33, slides: false } }).reading;
    expect(hour).toMatchObject({ minutes: 66, label: { ko: "1시간 6분 분량", en: "1 hr 6 min read" }, duration: "PT1H6M" });
  });

  it("calls a post long from 3 minutes and lists contents from 3 headings, or 2 in a long post", () => {
    expect(isLongRead(2)).toBe(false);
    expect(isLongRead(3)).toBe(true);
    expect(showsToc(1, 30)).toBe(false);
    expect(showsToc(2, 2)).toBe(false);
    expect(showsToc(2, 3)).toBe(true);
    expect(showsToc(3, 1)).toBe(true);
  });

  it("puts the time, the bar and the list together with the body's ids", () => {
    const long = `<h2>하나</h2><p>${syllables(800)}</p><h3>둘</h3><p>${syllables(800)}</p>`;
    const { html, reading } = postReading({ html: long });
    expect(reading).toEqual({
      minutes: 3,
      label: { ko: "3분 분량", en: "3 min read" },
      duration: "PT3M",
      progress: true,
      toc: '<ol class="toc-list"><li><a href="#sec-하나">하나</a><ol><li class="toc-sub"><a href="#sec-둘">둘</a></li></ol></li></ol>',
    });
    expect(html).toContain('<h3 id="sec-둘">');
    const short = postReading({ html: "<h2>하나</h2><p>짧다</p><h2>둘</h2>" });
    expect(short.reading).toEqual({ minutes: 1, label: { ko: "1분 분량", en: "1 min read" }, duration: "PT1M", progress: false, toc: "" });
    // The ids are there even without a list: a link to a section still works.
    expect(short.html).toBe('<h2 id="sec-하나">하나</h2><p>짧다</p><h2 id="sec-둘">둘</h2>');
  });

  it("gives a document post its pages' time and only the introduction's headings", () => {
    const { html, reading } = postReading({ html: "<h2>소개</h2><p>문서 소개</p>", document: { html: "<h2>문서 안의 제목</h2>" } });
    expect(html).toBe('<h2 id="sec-소개">소개</h2><p>문서 소개</p>');
    expect(reading.toc).toBe("");
    expect(postReading({ html: "<p>소개</p>", document: { pages: 12, slides: false } }).reading).toMatchObject({
      minutes: 24,
      progress: true,
    });
  });
});
