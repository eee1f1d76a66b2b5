// Post detail (/d/{permaLink}, /m/d/{permaLink}): server-rendered with <title>,
// description, canonical link and Open Graph tags. Blind posts go to /blind.
import { useFormat, useT } from "../lib/i18n";
import { metaContext, titleOf } from "../lib/meta";
import { say } from "../../core/i18n";
import { COMMENT_MSG } from "../../core/comments";
import { POST_PAGE } from "../features/post/text";
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { data, Link, redirect, useLoaderData, useLocation, useNavigate, type MetaFunction } from "react-router";
import { LISTS_TAG, memberTag, postTag } from "../../core/cache-tags";
import { topicLabel } from "../../core/topics";
import { isSlideDocument, postReading, type ReadingSource } from "../../core/reading";
import { Avatar } from "../components/ui/avatar";
import { BackIcon, EyeIcon, HeartIcon, LogoMark } from "../components/ui/icons";
import { lazyNamed, WhenNear } from "../components/ui/lazy-part";
import { api } from "../lib/api";
import { isMobilePath, useIsMobile } from "../lib/device";
import { tagPath } from "../features/search/tag-path";
import { usePostViewerState, useRootData, type LoaderArgs, type PageHandle } from "../lib/viewer";
import { PostMoreMenu } from "../features/post/more-menu";
import { PostToc, ReadingProgress, useReadingAids } from "../features/post/reading-aids";
import type { DocumentView } from "../../server/modules/documents/types";
import { nearPart } from "../components/ui/near-part";
import documentsCss from "../styles/documents.css?url";
import seriesCss from "../styles/series.css?url";
import codeMathCss from "../styles/code-math.css?url";
import katexCss from "katex/dist/katex.min.css?url";

// The article is the page's first paint; the parts around it bring their own code. The server
// renders the document in full and the browser fetches its code as it hydrates (page images: it
// hydrates without a boundary of its own, so the page waits for its code rather than popping it
// in late); the menu's list, report and delete flows load when used; the comments and the
// related posts fetch their own data, so they load when the reader comes near them.
// On the first screen of a document post: its code waits for the reader to scroll or touch it
// (taps made before are replayed), and loads at once while the document is still processing.
const PostDocument = nearPart(() => import("../features/documents/post-document").then((m) => m.PostDocument), { wake: "engaged" });
// The reactions and the vote strip sit under the article: the server renders them in full and
// their code loads when the reader comes near them or taps them — at once for a member, whose
// own like, bookmark, follow and tickets they show (components/ui/near-part.tsx).
const ReactionBar = nearPart(() => import("../features/reactions/reaction-bar").then((m) => m.ReactionBar));
// Only a post in a series loads the box's code (the server draws it for every reader; its links
// work before the code is there, and a tap on "show all" is kept until it is).
const SeriesBox = nearPart(() => import("../features/series/series-box").then((m) => m.SeriesBox));
const PostCuration = nearPart(() => import("../features/curation/post-curation").then((m) => m.PostCuration));
// The view reward is claimed by verified members reading someone else's post; no one else loads it.
const ViewMission = lazyNamed(() => import("../features/reward/view-mission"), "ViewMission");
const CommentSection = lazyNamed(() => import("../features/comments/comment-section"), "CommentSection");
const PostSuggestions = lazyNamed(() => import("../features/search/suggestions"), "PostSuggestions");
// The AI feedback is shown to the post's author only: a reader never loads it.
const AiFeedbackPanel = lazyNamed(() => import("../features/post/ai-feedback-panel"), "AiFeedbackPanel");

export const handle: PageHandle = {
  sameForEveryone: true,
  viewerState: (data) => ({ boardNo: (data as { post: { boardNo: number } }).post.boardNo }),
};

/** What a document post's document adds to its reading time: its pages, or its text when shown as text. */
function documentReading(document: DocumentView | null): ReadingSource["document"] {
  if (!document) return null;
  if (document.renderer === "html") return { html: document.pages.map((page) => page.html ?? "").join("") };
  return { pages: Math.max(document.pageCount, document.pages.length), slides: isSlideDocument(document.kind, document.pages[0]) };
}

export async function loader({ params, request, context }: LoaderArgs) {
  const mobile = isMobilePath(new URL(request.url).pathname);
  const permaLink = params.permaLink ?? "";
  const post = permaLink ? await context.services.boards.byPermalink(permaLink) : null;
  if (!post) throw data(say(COMMENT_MSG.postNotFound, context.language), { status: 404 });
  if (post.blindYn === "Y") throw redirect(mobile ? "/m/blind" : "/blind");
  const document = post.boardType === "updDocs" ? await context.services.documents.forPost(post.boardNo, context.viewer) : null;
  // An AI briefing's draft is its author's until published: they review it on /upload, never here (the page is shared).
  if (post.boardType === "updDocs" && (!document || document.status === "review"))
    throw data(say(COMMENT_MSG.postNotFound, context.language), { status: 404 });
  context.cache.tag(postTag(post.boardNo), memberTag(post.uploader.userId), LISTS_TAG);
  const site = context.services.site();
  const image = document?.firstPageImage ?? post.thumb;
  // The reading time, the contents list and the headings' ids (docs/product/reading.md §11): the
  // same for every reader, so they are part of the shared page.
  const { html: headed, reading } = postReading({ html: post.contentHtml, document: documentReading(document) });
  // Code highlighted and formulas typeset here, once for every reader (decision 0218): the page
  // brings no highlighting or math code, only the style sheets a post with them needs.
  const { html: contentHtml, code, math } = context.services.boards.forReading(headed);
  return {
    post: { ...post, contentHtml, ...(document?.summaryText ? { description: document.summaryText } : {}) },
    reading,
    // The style sheets the body needs: the token colours with code or formulas, KaTeX's with formulas.
    // Named here, in server-only code, so the page's script carries no address of them.
    body: { code, math },
    bodyStyles: [...(code || math ? [codeMathCss] : []), ...(math ? [katexCss] : [])],
    document,
    canonical: `${site.publicUrl}/d/${post.permaLink}`,
    siteName: site.siteName,
    ogImage: image ? new URL(image, site.publicUrl).toString() : `${site.publicUrl}/og-default.png`,
    reactions: post.publishing ? null : await context.services.reactions.forPost(post.boardNo, context.viewer),
    now: new Date().toISOString(),
    curation: await context.services.curation.postState(context.viewer, post.boardNo),
    // The post's series and its visible parts (docs/product/series.md §3); the author's tag above
    // empties this page when any series of theirs changes.
    series: await context.services.series.ofPost(post.boardNo),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: titleOf(matches, POST_PAGE.notFound) }];
  // The title ends with the brand in the page's language ("| Nanumteo" in English), like every other page.
  const { language, siteName: brand } = metaContext(matches);
  const { post, canonical, siteName, ogImage, reading } = loaded;
  const title = `${post.subject} | ${brand}`;
  return [
    { title },
    { name: "description", content: post.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: post.subject },
    { property: "og:description", content: post.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: ogImage },
    { property: "og:locale", content: language === "en" ? "en_US" : "ko_KR" },
    { property: "article:published_time", content: post.regDate },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: post.subject },
    { name: "twitter:description", content: post.description },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.subject,
        description: post.description,
        datePublished: post.regDate,
        dateModified: post.updDate,
        author: { "@type": "Person", name: post.uploader.userName },
        image: ogImage,
        mainEntityOfPage: canonical,
        keywords: post.tags.join(", "),
        timeRequired: reading.duration,
      },
    },
  ];
};

/** docs/product/reading.md: the top bar hides after scrolling down past 20% and shows on scrolling up. */
function useTopBarHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const threshold = (document.documentElement.scrollHeight - window.innerHeight) * 0.2;
      if (y > last && y > threshold) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}

function MobileDetailBar({ subject, children }: { subject: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const hidden = useTopBarHidden();
  const t = useT();
  const { siteName } = useRootData();
  return (
    <div className={hidden ? "m-detail-bar hidden" : "m-detail-bar"}>
      <button
        type="button"
        className="icon-btn"
        aria-label={t(POST_PAGE.back)}
        onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate("/m"))}
      >
        <BackIcon />
      </button>
      <Link to="/m" aria-label={t(POST_PAGE.homeOf, { site: siteName })} className="icon-btn">
        <LogoMark />
      </Link>
      <span className="subject">{subject}</span>
      {children}
    </div>
  );
}

/** The author's AI feedback (the panel itself shows nothing until its data has arrived). */
function AuthorFeedback({ boardNo, authorUserId }: { boardNo: number; authorUserId: string | null }) {
  const viewer = useRootData().viewer;
  if (!viewer || !authorUserId || viewer.userId !== authorUserId) return null;
  return (
    <Suspense fallback={null}>
      <AiFeedbackPanel boardNo={boardNo} authorUserId={authorUserId} />
    </Suspense>
  );
}

/** The view reward's claim, for a verified member reading someone else's post. */
function ViewReward({ boardNo, authorUserId, publishing }: { boardNo: number; authorUserId: string; publishing: boolean }) {
  const viewer = useRootData().viewer;
  if (!viewer || viewer.emailCertYn !== "Y" || viewer.userId === authorUserId || publishing) return null;
  return (
    <Suspense fallback={null}>
      <ViewMission boardNo={boardNo} authorUserId={authorUserId} publishing={publishing} />
    </Suspense>
  );
}

/**
 * Counts this reading once (the server dedupes per viewer and day) and shows the new total, with
 * where the reader came from as a host only (the referrer's when this post is the page the
 * browser loaded, this site's after a move inside it). After 10 s with the page visible
 * (READ_SECONDS of core/author-stats.ts; hidden time does not count) it tells the server the
 * post was read.
 */
function useViewCount(boardNo: number, initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    setCount(initial);
    const controller = new AbortController();
    const signal = controller.signal;
    let ref = location.host;
    try {
      const loaded = performance.getEntriesByType("navigation")[0]?.name;
      if (!loaded || new URL(loaded).pathname === location.pathname) ref = document.referrer && new URL(document.referrer).host;
    } catch {
      ref = "";
    }
    void api("POST /api/board/viewCntUp", { body: { boardNo, ref } }, { signal }).then((result) => {
      if (result.ok) setCount(result.data.viewCount);
    });
    let left = 10_000;
    let since = 0;
    let timer = 0;
    const tick = () => {
      clearTimeout(timer);
      if (since) left -= Date.now() - since;
      since = 0;
      if (document.hidden) return;
      since = Date.now();
      timer = window.setTimeout(() => {
        document.removeEventListener("visibilitychange", tick);
        void api("POST /api/board/readCntUp", { body: { boardNo } }, { signal });
      }, left);
    };
    document.addEventListener("visibilitychange", tick);
    tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [boardNo, initial]);
  return count;
}

export default function PostPage() {
  const loaded = useLoaderData<typeof loader>();
  const { post, now, canonical, ogImage, reading } = loaded;
  const root = useRootData();
  const signedIn = Boolean(root.viewer);
  // A member (or one about to be known): the parts showing their own state load at once.
  const member = signedIn || root.viewerPending;
  // The page is the same for everyone; a member's like/bookmark/follow and vote arrive after it
  // loads (lib/viewer.ts). Until then the parts show what a visitor sees.
  const personal = usePostViewerState(post.boardNo);
  const reactions = loaded.reactions ? (personal.post?.reactions ?? loaded.reactions) : null;
  const curation = personal.post?.curation ?? loaded.curation;
  const document = loaded.document && personal.post?.document ? { ...loaded.document, ...personal.post.document } : loaded.document;
  const mobile = useIsMobile();
  const t = useT();
  const format = useFormat();
  const viewCount = useViewCount(post.boardNo, post.viewCount);
  const commentLink = useLocation().hash.startsWith("#comment-");
  const authorLink = `${mobile ? "/m" : ""}/other/${post.uploader.userId}${mobile ? "" : "/dashboard"}`;
  const articleRef = useRef<HTMLElement>(null);
  useReadingAids(articleRef, reading, post.contentHtml);
  const body = (
    <>
      {reading.progress ? <ReadingProgress /> : null}
      <div className="article-topic">
        <span className="chip">{topicLabel(post.topic) ? t(topicLabel(post.topic)!) : null}</span>
        {post.isDemo ? <span className="chip chip-demo">{t(POST_PAGE.demo)}</span> : null}
        {mobile ? null : <PostMoreMenu post={post} mobile={false} />}
      </div>
      <h1 className="article-title">{post.subject}</h1>
      <div className="article-byline">
        <Avatar name={post.uploader.userName} src={post.uploader.userProfileImg} ring={post.uploader.pfpTokenRarity} size={40} />
        <div>
          <Link to={authorLink} className="name">
            {post.uploader.userName}
          </Link>
          <div>
            <time dateTime={post.regDate}>{format.ago(post.regDate, now)}</time>
            <span className="byline-dot" aria-hidden="true">
              ·
            </span>
            <span className="reading-time">{t(reading.label)}</span>
          </div>
        </div>
      </div>
      {loaded.series ? (
        <>
          <link rel="stylesheet" href={seriesCss} precedence="default" />
          <SeriesBox key={`series:${post.boardNo}`} series={loaded.series} boardNo={post.boardNo} mobile={mobile} />
        </>
      ) : null}
      <div className="article-reading">
        {reading.toc ? <PostToc key={post.boardNo} list={reading.toc} mobile={mobile} /> : null}
        {/* Only a post with code or formulas links their styles (React puts them in the head). */}
        {loaded.bodyStyles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      </div>
      {document ? (
        <>
          {/* The viewer is on the first screen of a document post: its styles come with the page
              (React puts the stylesheet in the head), not with the viewer's code. */}
          <link rel="stylesheet" href={documentsCss} precedence="default" />
          <PostDocument
            key={`document:${post.boardNo}`}
            document={document}
            mobile={mobile}
            signedIn={signedIn}
            eager={document.status !== "ready"}
          />
        </>
      ) : null}
      {/* Where the post ends, for the progress bar. */}
      <div data-reading-end="" />
      {post.tags.length ? (
        <ul className="chip-row article-tags" aria-label={t(POST_PAGE.tags)} style={{ listStyle: "none", padding: 0 }}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link to={tagPath(tag, mobile)} className="chip chip-link">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <AuthorFeedback boardNo={post.boardNo} authorUserId={post.uploader.userId} />
      <ViewReward boardNo={post.boardNo} authorUserId={post.uploader.userId} publishing={post.publishing} />
      <div className="article-stats">
        <span>
          <EyeIcon style={{ width: 16, height: 16, verticalAlign: "-3px" }} /> {t(POST_PAGE.views, { n: format.count(viewCount) })}
        </span>
        {reactions ? null : (
          <span>
            <HeartIcon style={{ width: 16, height: 16, verticalAlign: "-3px" }} /> {t(POST_PAGE.likes, { n: format.count(post.likeCount) })}
          </span>
        )}
      </div>
      {reactions ? (
        <ReactionBar
          key={`reactions:${post.boardNo}`}
          post={post}
          initial={reactions}
          canonical={canonical}
          image={ogImage}
          eager={member}
        />
      ) : null}
      <PostCuration
        key={`curation:${post.boardNo}`}
        boardNo={post.boardNo}
        publishing={post.publishing}
        signedIn={signedIn}
        state={curation}
        eager={member}
      />
      {post.publishing ? null : (
        <>
          {/* A link to one comment (a notification's #comment-N) needs the thread at once. */}
          <WhenNear minHeight={160} eager={commentLink}>
            <CommentSection boardNo={post.boardNo} mobile={mobile} />
          </WhenNear>
          <WhenNear minHeight={120}>
            <PostSuggestions boardNo={post.boardNo} mobile={mobile} />
          </WhenNear>
        </>
      )}
    </>
  );
  if (mobile) {
    return (
      <>
        <MobileDetailBar subject={post.subject}>
          <PostMoreMenu post={post} mobile />
        </MobileDetailBar>
        <article className="m-article" ref={articleRef}>
          {body}
        </article>
      </>
    );
  }
  return (
    <article className="article" ref={articleRef}>
      {body}
    </article>
  );
}
