// Home (SPEC §2): tabs home, curation and new over a shared frame, desktop and /m.
import { NavLink, Outlet, type MetaFunction } from "react-router";
import { useIsMobile } from "../lib/device";

export const meta: MetaFunction = () => [
  { title: "나눔터 - 지식을 나누고 보상을 받는 곳" },
  {
    name: "description",
    content: "글과 문서로 지식을 나누고, 좋은 콘텐츠를 큐레이션하며 포인트와 토큰 보상을 받는 한국어 지식 공유 플랫폼",
  },
  { property: "og:title", content: "나눔터" },
  { property: "og:type", content: "website" },
];

export default function HomeFrame() {
  const mobile = useIsMobile();
  const base = mobile ? "/m" : "";
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : undefined);
  const tabs = (
    <>
      <NavLink to={base || "/"} end className={cls}>
        홈
      </NavLink>
      <NavLink to={`${base}/curation`} className={cls}>
        큐레이션
      </NavLink>
      <NavLink to={`${base}/new`} className={cls}>
        최신
      </NavLink>
    </>
  );
  if (mobile) {
    return (
      <>
        <nav className="m-tabs" aria-label="홈 탭">
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
      <nav className="tabs" aria-label="홈 탭">
        {tabs}
      </nav>
      <Outlet />
    </div>
  );
}
