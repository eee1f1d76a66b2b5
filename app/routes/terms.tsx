// Terms of service and privacy policy pages (docs/product/accounts.md): /terms, /terms/{version}, /prevterms,
// /privacy, /privacy/{220629|230927|231222} and later versions, desktop and /m. Each shows
// its version, effective date and status, every other version, and the text.
import { SITE_TAG } from "../../core/cache-tags";
import { data, Link, NavLink, useLoaderData, type MetaFunction } from "react-router";
import { stripMobilePrefix } from "../../core/device";
import { TermsBody, termsHeadings } from "../features/terms/terms-body";
import { useIsMobile, useLinkTo } from "../lib/device";
import type { LoaderArgs, PageHandle } from "../lib/viewer";
import type { TermsKind } from "../../server/modules/terms/types";
import { say } from "../../core/i18n";
import { KIND_LABEL, STATUS_LABEL, TERMS_TEXT, termsDate } from "../features/terms/text";
import { useLanguage, useT } from "../lib/i18n";
import { metaContext } from "../lib/meta";
import "../styles/terms.css";

export function versionPath(kind: TermsKind, version: string): string {
  return `/${kind}/${version}`;
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
  if (version !== undefined && !/^\d{6}$/.test(version)) throw data(say(TERMS_TEXT.notFound, context.language), { status: 404 });
  const document = previous ? await context.services.terms.previous("terms") : await context.services.terms.document(kind, version);
  const versions = await context.services.terms.versions(kind);
  if (!document && !previous) throw data(say(TERMS_TEXT.notFound, context.language), { status: 404 });
  return { kind, document, versions, previous };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const { language, siteName } = metaContext(matches);
  if (!loaded?.document)
    return [{ title: `${say(loaded?.previous ? TERMS_TEXT.previousTitle : TERMS_TEXT.termsTitle, language)} | ${siteName}` }];
  const d = loaded.document;
  const kind = say(KIND_LABEL[d.kind], language);
  const title = d.status === "current" ? kind : say(TERMS_TEXT.withVersion, language, { kind, version: d.version });
  return [
    { title: `${title} | ${siteName}` },
    {
      name: "description",
      content: say(TERMS_TEXT.description, language, { site: siteName, kind, date: termsDate(d.effectiveDate, language) }),
    },
  ];
};

export default function TermsPage() {
  const { kind, document, versions, previous } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const linkTo = useLinkTo();
  const t = useT();
  const language = useLanguage();
  const date = (iso: string) => termsDate(iso, language);
  const kindName = t(KIND_LABEL[kind]);
  const current = versions.find((v) => v.status === "current");
  const upcoming = versions.find((v) => v.status === "upcoming");
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : undefined);
  return (
    <div className={mobile ? "m-container terms-page mobile" : "container terms-page"}>
      <nav className="terms-kinds" aria-label={t(TERMS_TEXT.kinds)}>
        <NavLink to={linkTo("/terms")} className={cls} end>
          {t(KIND_LABEL.terms)}
        </NavLink>
        <NavLink to={linkTo("/privacy")} className={cls} end>
          {t(KIND_LABEL.privacy)}
        </NavLink>
      </nav>
      {!document ? (
        <>
          <h1 className="page-heading">{t(TERMS_TEXT.previousTitle)}</h1>
          <div className="shell-box">
            <p>{t(TERMS_TEXT.noPrevious)}</p>
            <Link to={linkTo("/terms")} className="btn btn-blue-outline">
              {t(TERMS_TEXT.viewCurrentTerms)}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="page-heading">{previous ? t(TERMS_TEXT.previousTitle) : document.title}</h1>
          <p className="terms-meta">
            <span className={`chip status-${document.status}`}>{t(STATUS_LABEL[document.status])}</span>
            <span>{t(TERMS_TEXT.effective, { date: date(document.effectiveDate) })}</span>
            <span aria-hidden="true">·</span>
            <span>{t(TERMS_TEXT.version, { version: document.version })}</span>
          </p>
          {document.status !== "current" && current ? (
            <p className="terms-notice-line">
              {t(document.status === "upcoming" ? TERMS_TEXT.upcomingVersion : TERMS_TEXT.pastVersion)}{" "}
              <Link to={linkTo(`/${kind}`)} className="text-link">
                {t(TERMS_TEXT.viewCurrent, { kind: kindName })}
              </Link>
            </p>
          ) : null}
          {document.status === "current" && upcoming ? (
            <p className="terms-notice-line">
              {t(TERMS_TEXT.upcomingNotice, { date: date(upcoming.effectiveDate), kind: kindName })}{" "}
              <Link to={linkTo(versionPath(kind, upcoming.version))} className="text-link">
                {t(TERMS_TEXT.preview)}
              </Link>
            </p>
          ) : null}
          {document.summary && document.status !== "past" ? (
            <p className="terms-summary">{t(TERMS_TEXT.summary, { summary: document.summary })}</p>
          ) : null}
          <div className="terms-layout">
            {!mobile ? (
              <aside className="terms-aside">
                <nav aria-label={t(TERMS_TEXT.contents)}>
                  <h2>{t(TERMS_TEXT.contents)}</h2>
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
        <h2 id="terms-versions-title">{t(TERMS_TEXT.versions, { kind: kindName })}</h2>
        <ul>
          {versions.map((v) => (
            <li key={v.version}>
              <Link
                to={linkTo(versionPath(kind, v.version))}
                aria-current={document?.version === v.version ? "page" : undefined}
                className={document?.version === v.version ? "selected" : undefined}
              >
                {t(TERMS_TEXT.inEffect, { date: date(v.effectiveDate) })} <span className="muted">({t(STATUS_LABEL[v.status])})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
