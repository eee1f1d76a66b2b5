// Terms of service and privacy policy pages (SPEC §2): /terms, /terms/{version}, /prevterms,
// /privacy, /privacy/{220629|230927|231222} and later versions, desktop and /m. Each shows
// its version, effective date and status, every other version, and the text.
import { SITE_TAG } from "../../core/cache-tags";
import { data, Link, NavLink, useLoaderData, type MetaFunction } from "react-router";
import { stripMobilePrefix } from "../../core/device";
import { TermsBody, termsHeadings } from "../features/terms/terms-body";
import { useIsMobile, useLinkTo } from "../lib/device";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import type { TermsKind, TermsStatus } from "../../server/modules/terms/types";
import "../styles/terms.css";

const KIND_LABEL: Record<TermsKind, string> = { terms: "이용약관", privacy: "개인정보 처리방침" };
export const STATUS_LABEL: Record<TermsStatus, string> = { current: "현재 시행 중", upcoming: "시행 예정", past: "이전 버전" };

export function versionPath(kind: TermsKind, version: string): string {
  return `/${kind}/${version}`;
}

export function koreanDate(iso: string): string {
  return new Date(iso).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul", year: "numeric", month: "long", day: "numeric" });
}

/** The same for every reader: rendered once and shared (lib/viewer.ts). */
export const handle: PageHandle = { sameForEveryone: true };

export async function loader({ request, params, context }: LoaderArgs) {
  context.cache.tag(SITE_TAG);
  const path = stripMobilePrefix(new URL(request.url).pathname).replace(/\/+$/, "");
  const [, first, second] = path.split("/");
  const previous = first === "prevterms";
  const kind: TermsKind = first === "privacy" ? "privacy" : "terms";
  const version = second ?? params.version;
  if (version !== undefined && !/^\d{6}$/.test(version)) throw data("해당 버전의 약관을 찾을 수 없습니다.", { status: 404 });
  const document = previous ? await context.services.terms.previous("terms") : await context.services.terms.document(kind, version);
  const versions = await context.services.terms.versions(kind);
  if (!document && !previous) throw data("해당 버전의 약관을 찾을 수 없습니다.", { status: 404 });
  return { kind, document, versions, previous };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded?.document) return [{ title: `${loaded?.previous ? "이전 이용약관" : "약관"} | 나눔터` }];
  const d = loaded.document;
  const title = d.status === "current" ? `${KIND_LABEL[d.kind]} | 나눔터` : `${KIND_LABEL[d.kind]} (${d.version}) | 나눔터`;
  return [{ title }, { name: "description", content: `나눔터 ${KIND_LABEL[d.kind]} — ${koreanDate(d.effectiveDate)} 시행` }];
};

export default function TermsPage() {
  const { kind, document, versions, previous } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const current = versions.find((v) => v.status === "current");
  const upcoming = versions.find((v) => v.status === "upcoming");
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : undefined);
  return (
    <div className={mobile ? "m-container terms-page mobile" : "container terms-page"}>
      <nav className="terms-kinds" aria-label="약관 종류">
        <NavLink to={linkTo("/terms")} className={cls} end>
          이용약관
        </NavLink>
        <NavLink to={linkTo("/privacy")} className={cls} end>
          개인정보 처리방침
        </NavLink>
      </nav>
      {!document ? (
        <>
          <h1 className="page-heading">이전 이용약관</h1>
          <div className="shell-box">
            <p>이전 버전의 이용약관이 없습니다.</p>
            <Link to={linkTo("/terms")} className="btn btn-blue-outline">
              현재 이용약관 보기
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="page-heading">{previous ? `이전 ${KIND_LABEL.terms}` : document.title}</h1>
          <p className="terms-meta">
            <span className={`chip status-${document.status}`}>{STATUS_LABEL[document.status]}</span>
            <span>시행일 {koreanDate(document.effectiveDate)}</span>
            <span aria-hidden="true">·</span>
            <span>버전 {document.version}</span>
          </p>
          {document.status !== "current" && current ? (
            <p className="terms-notice-line">
              이 문서는 {document.status === "upcoming" ? "앞으로 시행될" : "지난"} 버전입니다.{" "}
              <Link to={linkTo(`/${kind}`)} className="text-link">
                현재 시행 중인 {KIND_LABEL[kind]} 보기
              </Link>
            </p>
          ) : null}
          {document.status === "current" && upcoming ? (
            <p className="terms-notice-line">
              {koreanDate(upcoming.effectiveDate)}부터 새 {KIND_LABEL[kind]}이 시행됩니다.{" "}
              <Link to={linkTo(versionPath(kind, upcoming.version))} className="text-link">
                변경될 내용 미리 보기
              </Link>
            </p>
          ) : null}
          {document.summary && document.status !== "past" ? <p className="terms-summary">주요 내용: {document.summary}</p> : null}
          <div className="terms-layout">
            {!mobile ? (
              <aside className="terms-aside">
                <nav aria-label="목차">
                  <h2>목차</h2>
                  <ol>
                    {termsHeadings(document.body).map((h) => (
                      <li key={h.id}>
                        <a href={`#${h.id}`}>{h.text}</a>
                      </li>
                    ))}
                  </ol>
                </nav>
              </aside>
            ) : null}
            <article className="terms-article">
              <TermsBody body={document.body} />
            </article>
          </div>
        </>
      )}
      <section className="terms-versions" aria-labelledby="terms-versions-title">
        <h2 id="terms-versions-title">{KIND_LABEL[kind]} 버전 목록</h2>
        <ul>
          {versions.map((v) => (
            <li key={v.version}>
              <Link
                to={linkTo(versionPath(kind, v.version))}
                aria-current={document?.version === v.version ? "page" : undefined}
                className={document?.version === v.version ? "selected" : undefined}
              >
                {koreanDate(v.effectiveDate)} 시행 <span className="muted">({STATUS_LABEL[v.status]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
