// The topic an AI briefing's draft suggests (docs/product/ai.md §6, decision 0194): the site's
// own classification of the words the summary's tags name, on a real database. A briefing on
// interest rates is 경제 even when more posts of 기타 share one of its tags.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTermStats } from "../../server/modules/ai/term-stats";
import { inferTopic } from "../../server/modules/ai/briefing/service";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

describe("the briefing's suggested topic", () => {
  it("follows what the site's posts on the same words are filed under, weighed by each topic's size", async () => {
    const db = platform.handle.db;
    const writer = await makeUser(db);
    for (const [i, text] of [
      "기준금리가 오르면 대출 금리와 예금 금리가 함께 오르고 물가는 천천히 내려갑니다.",
      "물가가 오르면 중앙은행은 금리를 올려 돈의 흐름을 늦춥니다.",
      "금리와 환율과 물가를 함께 보면 경기의 방향이 보입니다.",
    ].entries())
      await makePost(db, writer.userNo, { topic: "economy", subject: `금리 이야기 ${i}`, contentHtml: `<p>${text}</p>`, tags: ["금리"] });
    // More posts elsewhere share the briefing's tag 가계, about something else.
    for (let i = 0; i < 8; i++)
      await makePost(db, writer.userNo, {
        topic: "others",
        subject: `살림 메모 ${i}`,
        contentHtml: `<p>가계 살림을 정리하며 냉장고와 옷장을 비웠습니다. ${i}번째 정리입니다.</p>`,
        tags: ["가계"],
      });
    while ((await refreshTermStats(db)) > 0);
    expect(await inferTopic(db, ["금리", "기준금리", "물가", "가계", "기업"], 0)).toBe("economy");
    // Words nobody has written about: the default topic.
    expect(await inferTopic(db, ["양자얽힘"], 0)).toBe("others");
  });
});
