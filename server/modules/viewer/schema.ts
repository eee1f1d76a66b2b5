// The reader's own state on a shared page (decision 0131): the contract.
import { z } from "zod";
import { boardNo, describes } from "../../lib/schemas";
import { postCurationState } from "../curation/schema";
import { documentAccess } from "../documents/schema";
import { postReactions } from "../reactions/schema";
import { defineRoute } from "../route";
import type { ViewerState, ViewerSummary } from "./types";

const viewerSummary = describes<ViewerSummary>()(
  z.object({
    userId: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    userProfileImg: z.string().nullable(),
    pfpTokenRarity: z.string().nullable(),
    emailCertYn: z.enum(["Y", "N"]),
    joinChannel: z.enum(["A", "G", "P", "K"]),
    role: z.enum(["member", "moderator", "admin"]),
    usageReasonAnswered: z.boolean(),
    needsTermsUpdate: z.boolean(),
  }),
);

export const viewerApi = {
  state: defineRoute({
    method: "GET",
    path: "/api/viewer/state",
    access: "public",
    tags: ["viewer"],
    summary: "나의 상태: 로그인 회원 정보와 (게시물이면) 좋아요·북마크·팔로우·투표 상태",
    querystring: z.object({ boardNo: boardNo.optional() }),
    response: describes<ViewerState>()(
      z.object({
        viewer: viewerSummary.nullable(),
        post: z
          .object({
            boardNo: z.number(),
            reactions: postReactions.nullable(),
            curation: postCurationState,
            document: documentAccess.nullable(),
          })
          .nullable(),
      }),
    ),
  }),
};
