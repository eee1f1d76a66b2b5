// Test-prep exhibit (SPEC §2 /exhibit/prep/economy, §3 prep exhibit): economy posts for exam
// preparation, filtered by category (default 전체 = all) with a growing list size.
import { LISTS_TAG } from "../../core/cache-tags";
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { PostList } from "../components/post-card";
import { isMobilePath, useIsMobile } from "../lib/device";
import type { LoaderArgs, PageHandle } from "../lib/viewer";

const STEP = 12;
const MAX = 96;

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ request, context }: LoaderArgs) {
  context.cache.tag(LISTS_TAG);
  const url = new URL(request.url);
  const rawSize = url.searchParams.get("size") ?? "";
  const size = /^\d{1,3}$/.test(rawSize) ? Math.min(MAX, Math.max(STEP, Number(rawSize))) : STEP;
  const category = (url.searchParams.get("category") ?? "").slice(0, 40) || undefined;
  const prep = await context.services.lists.prep({ category, size });
  const site = context.services.site();
  return {
    ...prep,
    mobile: isMobilePath(url.pathname),
    canonical: `${site.publicUrl}/exhibit/prep/economy`,
    now: new Date().toISOString(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "경제 시험 대비 기획전 | 나눔터" },
  { name: "description", content: "경제 시험을 준비하는 분들을 위해 나눔터 회원들이 나눈 경제 글과 문서를 모았어요." },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function PrepExhibit() {
  const { category, categories, size, boardList, now } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const base = `${mobile ? "/m" : ""}/exhibit/prep/economy`;
  const href = (c: string, s?: number) => {
    const q = new URLSearchParams();
    if (c !== "전체") q.set("category", c);
    if (s && s > STEP) q.set("size", String(s));
    const qs = q.toString();
    return qs ? `${base}?${qs}` : base;
  };
  return (
    <div className={mobile ? "m-container prep-exhibit" : "container prep-exhibit"}>
      <section className="prep-hero">
        <span className="prep-badge">기획전</span>
        <h1>경제 시험 대비 기획전</h1>
        <p>경제 시험을 준비한다면 여기부터. 회원들이 정리한 경제 개념, 기출 풀이, 시사 노트를 모았어요.</p>
      </section>
      <nav aria-label="분류" className="prep-categories">
        <ul className="tag-cloud">
          {categories.map((c) => (
            <li key={c}>
              <Link to={href(c)} className="tag-chip" aria-current={c === category ? "page" : undefined} preventScrollReset>
                {c === "전체" ? c : `#${c}`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {boardList.length ? (
        <PostList posts={boardList} mobile={mobile} now={new Date(now)} />
      ) : (
        <div className="empty-state">
          <strong>이 분류에는 아직 글이 없어요</strong>
          <Link to={href("전체")}>전체 글 보기</Link>
        </div>
      )}
      {boardList.length >= size && size < MAX ? (
        <div className="prep-more">
          <Link to={href(category, size + STEP)} className="btn btn-blue-outline" preventScrollReset>
            더 보기
          </Link>
        </div>
      ) : null}
    </div>
  );
}
