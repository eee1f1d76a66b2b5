import { describe, expect, it } from "vitest";
import type { Executor } from "../db/client";
import { dispatch } from "./bus";
import type { SubscriberTable } from "./types";

const none = {
  "post.published": [],
  "document.failed": [],
  "briefing.ready": [],
  "briefing.failed": [],
  "video.ready": [],
  "video.failed": [],
  "export.ready": [],
  "like.added": [],
  "cheer.sent": [],
  "comment.created": [],
  "comment.remoteReceived": [],
  "vote.cast": [],
  "share.visited": [],
  "follow.added": [],
  "item.blinded": [],
  "item.restored": [],
  "reports.resolved": [],
  "wallet.connected": [],
  "wallet.disconnected": [],
  "feedback.answered": [],
  "security.alerted": [],
  "series.part-added": [],
  "post.changed": [],
  "post.removed": [],
  "member.renamed": [],
} satisfies SubscriberTable;

const scope = { tx: {} as Executor };

describe("dispatch", () => {
  it("runs an event's subscribers in the table's order and no others", async () => {
    const ran: string[] = [];
    const table: SubscriberTable = {
      ...none,
      "post.changed": [async (_s, e) => void ran.push(`index ${e.boardNo}`), async (_s, e) => void ran.push(`second ${e.boardNo}`)],
      "post.removed": [async () => void ran.push("removed")],
    };
    await dispatch(table, scope, "post.changed", { boardNo: 7 });
    expect(ran).toEqual(["index 7", "second 7"]);
  });

  it("stops at the first failing subscriber and fails the emitter", async () => {
    const ran: string[] = [];
    const table: SubscriberTable = {
      ...none,
      "member.renamed": [
        async () => {
          throw new Error("refused");
        },
        async () => void ran.push("after"),
      ],
    };
    await expect(dispatch(table, scope, "member.renamed", { userNo: 1 })).rejects.toThrow("refused");
    expect(ran).toEqual([]);
  });

  it("hands every subscriber the emitter's own scope", async () => {
    const seen: unknown[] = [];
    const table: SubscriberTable = { ...none, "post.removed": [async (s) => void seen.push(s.tx)] };
    await dispatch(table, scope, "post.removed", { boardNo: 1 });
    expect(seen).toEqual([scope.tx]);
    expect(seen[0]).toBe(scope.tx);
  });
});
