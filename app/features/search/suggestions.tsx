// Suggested posts under a post (docs/product/reading.md suggestionBoards, ): on the desktop document page 4,
// chosen from up to 6 before the current post is removed; on mobile 16. Related posts (shared
// tags, same topic) come first; the reader's own posts are left out. Loaded after the page.
import { useEffect, useState } from "react";
import type { BoardCard } from "../../../server/modules/boards/types";
import { PostList } from "../../components/post-card";
import { api } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/viewer";
import { LISTS } from "./text";

export const SUGGEST_FETCH_DESKTOP = 6;
export const SUGGEST_SHOW_DESKTOP = 4;
export const SUGGEST_MOBILE = 16;

export function PostSuggestions({ boardNo, mobile }: { boardNo: number; mobile: boolean }) {
  const { viewer, viewerPending } = useRootData();
  const t = useT();
  const viewerId = viewer?.userId ?? null;
  const [posts, setPosts] = useState<BoardCard[] | null>(null);
  useEffect(() => {
    // Who reads decides which posts are left out: wait until that is known.
    if (viewerPending) return;
    const controller = new AbortController();
    const resultCnt = mobile ? SUGGEST_MOBILE + 1 : SUGGEST_FETCH_DESKTOP;
    const query = { boardNo, resultCnt, ...(viewerId ? { userId: viewerId } : {}) };
    void api("GET /api/board/suggestionBoards", { query }, { signal: controller.signal }).then((result) => {
      if (!result.ok) return;
      const others = result.data.filter((p) => p.boardNo !== boardNo);
      setPosts(others.slice(0, mobile ? SUGGEST_MOBILE : SUGGEST_SHOW_DESKTOP));
    });
    return () => controller.abort();
  }, [boardNo, mobile, viewerId, viewerPending]);
  if (!posts || posts.length === 0) return null;
  return (
    <section className={mobile ? "suggestions m" : "suggestions"} aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{t(LISTS.suggestions)}</h2>
      <PostList posts={posts} mobile={mobile} now={new Date()} />
    </section>
  );
}
