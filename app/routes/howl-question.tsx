// 하울 AI question search page (docs/product/ai.md §7.2), /howl/question and /m/howl/question.
import type { MetaFunction } from "react-router";
import { pageTitle } from "../route-table";
import { HowlQuestionSearch } from "../features/howl/question-search";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { titleOf } from "../lib/meta";

const TITLE = pageTitle("howl-question")!;

export const meta: MetaFunction = ({ matches }) => [{ title: titleOf(matches, TITLE) }];

export default function HowlQuestionPage() {
  const mobile = useIsMobile();
  const t = useT();
  return (
    <div className={mobile ? "m-container" : "container"}>
      <h1 className="page-heading">{t(TITLE)}</h1>
      <HowlQuestionSearch mobile={mobile} />
    </div>
  );
}
