// The demo's series (docs/product/series.md): one demo member's three posts on web development,
// in reading order, so a first visit (and the journeys that walk every page) finds a series box,
// a member's series list and a series page.
import type { Executor } from "../db/client";
import { series, seriesParts } from "../db/schema";

export const DEMO_SERIES_MEMBER = "devkim";

const DEMO_SERIES = {
  title: "개발 기초 다지기",
  description: "데이터베이스, 협업, 웹 캐싱까지 처음 실무에 들어서는 개발자가 차례로 읽기 좋은 글을 모았어요.",
  subjects: [
    "PostgreSQL 인덱스 기초: B-tree부터 EXPLAIN까지",
    "Git 커밋 메시지, 팀이 읽기 좋게 쓰는 5가지 규칙",
    "HTTP 캐싱 입문: Cache-Control 헤더 제대로 쓰기",
  ],
};

export async function seedDemoSeries(tx: Executor, userNo: number, bySubject: ReadonlyMap<string, number>): Promise<void> {
  const boardNos = DEMO_SERIES.subjects.map((subject) => bySubject.get(subject)).filter((n): n is number => n !== undefined);
  if (!boardNos.length) return;
  const [row] = await tx
    .insert(series)
    .values({ userNo, title: DEMO_SERIES.title, description: DEMO_SERIES.description })
    .returning({ seriesNo: series.seriesNo });
  await tx.insert(seriesParts).values(boardNos.map((boardNo, i) => ({ seriesNo: row!.seriesNo, boardNo, position: i + 1 })));
}
