// Home (docs/product/reading.md): tabs home, new and curation over a shared frame, desktop and /m.
import { NavLink, Outlet, type MetaFunction } from "react-router";
import { CHROME } from "../components/chrome/text";
import { HOME } from "../features/search/text";
import { useIsMobile } from "../lib/device";
import { resolveText, useT } from "../lib/i18n";
import { feedLinks } from "../lib/feed-links";
import { metaContext } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) => {
  const { language, siteName } = metaContext(matches);
  return [
    { title: resolveText(HOME.title, language, { site: siteName }) },
    { name: "description", content: resolveText(HOME.description, language) },
    { property: "og:title", content: siteName },
    { property: "og:type", content: "website" },
    ...feedLinks({ kind: "site" }, siteName),
  ];
};

export default function HomeFrame() {
  const mobile = useIsMobile();
  const t = useT();
  const base = mobile ? "/m" : "";
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : undefined);
  const tabs = (
    <>
      <NavLink to={base || "/"} end className={cls}>
        {t(CHROME.home)}
      </NavLink>
      {/* In the header's order (홈, 최신, 큐레이션): the two rows of tabs never disagree. */}
      <NavLink to={`${base}/new`} className={cls}>
        {t(CHROME.newest)}
      </NavLink>
      <NavLink to={`${base}/curation`} className={cls}>
        {t(CHROME.curation)}
      </NavLink>
    </>
  );
  if (mobile) {
    return (
      <>
        <nav className="m-tabs" aria-label={t(HOME.tabs)}>
          {tabs}
        </nav>
        <div className="m-container">
          <Outlet />
        </div>
      </>
    );
  }
  return (
    <div className="container">
      <nav className="tabs" aria-label={t(HOME.tabs)}>
        {tabs}
      </nav>
      <Outlet />
    </div>
  );
}
