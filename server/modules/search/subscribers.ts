// The search index follows the posts and members it describes, in the transaction that changed
// them: a post is findable exactly when it is public, and under its writer's current name.
import type { Subscriber } from "../../events/types";
import { indexBoard, reindexMember, removeFromIndex } from "./indexer";

export const indexChangedPost: Subscriber<"post.changed"> = ({ tx }, post) => indexBoard(tx, post.boardNo);

export const unindexRemovedPost: Subscriber<"post.removed"> = ({ tx }, post) => removeFromIndex(tx, post.boardNo);

export const reindexRenamedMember: Subscriber<"member.renamed"> = ({ tx }, member) => reindexMember(tx, member.userNo);
