// Reactions to other modules' facts (server/events).
import type { Subscriber } from "../../events/types";
import { onPostPublished, onSeriesPartAdded } from "./follows";

/** The author's followers hear of a post when it goes public (one queued fan-out job). */
export const tellFollowers: Subscriber<"post.published"> = ({ ctx, tx }, post) => onPostPublished(ctx, tx, post.boardNo);

/** The owner's followers hear of a new part of their series (one queued fan-out job, once per post). */
export const tellSeriesFollowers: Subscriber<"series.part-added"> = ({ ctx, tx }, part) => onSeriesPartAdded(ctx, tx, part);
