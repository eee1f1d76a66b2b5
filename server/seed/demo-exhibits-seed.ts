// Puts the demo exhibits (ChatGPT, Christmas) and the economy quiz's first round in place: the
// round started three days ago and can be sat for four weeks; its answers open the day after.
import type { Tx } from "../db/client";
import { seedExhibit } from "../modules/exhibits/service";
import { seedRound } from "../modules/quiz/service";
import { DEMO_EXHIBITS, DEMO_QUIZ_QUESTIONS } from "./demo-exhibits";

const DAY = 86_400_000;

export async function seedDemoExhibits(tx: Tx, now: Date, bySubject: Map<string, number>): Promise<void> {
  for (const exhibit of DEMO_EXHIBITS) {
    const posts = exhibit.posts.map((p) => {
      const boardNo = bySubject.get(p.subject);
      if (boardNo === undefined) throw new Error(`demo exhibit refers to unknown post ${p.subject}`);
      return { boardNo, category: p.category };
    });
    await seedExhibit(
      tx,
      {
        slug: exhibit.slug,
        title: exhibit.title,
        intro: exhibit.intro,
        bannerUrl: "",
        theme: exhibit.theme,
        categories: exhibit.categories,
        state: "open",
        startDate: null,
        endDate: null,
      },
      posts,
    );
  }
  const startDate = new Date(now.getTime() - 3 * DAY);
  await seedRound(
    tx,
    {
      category: "economy",
      round: 1,
      title: "경제 상식 1회",
      startDate,
      endDate: new Date(startDate.getTime() + 28 * DAY),
      answerOpenDate: new Date(startDate.getTime() + 29 * DAY),
      passScore: 60,
    },
    DEMO_QUIZ_QUESTIONS,
  );
}
