// Reactions to other modules' facts (server/events).
import type { Subscriber } from "../../events/types";
import { onPostPublished } from "./follows";

/** The author's followers hear of a post when it goes public (one queued fan-out job). */
export const tellFollowers: Subscriber<"post.published"> = ({ ctx, tx }, post) => onPostPublished(ctx, tx, post.boardNo);
