// Exhibits over HTTP: who may call what, an operator building an exhibit (posts by number,
// permalink or address, categories, order, removal), and the public list through
// GET /api/prep/boards with `exhibit`, the prep exhibit's own list unchanged.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards, users } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

/** An answer body as the JSON parser gives it. */
type Json = ReturnType<typeof JSON.parse>;

let platform: TestPlatform;
let roles: Roles;
let moderator: Record<string, string>;
let posts: { boardNo: number; permaLink: string }[];
const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
const MODERATORS = { visitor: 401, unverified: 403, verified: 403, other: 403, deleted: 401, moderator: 200 };
const PUBLIC = { visitor: 200, unverified: 200, verified: 200, other: 200, deleted: 200, moderator: 200 };

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const mod = await makeUser(db);
  await db.update(users).set({ role: "moderator", twoFactorAt: new Date() }).where(eq(users.userNo, mod.userNo));
  moderator = (await signedIn(db, mod.userNo)).headers;
  const author = await makeUser(db);
  posts = [];
  for (let i = 0; i < 4; i++) posts.push(await makePost(db, author.userNo, { subject: `기획전 글 ${i + 1}` }));
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await platform.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return { status: res.statusCode, body: res.json() as { data: Json; errorMsg?: string } };
}

async function asRoles(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: (i: number) => unknown) {
  const out: Record<string, number> = {};
  let i = 0;
  for (const role of ROLES) out[role] = (await call(method, url, roles.headers[role], payload?.(i++))).status;
  out.moderator = (await call(method, url, moderator, payload?.(i++))).status;
  return out;
}

const exhibit = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: "봄맞이 기획전",
  intro: "봄에 읽기 좋은 글",
  theme: "green",
  categories: ["산책", "요리"],
  state: "open",
  ...extra,
});

describe("exhibit authorization", () => {
  it("operators' routes refuse everyone but moderators; the exhibit is public", async () => {
    const made = await call("POST", "/api/admin/exhibits", moderator, exhibit("authz"));
    expect(made.status).toBe(200);
    const id = made.body.data.exhibitId as number;
    expect(await asRoles("GET", "/api/admin/exhibits")).toEqual(MODERATORS);
    expect(await asRoles("GET", `/api/admin/exhibits/${id}`)).toEqual(MODERATORS);
    expect(await asRoles("POST", "/api/admin/exhibits", (i) => exhibit(`authz-${i}`))).toEqual(MODERATORS);
    expect(await asRoles("PUT", `/api/admin/exhibits/${id}`, () => exhibit("authz"))).toEqual(MODERATORS);
    expect(await asRoles("POST", `/api/admin/exhibits/${id}/posts`, () => ({ post: String(posts[0]!.boardNo), category: "산책" }))).toEqual(
      {
        ...MODERATORS,
      },
    );
    expect(await asRoles("PUT", `/api/admin/exhibits/${id}/posts/order`, () => ({ boardNos: [posts[0]!.boardNo] }))).toEqual(MODERATORS);
    // Only the moderator's first removal finds the post.
    const removal = await asRoles("DELETE", `/api/admin/exhibits/${id}/posts/${posts[0]!.boardNo}`);
    expect(removal).toEqual(MODERATORS);
    expect(await asRoles("GET", "/api/exhibits/authz")).toEqual(PUBLIC);
    expect(await asRoles("GET", "/api/prep/boards?exhibit=authz")).toEqual(PUBLIC);
  });
});

describe("building an exhibit", () => {
  it("adds posts by number, permalink or address into categories, reorders and removes them", async () => {
    const made = await call("POST", "/api/admin/exhibits", moderator, exhibit("spring"));
    const id = made.body.data.exhibitId as number;
    const [a, b, c, d] = posts as [(typeof posts)[0], (typeof posts)[0], (typeof posts)[0], (typeof posts)[0]];
    expect((await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, { post: String(a.boardNo), category: "산책" })).status).toBe(
      200,
    );
    expect((await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, { post: b.permaLink, category: "요리" })).status).toBe(200);
    const byUrl = await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, {
      post: `https://example.test/d/${c.permaLink}`,
      category: "산책",
    });
    expect(byUrl.body.data.posts.map((p: Json) => p.boardNo)).toEqual([a.boardNo, b.boardNo, c.boardNo]);

    const twice = await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, { post: String(a.boardNo), category: "산책" });
    expect(twice.status).toBe(409);
    expect(twice.body.errorMsg).toBe("이미 담긴 게시물입니다.");
    const unknownCategory = await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, { post: String(d.boardNo), category: "여행" });
    expect(unknownCategory.status).toBe(400);
    // A hidden post is not offered to readers, so it cannot be added either.
    await platform.handle.db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, d.boardNo));
    expect((await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, { post: String(d.boardNo), category: "산책" })).status).toBe(
      404,
    );
    const missing = await call("POST", `/api/admin/exhibits/${id}/posts`, moderator, { post: "999999999", category: "산책" });
    expect(missing.status).toBe(404);

    const listed = await call("GET", "/api/admin/exhibits", moderator);
    expect(listed.body.data.exhibitList.find((e: Json) => e.exhibitId === id).postCount).toBe(3);
    expect(listed.body.data.exhibitList.find((e: Json) => e.slug === "authz").postCount).toBe(0);
    const order = await call("PUT", `/api/admin/exhibits/${id}/posts/order`, moderator, { boardNos: [c.boardNo, a.boardNo, b.boardNo] });
    expect(order.body.data.posts.map((p: Json) => p.boardNo)).toEqual([c.boardNo, a.boardNo, b.boardNo]);
    expect((await call("PUT", `/api/admin/exhibits/${id}/posts/order`, moderator, { boardNos: [c.boardNo, a.boardNo] })).status).toBe(400);

    const all = await call("GET", "/api/prep/boards?exhibit=spring", {});
    expect(all.body.data.categories).toEqual(["전체", "산책", "요리"]);
    expect(all.body.data.boardList.map((p: Json) => p.boardNo)).toEqual([c.boardNo, a.boardNo, b.boardNo]);
    expect(all.body.data.boardList[0].link).toBe(`/d/${c.permaLink}`);
    const walks = await call("GET", `/api/prep/boards?exhibit=spring&category=${encodeURIComponent("산책")}&size=1`, {});
    expect(walks.body.data).toMatchObject({ category: "산책", size: 1 });
    expect(walks.body.data.boardList.map((p: Json) => p.boardNo)).toEqual([c.boardNo]);

    // A deleted post drops out of the list; the operators still see it, marked.
    await platform.handle.db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, c.boardNo));
    const after = await call("GET", "/api/prep/boards?exhibit=spring", {});
    expect(after.body.data.boardList.map((p: Json) => p.boardNo)).toEqual([a.boardNo, b.boardNo]);
    const removed = await call("DELETE", `/api/admin/exhibits/${id}/posts/${a.boardNo}`, moderator);
    expect(removed.body.data.posts.map((p: Json) => [p.boardNo, p.visible])).toEqual([
      [c.boardNo, false],
      [b.boardNo, true],
    ]);
  });

  it("keeps drafts private, slugs unique and the prep list as it was", async () => {
    expect((await call("POST", "/api/admin/exhibits", moderator, exhibit("hidden", { state: "draft" }))).status).toBe(200);
    expect((await call("GET", "/api/exhibits/hidden", {})).status).toBe(404);
    expect((await call("GET", "/api/prep/boards?exhibit=hidden", {})).status).toBe(404);
    const dup = await call("POST", "/api/admin/exhibits", moderator, exhibit("hidden"));
    expect(dup.status).toBe(409);
    expect(dup.body.errorMsg).toBe("이미 쓰이는 주소입니다.");
    expect((await call("POST", "/api/admin/exhibits", moderator, exhibit("prep"))).status).toBe(400);
    expect((await call("POST", "/api/admin/exhibits", moderator, exhibit("Bad Slug"))).status).toBe(400);
    const sitemap = await platform.app.inject({ method: "GET", url: "/sitemap-pages.xml" });
    expect(sitemap.body).toContain("/exhibit/spring</loc>");
    expect(sitemap.body).not.toContain("/exhibit/hidden</loc>");
    const prep = await call("GET", "/api/prep/boards", {});
    expect(prep.status).toBe(200);
    expect(prep.body.data.category).toBe("전체");
  });
});
