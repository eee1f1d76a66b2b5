// Where hidden (blind) posts send readers (docs/product/engagement.md).
import { Link, type MetaFunction } from "react-router";
import { BLIND_PAGE } from "../features/post/blind-text";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, BLIND_PAGE.title);

export default function Blind() {
  const mobile = useIsMobile();
  const t = useT();
  return (
    <div className="error-page">
      <h1>{t(BLIND_PAGE.heading)}</h1>
      <p style={{ color: "var(--color-text-secondary)", margin: 0 }}>{t(BLIND_PAGE.body)}</p>
      <Link to={mobile ? "/m" : "/"} className="btn btn-blue">
        {t(BLIND_PAGE.home)}
      </Link>
    </div>
  );
}
