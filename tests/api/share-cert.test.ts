// Share certification (decision 0167) through the real server and the office product's API on
// loopback: the preview of a shared document, its claim as the member's post with pofficeShareYn
// Y (which the editor then refuses to edit), a code usable once and by one member, expiry, an
// unknown code, and every caller.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../core/messages";
import { boards } from "../../server/db/schema";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { startOfficeClientDouble, type OfficeClientDouble } from "../support/social-providers";

let platform: TestPlatform;
let roles: Roles;
let office: OfficeClientDouble;

beforeAll(async () => {
  office = await startOfficeClientDouble();
  platform = await createTestPlatform({ env: { POLARIS_CLIENT_API_URL: office.url } });
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => {
  await platform?.dispose();
  await office?.close();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
function share(overrides: Partial<Parameters<OfficeClientDouble["addShare"]>[0]> = {}) {
  const code = crypto.randomBytes(12).toString("base64url");
  const value = {
    code,
    title: "분기 보고서 요약",
    content: '<h2>요약</h2><p>매출이 늘었습니다.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    fileName: "report.docx",
    expiresAt: inAnHour(),
    ...overrides,
  };
  office.addShare(value);
  return value;
}

const preview = (headers: Record<string, string>, code: string) =>
  platform.app.inject({ method: "GET", url: `/api/share/cert?code=${code}`, headers });
const certify = (headers: Record<string, string>, code: string) =>
  platform.app.inject({ method: "POST", url: "/api/share/cert", headers, payload: { code } });

async function verifiedMember() {
  const row = await makeUser(platform.handle.db);
  return { row, headers: (await signedIn(platform.handle.db, row.userNo)).headers };
}

describe("authorization", () => {
  const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
  it("GET share/cert: members", async () => {
    const { code } = share();
    const got: Record<string, number> = {};
    for (const role of ROLES) got[role] = (await preview(roles.headers[role], code)).statusCode;
    expect(got).toEqual({ visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 });
  });
  it("POST share/cert: verified members; the first one takes the code, the other is refused", async () => {
    const { code } = share();
    const got: Record<string, number> = {};
    for (const role of ROLES) got[role] = (await certify(roles.headers[role], code)).statusCode;
    expect(got).toEqual({ visitor: 401, unverified: 403, verified: 200, other: 409, deleted: 401 });
  });
});

describe("certifying a shared document", () => {
  it("shows the share, makes it the member's post with pofficeShareYn Y, and the editor refuses to edit it", async () => {
    const { row, headers } = await verifiedMember();
    const s = share();
    const seen = await preview(headers, s.code);
    expect(seen.json().data).toMatchObject({
      code: s.code,
      title: "분기 보고서 요약",
      fileName: "report.docx",
      status: "open",
      permaLink: null,
    });
    expect(seen.json().data.excerpt).toContain("매출이 늘었습니다.");

    const res = await certify(headers, s.code);
    expect(res.statusCode, res.body).toBe(200);
    const { boardNo, permaLink } = res.json().data;
    const [post] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(post).toMatchObject({ userNo: row.userNo, subject: "분기 보고서 요약", pofficeShareYn: "Y" });
    expect(post!.contentHtml).toContain("매출이 늘었습니다.");
    expect(post!.contentHtml).not.toContain("<script");
    expect(post!.contentHtml).not.toContain("onerror");

    expect((await preview(headers, s.code)).json().data).toMatchObject({ status: "mine", permaLink });
    const edit = await platform.app.inject({
      method: "POST",
      url: `/api/contents/post/${boardNo}`,
      headers,
      payload: { type: "editor", subject: "고침", webEditorContent: "<p>고침</p>", topic: "others", tags: [], thumb: null },
    });
    expect([edit.statusCode, edit.json().errorMsg]).toEqual([403, MSG.officeShareEditRefused.ko]);
  });

  it("a code is usable once: again by the same member, or by another, it is refused", async () => {
    const first = await verifiedMember();
    const second = await verifiedMember();
    const { code } = share();
    expect((await certify(first.headers, code)).statusCode).toBe(200);
    const again = await certify(first.headers, code);
    expect([again.statusCode, again.json().errorMsg]).toEqual([409, "이미 인증한 공유 문서입니다."]);
    const other = await certify(second.headers, code);
    expect([other.statusCode, other.json().errorMsg]).toEqual([409, "이미 다른 회원이 인증한 공유 문서입니다."]);
    expect((await preview(second.headers, code)).json().data).toMatchObject({ status: "taken", permaLink: null });
    const posts = await platform.handle.db.select({ boardNo: boards.boardNo }).from(boards).where(eq(boards.userNo, second.row.userNo));
    expect(posts).toEqual([]);
  });

  it("ten members claiming one code at once: exactly one post", async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => verifiedMember()));
    const { code, title } = share({ title: `동시 공유 ${crypto.randomBytes(3).toString("hex")}` });
    const results = await Promise.all(members.map((m) => certify(m.headers, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await platform.handle.db.select().from(boards).where(eq(boards.subject, title))).toHaveLength(1);
  });

  it("an expired share and an unknown code are refused", async () => {
    const { headers } = await verifiedMember();
    const old = share({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await preview(headers, old.code)).json().data.status).toBe("expired");
    const expired = await certify(headers, old.code);
    expect([expired.statusCode, expired.json().errorMsg]).toEqual([
      410,
      "공유 인증 기간이 지났습니다. Polaris Office에서 다시 공유해 주세요.",
    ]);
    const unknown = await certify(headers, "no-such-share-code");
    expect([unknown.statusCode, unknown.json().errorMsg]).toEqual([
      404,
      "공유 정보를 찾을 수 없습니다. Polaris Office에서 다시 공유해 주세요.",
    ]);
    expect((await certify(headers, "bad code!")).statusCode).toBe(400);
  });
});

describe("without the office product configured", () => {
  it("says so", async () => {
    const bare = await createTestPlatform();
    try {
      const row = await makeUser(bare.handle.db);
      const { headers } = await signedIn(bare.handle.db, row.userNo);
      const res = await bare.app.inject({ method: "POST", url: "/api/share/cert", headers, payload: { code: "abcdefgh1234" } });
      expect([res.statusCode, res.json().errorMsg]).toEqual([
        404,
        "이 사이트에는 Polaris Office 연동이 설정되어 있지 않아 공유 인증을 할 수 없습니다.",
      ]);
    } finally {
      await bare.dispose();
    }
  });
});
