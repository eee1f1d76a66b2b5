// Terms and privacy: the built-in versions (docs/product/accounts.md: /privacy/220629, 230927, 231222), the
// version list, and consent to a newer version (update-terms).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsConsents } from "../../server/db/schema";
import { ensureTermsDocuments, publishTermsVersion, seoulMidnight, versionOf } from "../../server/modules/terms/service";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: "GET", url, headers });

function seoulDate(offsetDays: number): string {
  const d = new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

describe("built-in versions", () => {
  it("serves the current terms with the version list", async () => {
    const res = await get("/api/board/terms");
    expect(res.statusCode).toBe(200);
    const { document, versions, pending, needsTermsUpdate } = res.json().data;
    expect(document).toMatchObject({ kind: "terms", version: "231222", status: "current", title: "나눔터 이용약관" });
    expect(document.effectiveDate).toBe("2023-12-21T15:00:00.000Z");
    expect(document.body).toContain("## 제1조 (목적)");
    expect(document.body).toContain("AI 기능");
    expect(versions.map((v: { version: string; status: string }) => `${v.version}:${v.status}`)).toEqual(["231222:current", "220629:past"]);
    expect(pending).toEqual([]);
    expect(needsTermsUpdate).toBe(false);
  });

  it("keeps every dated privacy policy, each with its own content", async () => {
    const versions = (await get("/api/board/terms?kind=privacy")).json().data.versions.map((v: { version: string }) => v.version);
    expect(versions).toEqual(["231222", "230927", "220629"]);
    const v220629 = (await get("/api/board/terms?kind=privacy&version=220629")).json().data.document;
    const v230927 = (await get("/api/board/terms?kind=privacy&version=230927")).json().data.document;
    const v231222 = (await get("/api/board/terms?kind=privacy&version=231222")).json().data.document;
    expect(v220629.body).not.toContain("전자지갑 주소");
    expect(v230927.body).toContain("전자지갑 주소");
    expect(v230927.body).not.toContain("휴대폰 번호");
    expect(v231222.body).toContain("휴대폰 번호");
    expect(v231222.body).toContain("개인정보침해신고센터");
    expect(v220629.status).toBe("past");
    expect(v231222.status).toBe("current");
  });

  it("is a 404 for an unknown version and a 400 for a malformed one", async () => {
    expect((await get("/api/board/terms?kind=privacy&version=990101")).statusCode).toBe(404);
    expect((await get("/api/board/terms?kind=privacy&version=22-06-29")).statusCode).toBe(400);
    expect((await get("/api/board/terms?kind=cookies")).statusCode).toBe(400);
  });

  it("adding the built-in versions again adds nothing", async () => {
    expect(await ensureTermsDocuments(platform.handle.db)).toBe(0);
  });
});

describe("consent to a newer version", () => {
  it("a member who agreed before a newly published version must consent; visitors are asked nothing", async () => {
    const member = await makeUser(platform.handle.db, { termsAgreedAt: new Date() });
    const { headers } = await signedIn(platform.handle.db, member.userNo);
    expect((await get("/api/user/getUserBasicInfo", headers)).json().data.needsTermsUpdate).toBe(false);

    const effective = seoulDate(7);
    const published = await publishTermsVersion(platform.handle.db, {
      kind: "terms",
      effective,
      title: "나눔터 이용약관",
      body: "## 제1조 (목적)\n새 약관입니다.",
      summary: "포인트 적립 기준을 바꿨습니다.",
      requiresConsent: true,
    });
    expect(published).toMatchObject({ version: versionOf(effective), status: "upcoming" });
    expect(published.effectiveDate).toBe(seoulMidnight(effective).toISOString());

    // The current terms stay in force until the date; the new one is listed as upcoming.
    const now = (await get("/api/board/terms", headers)).json().data;
    expect(now.document.version).toBe("231222");
    expect(now.versions[0]).toMatchObject({ version: versionOf(effective), status: "upcoming" });
    expect(now.needsTermsUpdate).toBe(true);
    expect(now.pending).toEqual([
      expect.objectContaining({
        kind: "terms",
        version: versionOf(effective),
        summary: "포인트 적립 기준을 바꿨습니다.",
        status: "upcoming",
      }),
    ]);
    expect((await get("/api/user/getUserBasicInfo", headers)).json().data.needsTermsUpdate).toBe(true);
    expect((await get("/api/board/terms")).json().data.needsTermsUpdate).toBe(false);

    const post = (payload: object) => platform.app.inject({ method: "POST", url: "/api/board/terms/update", headers, payload });
    const stale = await post({ terms: [{ kind: "terms", version: "231222" }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMsg).toBe("그 사이 약관이 다시 변경되었습니다. 새로고침한 뒤 변경 내용을 확인해 주세요.");
    const wrongKind = await post({ terms: [{ kind: "privacy", version: "231222" }] });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errorMsg).toBe("변경된 약관에 모두 동의해 주세요.");

    const agreed = await post({ terms: [{ kind: "terms", version: versionOf(effective) }] });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().data).toEqual({ needsTermsUpdate: false });
    expect((await get("/api/user/getUserBasicInfo", headers)).json().data.needsTermsUpdate).toBe(false);
    const rows = await platform.handle.db.select().from(termsConsents);
    expect(rows.filter((r) => r.userNo === member.userNo).map((r) => `${r.kind}:${r.version}`)).toEqual([`terms:${versionOf(effective)}`]);
    // Consenting twice is harmless.
    expect((await post({ terms: [{ kind: "terms", version: versionOf(effective) }] })).statusCode).toBe(200);

    // Someone who signs up now, before the new date, agreed to the current terms: asked too.
    const fresh = await makeUser(platform.handle.db, { termsAgreedAt: new Date() });
    const freshHeaders = (await signedIn(platform.handle.db, fresh.userNo)).headers;
    expect((await get("/api/board/terms", freshHeaders)).json().data.needsTermsUpdate).toBe(true);
  });

  it("a member with no recorded consent is asked for both kinds", async () => {
    const member = await makeUser(platform.handle.db, { termsAgreedAt: null });
    const { headers } = await signedIn(platform.handle.db, member.userNo);
    const pending = (await get("/api/board/terms", headers)).json().data.pending;
    expect(pending.map((p: { kind: string }) => p.kind)).toEqual(["terms", "privacy"]);
  });

  it("publishing the same version twice is refused", async () => {
    await expect(
      publishTermsVersion(platform.handle.db, {
        kind: "privacy",
        effective: "2023-12-22",
        title: "x",
        body: "x",
        summary: "",
        requiresConsent: true,
      }),
    ).rejects.toThrow("이미 있는 버전입니다");
  });

  it("consent needs a member; a cross-site form cannot post it", async () => {
    const visitor = await platform.app.inject({
      method: "POST",
      url: "/api/board/terms/update",
      headers: { origin: TEST_ORIGIN },
      payload: { terms: [{ kind: "terms", version: "231222" }] },
    });
    expect(visitor.statusCode).toBe(401);
    const member = await makeUser(platform.handle.db);
    const { headers } = await signedIn(platform.handle.db, member.userNo);
    const crossSite = await platform.app.inject({
      method: "POST",
      url: "/api/board/terms/update",
      headers: { ...headers, origin: "https://evil.example" },
      payload: { terms: [{ kind: "terms", version: "231222" }] },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
