// Posts leave for the fediverse after the transaction that changed them commits: each fact
// names the post in federation_outbox (same transaction), and the outbox job (outbox.ts) sends
// what changed. Published and hidden posts start the job at once; edits and removals carry no
// job queue in their facts and wait for its next minute.
import { enqueue } from "../../context";
import type { Subscriber } from "../../events/types";
import { markForOutbox, markIfFederated, OUTBOX_JOB } from "./outbox";

export const federatePublished: Subscriber<"post.published"> = async ({ ctx, tx }, post) => {
  if (!ctx.config.federation.enabled || !ctx.queue) return;
  await markForOutbox(tx, post.boardNo);
  await enqueue(ctx, tx, OUTBOX_JOB, {});
};

export const federateBlinded: Subscriber<"item.blinded"> = async ({ ctx, tx }, event) => {
  if (event.item.type !== "post" || !ctx.config.federation.enabled || !ctx.queue) return;
  await markIfFederated(tx, event.item.no);
  await enqueue(ctx, tx, OUTBOX_JOB, {});
};

export const federateChanged: Subscriber<"post.changed"> = ({ tx }, post) => markIfFederated(tx, post.boardNo);

export const federateRemoved: Subscriber<"post.removed"> = ({ tx }, post) => markIfFederated(tx, post.boardNo);
