// Where hidden (blind) posts send readers (SPEC §2).
import { Link, type MetaFunction } from "react-router";
import { useIsMobile } from "../lib/device";

export const meta: MetaFunction = () => [{ title: "숨김 처리된 게시물 | 나눔터" }, { name: "robots", content: "noindex" }];

export default function Blind() {
  const mobile = useIsMobile();
  return (
    <div className="error-page">
      <h1>운영 정책에 따라 숨김 처리된 게시물입니다.</h1>
      <p style={{ color: "var(--color-text-secondary)", margin: 0 }}>신고가 접수되어 검토 중이거나 정책 위반으로 숨겨진 글이에요.</p>
      <Link to={mobile ? "/m" : "/"} className="btn btn-blue">
        홈으로 가기
      </Link>
    </div>
  );
}
