// Demo notices and events (docs/product/events.md): one notice and the two campaign events,
// published, so a fresh installation's /event shows them. Part of the one-time demo seed.
import type { Tx } from "../db/client";
import { siteEvents } from "../db/schema";

const DAY = 86_400_000;

export async function seedDemoEvents(tx: Tx, now: Date): Promise<number> {
  const startsAt = new Date(now.getTime() - 3 * DAY);
  const endsAt = new Date(now.getTime() + 30 * DAY);
  const rows = [
    {
      kind: "notice",
      slug: "welcome",
      title: "나눔터에 오신 것을 환영합니다",
      summary: "나눔터 이용 안내와 운영 원칙을 알려 드립니다.",
      bodyHtml:
        "<p>나눔터는 지식을 나누고 나눈 만큼 보상받는 공간입니다.</p><ul><li>글을 쓰고 공유하면 포인트가 쌓여요.</li><li>좋은 글은 큐레이션으로 더 많은 사람에게 닿아요.</li><li>신고된 글은 운영자가 확인합니다.</li></ul><p>궁금한 점은 FAQ를 확인해 주세요.</p>",
      pinned: true,
    },
    {
      kind: "event",
      slug: "ai-contest",
      title: "AI 콘텐츠 공모전",
      summary: "AI와 함께 만든 콘텐츠를 응모하고 상품을 받아 가세요.",
      bodyHtml: "<p>AI 도구를 활용해 쓴 글, 정리한 자료, 만든 문서를 나눔터에 올리고 응모해 주세요.</p>",
      rulesHtml:
        "<ol><li>나눔터에 글을 발행합니다.</li><li>이 페이지에서 발행한 글 한 편을 골라 응모합니다.</li><li>한 사람당 한 번 응모할 수 있습니다.</li></ol><p>결과는 이벤트가 끝난 뒤 이 페이지에서 발표합니다.</p>",
      startsAt,
      endsAt,
    },
    {
      kind: "event",
      slug: "share-content",
      title: "콘텐츠 공유 이벤트",
      summary: "내 링크로 친구를 초대하고 순위에 올라 보세요.",
      bodyHtml: "<p>글을 공유하거나 초대 링크를 보내 친구가 방문하고 가입하면 순위가 올라갑니다.</p>",
      rulesHtml:
        "<ul><li>이벤트 기간에 내 링크로 가입한 사람 수로 순위를 정하고, 같으면 방문한 사람 수로 정합니다.</li><li>같은 사람의 방문은 한 번만 셉니다.</li></ul>",
      startsAt,
      endsAt,
    },
  ];
  await tx
    .insert(siteEvents)
    .values(rows.map((r) => ({ ...r, state: "published", publishedAt: now })))
    .onConflictDoNothing();
  return rows.length;
}
