// Pages whose features are still to come: they render their layout and heading, say
// plainly that the feature is being prepared ('기능 준비중입니다.'), and offer a way on.
// No form or button here pretends to work.
import { Link, useMatches, type MetaFunction } from "react-router";
import { MSG } from "../../core/messages";
import { pageTitle } from "../route-table";
import { useIsMobile } from "../lib/device";

export const meta: MetaFunction = ({ matches }) => {
  const id = matches[matches.length - 1]?.id ?? "";
  return [{ title: `${pageTitle(id) ?? "나눔터"} | 나눔터` }, { name: "robots", content: "noindex" }];
};

export default function PageShell() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? "";
  const title = pageTitle(id) ?? "나눔터";
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "m-container" : "container"}>
      <h1 className="page-heading">{title}</h1>
      <div className="shell-box" role="status">
        <p style={{ margin: "0 0 16px" }}>{MSG.notReady}</p>
        <Link to={mobile ? "/m/new" : "/new"} className="btn btn-blue-outline">
          최신 콘텐츠 둘러보기
        </Link>
      </div>
    </div>
  );
}
