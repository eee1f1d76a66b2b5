// Document to video (docs/product/ai.md §10), /howl/docs-to-video and /m/howl/docs-to-video. The
// page shows the reader's own video, so it is rendered for them (no shared cache).
import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { pageTitle } from "../route-table";
import { VideoMaker } from "../features/docs-video/video-maker";
import { useIsMobile } from "../lib/device";
import { useT } from "../lib/i18n";
import { privateMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/viewer";
import "../styles/howl.css";
import "../styles/docs-video.css";

const TITLE = pageTitle("howl-docs-to-video")!;

export const meta: MetaFunction = ({ matches }) => privateMeta(matches, TITLE);

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  const asked = Number.parseInt(url.searchParams.get("video") ?? "", 10);
  const fresh = url.searchParams.has("new");
  const page = await context.services.video.page(context.viewer, Number.isSafeInteger(asked) && asked > 0 ? asked : null, context.language);
  return { ...page, video: fresh ? null : page.video, signedIn: context.viewer !== null };
}

export default function DocsToVideoPage() {
  const { config, video, posts, signedIn } = useLoaderData<typeof loader>();
  const mobile = useIsMobile();
  const t = useT();
  return (
    <div className={mobile ? "m-container" : "container"}>
      <h1 className="page-heading">{t(TITLE)}</h1>
      <VideoMaker config={config} initial={video} posts={posts} signedIn={signedIn} mobile={mobile} />
    </div>
  );
}
