// Scheduled publishing contracts (docs/product/writing.md §15, decision 0214): schedule a post (a
// new one or a draft, or move its time), cancel it back to a draft, publish it now. The
// member's own drafts only; another member's draft number answers like a missing draft.
import { z } from "zod";
import { describes, intNo } from "../../lib/schemas";
import { editorPost } from "../contents/schema";
import type { PublishedPost } from "../contents/types";
import { authorsPost } from "../cache-changes";
import { defineRoute } from "../route";
import type { ScheduledPost } from "./types";

const tags = ["contents"];
const draftNoParams = z.object({ draftNo: intNo });
const scheduledPost = describes<ScheduledPost>()(z.object({ draftNo: z.number(), scheduledAt: z.string() }));

export const schedulingApi = {
  schedule: defineRoute({
    method: "POST",
    path: "/api/contents/schedule",
    access: "verified",
    // Nothing public shows a scheduled post until it goes out.
    changes: "nothing",
    tags,
    summary:
      "예약 발행: the post (as for publishing) and scheduledAt (ISO, 5 minutes to 90 days ahead); kept as the member's draft (draftNo: that draft) until then",
    body: editorPost.extend({ scheduledAt: z.iso.datetime({ offset: true }) }),
    response: scheduledPost,
  }),
  cancel: defineRoute({
    method: "POST",
    path: "/api/contents/schedule/:draftNo/cancel",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "예약 취소: the scheduled post becomes a plain draft again, its text as it was",
    params: draftNoParams,
    response: z.object({ draftNo: z.number() }),
  }),
  publishNow: defineRoute({
    method: "POST",
    path: "/api/contents/schedule/:draftNo/publish",
    access: "verified",
    changes: authorsPost(),
    tags,
    summary: "지금 발행: publishes a scheduled post at once, as the publish button does (today's upload count)",
    params: draftNoParams,
    response: describes<PublishedPost>()(z.object({ boardNo: z.number(), permaLink: z.string() })),
  }),
};
