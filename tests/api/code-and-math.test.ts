// Code and formulas in posts (decision 0218) through the real API and the post page's loader: the
// stored body keeps code blocks and formulas in their source form (and nothing more), the post
// page's data carries them highlighted and typeset with the flags that link their style sheets,
// a post without them is left as stored and flags none, and the excerpt reads the TeX source.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { loader } from "../../app/routes/post";
import { uploadPolicyConsents } from "../../server/db/schema";
import { createServices } from "../../server/services";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let writer: { headers: Record<string, string> };

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  const user = await makeUser(db);
  await db.insert(uploadPolicyConsents).values({ userNo: user.userNo });
  writer = await signedIn(db, user.userNo);
});
afterAll(async () => platform?.dispose());

const ORIGIN = { origin: "http://localhost:3000" };

async function publish(html: string): Promise<{ boardNo: number; permaLink: string }> {
  const res = await platform.app.inject({
    method: "POST",
    url: "/api/contents/post",
    headers: { ...ORIGIN, ...writer.headers, "content-type": "application/json" },
    payload: JSON.stringify({
      type: "editor",
      subject: "코드와 수식",
      webEditorContent: html,
      topic: "technology",
      tags: [],
      agreePolicy: true,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function stored(boardNo: number): Promise<{ contentHtml: string; description: string }> {
  const res = await platform.app.inject({ method: "GET", url: `/api/board/contents?boardNo=${boardNo}` });
  return res.json().data;
}

/** The post page's loader as the page renders it: shared, no reader. */
async function postPage(permaLink: string) {
  const tags: string[] = [];
  const context = {
    services: createServices(platform.ctx),
    requestId: "test",
    viewer: null,
    memberShell: false,
    language: "ko",
    cache: { tag: (...more: string[]) => tags.push(...more) },
    act: () => {
      throw new Error("no writes here");
    },
  } as unknown as AppLoadContext;
  const args = { params: { permaLink }, request: new Request(`http://localhost/d/${permaLink}`), context };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

const BODY =
  '<p>합은 <span data-math="inline">a + b &lt; c</span> 입니다.</p>' +
  '<pre><code class="language-js">const add = (a, b) =&gt; a + b; // &lt;script&gt;alert(1)&lt;/script&gt;</code></pre>' +
  '<div data-math="block">\\frac{1}{2}</div>' +
  '<div data-math="block" onclick="x"><img src="https://evil.example/a.png">\\href{javascript:alert(1)}{x}</div>' +
  '<pre><code class="language-cobol">MOVE A TO B</code></pre>';

describe("code and formulas in a post", () => {
  it("stores code blocks and formulas in their source form and nothing more", async () => {
    const post = await publish(BODY);
    const { contentHtml, description } = await stored(post.boardNo);
    expect(contentHtml).toBe(
      '<p>합은 <span data-math="inline">a + b &lt; c</span> 입니다.</p>' +
        '<pre><code class="language-javascript">const add = (a, b) =&gt; a + b; // &lt;script&gt;alert(1)&lt;/script&gt;</code></pre>' +
        '<div data-math="block">\\frac{1}{2}</div>' +
        '<div data-math="block">\\href{javascript:alert(1)}{x}</div>' +
        "<pre><code>MOVE A TO B</code></pre>",
    );
    // Excerpts and search read the source.
    expect(description).toContain("a + b < c");
  });

  it("the post page shows the code highlighted and the formulas typeset, and says which style sheets it needs", async () => {
    const post = await publish(BODY);
    const page = await postPage(post.permaLink);
    expect(page.body).toEqual({ code: true, math: true });
    expect(page.bodyStyles).toHaveLength(2);
    const html = page.post.contentHtml;
    expect(html).toContain(
      '<pre data-language="JavaScript"><code class="language-javascript hljs"><span class="hljs-keyword">const</span>',
    );
    expect(html).toContain('<span class="hljs-comment">// &lt;script&gt;alert(1)&lt;/script&gt;</span>');
    expect(html).toContain("<pre><code>MOVE A TO B</code></pre>");
    expect(html).toContain('<annotation encoding="application/x-tex">a + b &lt; c</annotation>');
    expect(html).toContain('<div class="math-block"><span class="katex-display">');
    expect(html).not.toMatch(/<script|<img|href=|data-math=/);
    // The page is still shared: tagged, read without the reader.
    expect(page.reading.label).toBeTruthy();
  });

  it("a post without code or formulas is shown as stored and links neither style sheet", async () => {
    const post = await publish("<h2>제목</h2><p>그냥 글입니다. 값은 <code>x &lt; 1</code> 입니다. $5와 $6.</p>");
    const page = await postPage(post.permaLink);
    expect(page.body).toEqual({ code: false, math: false });
    expect(page.bodyStyles).toEqual([]);
    // Code alone: the token colours, not KaTeX's sheet.
    const code = await postPage((await publish('<pre><code class="language-sql">SELECT 1;</code></pre>')).permaLink);
    expect(code.body).toEqual({ code: true, math: false });
    expect(code.bodyStyles).toHaveLength(1);
    expect(page.post.contentHtml).not.toMatch(/katex|hljs/);
    expect(page.post.contentHtml).toContain("<code>x &lt; 1</code>");
  });
});
