// Pages whose features are still to come: they render their layout and heading, say
// plainly that the feature is being prepared ('기능 준비중입니다.'), and offer a way on.
// No form or button here pretends to work.
import { Link, useMatches, type MetaFunction } from "react-router";
import { texts } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { pageTitle } from "../route-table";
import { useIsMobile } from "../lib/device";
import { useRootData } from "../lib/viewer";
import { useT } from "../lib/i18n";
import { metaContext, privateMeta } from "../lib/meta";

const SHELL_TEXT = texts({ browseNew: { ko: "최신 콘텐츠 둘러보기", en: "Browse new posts" } });

export const meta: MetaFunction = ({ matches }) => {
  const id = matches[matches.length - 1]?.id ?? "";
  return privateMeta(matches, pageTitle(id) ?? metaContext(matches).siteName);
};

export default function PageShell() {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? "";
  const { siteName } = useRootData();
  const t = useT();
  const title = pageTitle(id) ?? siteName;
  const mobile = useIsMobile();
  return (
    <div className={mobile ? "m-container" : "container"}>
      <h1 className="page-heading">{t(title)}</h1>
      <div className="shell-box" role="status">
        <p style={{ margin: "0 0 16px" }}>{t(MSG.notReady)}</p>
        <Link to={mobile ? "/m/new" : "/new"} className="btn btn-blue-outline">
          {t(SHELL_TEXT.browseNew)}
        </Link>
      </div>
    </div>
  );
}
