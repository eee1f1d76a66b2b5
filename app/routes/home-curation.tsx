// Curation tab. Seasons, votes and rankings are not running yet; the tab says so plainly
// and points to what can be done today instead of showing an empty board.
import { Link, type MetaFunction } from "react-router";
import { useIsMobile } from "../lib/device";

export const meta: MetaFunction = () => [{ title: "큐레이션 | 나눔터" }];

export default function HomeCuration() {
  const mobile = useIsMobile();
  return (
    <section className="shell-box" aria-labelledby="curation-heading">
      <h2 id="curation-heading" style={{ fontSize: 20, marginBottom: 8 }}>
        큐레이션 시즌 준비 중
      </h2>
      <p style={{ margin: "0 0 16px" }}>
        좋은 글에 투표하고 보상을 나눠 받는 큐레이션 시즌을 준비하고 있어요. 그동안 새로 올라온 글을 둘러보세요.
      </p>
      <Link to={mobile ? "/m/new" : "/new"} className="btn btn-blue-outline">
        최신 콘텐츠 보기
      </Link>
    </section>
  );
}
