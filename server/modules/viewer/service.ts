// The reader's personal state for a page the same for everyone (decision 0131). Each part
// comes from the module that owns its rule; the parts are read side by side.
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { getMemberFlags } from "../accounts/profile";
import type { Viewer } from "../auth/types";
import { issueViewToken, postCurationState } from "../curation/service";
import { documentAccess } from "../documents/service";
import { postReactions } from "../reactions/state";
import { pendingTermsFor } from "../terms/service";
import { livePfpOf } from "../wallet/nft/pfp-ring";
import { keptState } from "./cache";
import type { PostViewerState, ViewerState, ViewerSummary } from "./types";

export async function viewerSummary(ctx: AppContext, viewer: Viewer): Promise<ViewerSummary> {
  const [{ usageReason, termsAgreedAt }, pfp] = await Promise.all([
    getMemberFlags(ctx.db, viewer.userNo),
    livePfpOf(ctx.db, viewer.userNo),
  ]);
  const pfpTokenRarity = pfp.rarity;
  const pending = await pendingTermsFor(ctx.db, viewer.userNo, new Date(), termsAgreedAt);
  return {
    userId: viewer.userId,
    userName: viewer.userName,
    userEmail: viewer.userEmail,
    // The profile-picture NFT is the avatar while it is theirs.
    userProfileImg: pfp.avatar ?? viewer.userProfileImg,
    pfpTokenRarity,
    emailCertYn: viewer.emailCertYn,
    joinChannel: viewer.joinChannel,
    role: viewer.role,
    usageReasonAnswered: Boolean(usageReason),
    needsTermsUpdate: pending.length > 0,
  };
}

/** A part that does not apply to this post (no reactions while it is publishing …) is null. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

async function postState(
  ctx: AppContext,
  viewer: Viewer | null,
  boardNo: number,
  pageViewed: () => Promise<boolean>,
): Promise<PostViewerState> {
  const [reactions, curation, document] = await Promise.all([
    orNull(postReactions(ctx.db, boardNo, viewer?.userNo ?? null)),
    postCurationState(ctx, viewer, boardNo, new Date(), pageViewed),
    documentAccess(ctx, boardNo, viewer),
  ]);
  return { boardNo, reactions, curation, document };
}

async function freshState(
  ctx: AppContext,
  viewer: Viewer | null,
  boardNo: number | undefined,
  pageViewed: (boardNo: number) => Promise<boolean>,
): Promise<ViewerState> {
  const [summary, post] = await Promise.all([
    viewer ? viewerSummary(ctx, viewer) : Promise.resolve(null),
    boardNo ? postState(ctx, viewer, boardNo, () => pageViewed(boardNo)) : Promise.resolve(null),
  ]);
  return { viewer: summary, post };
}

/**
 * `pageViewed`: whether the reader loaded the post's page a moment ago (the page-view mark,
 * decision 0181); only then does the state carry a view token. `mayUseKept`: false for a member
 * who wrote something a moment ago (their next read is always made afresh, whichever process
 * answers). A member's state is kept for a moment (cache.ts); the view token never is.
 */
export async function viewerState(
  ctx: AppContext,
  viewer: Viewer | null,
  options: { boardNo?: number | undefined; pageViewed: (boardNo: number) => Promise<boolean>; mayUseKept?: boolean },
): Promise<ViewerState> {
  const { boardNo, pageViewed } = options;
  if (!viewer || options.mayUseKept === false) return freshState(ctx, viewer, boardNo, pageViewed);
  // Kept with the token a page view would get: whether one is due is decided per call below.
  const kept = await keptState(ctx, viewer.userNo, boardNo, () => freshState(ctx, viewer, boardNo, async () => true));
  const state: ViewerState = {
    // The session's own fields are read with the session on every call.
    viewer: kept.viewer && {
      ...kept.viewer,
      userId: viewer.userId,
      userName: viewer.userName,
      userEmail: viewer.userEmail,
      emailCertYn: viewer.emailCertYn,
      role: viewer.role,
    },
    post: kept.post,
  };
  if (state.post && boardNo) {
    const due = state.post.curation.viewToken !== null && viewer.emailCertYn === "Y" && (await pageViewed(boardNo));
    state.post = {
      ...state.post,
      curation: { ...state.post.curation, viewToken: due ? issueViewToken(ctx, viewer.userNo, boardNo) : null },
    };
  }
  return state;
}
