import { describe, expect, it } from "vitest";
import { initialState, reducer, sameSnapshot, snapshotOf, suggestedThumb, type Snapshot } from "./form-state";

const complete: Snapshot = {
  subject: "제목",
  webEditorContent: "<p>본문</p>",
  topic: "economy",
  tags: ["경제"],
  thumb: null,
};

describe("upload form state", () => {
  it("recalculates done as the person types", () => {
    let s = initialState("upload");
    expect(s.done).toBe(false);
    s = reducer(s, { type: "subject", value: "제목" });
    s = reducer(s, { type: "content", value: "<p>본문</p>" });
    expect(s.done).toBe(false);
    s = reducer(s, { type: "topic", value: "economy" });
    expect(s.done).toBe(true);
    s = reducer(s, { type: "content", value: "<p> </p>" });
    expect(s.done).toBe(false);
    s = reducer(s, { type: "content", value: "<p>다시</p>" });
    s = reducer(s, { type: "subject", value: "   " });
    expect(s.done).toBe(false);
  });

  it("content put back from outside (an AI result undone) reloads the editor and recalculates done", () => {
    let s = reducer(initialState("upload", complete), { type: "content", value: "<p>본문</p><ul><li>핵심</li></ul>" });
    s = reducer(s, { type: "replaceContent", value: "<p> </p>" });
    expect(s).toMatchObject({ webEditorContent: "<p> </p>", contentVersion: 1, done: false });
  });

  it("loading a complete draft forces done and fills every field", () => {
    const s = reducer(initialState("upload"), { type: "load", snapshot: complete, draftNo: 7, saved: complete, forceDone: true });
    expect(s).toMatchObject({ ...complete, draftNo: 7, done: true, contentVersion: 1 });
    expect(sameSnapshot(snapshotOf(s), s.saved)).toBe(true);
    const forced = reducer(initialState("upload"), { type: "forceDone" });
    expect(forced.done).toBe(true);
  });

  it("has the three reset variants", () => {
    let s = reducer(initialState("edit", complete), { type: "thumb", value: "/files/images/a.webp" });
    const editorOnly = reducer(s, { type: "reset", variant: "editorData" });
    expect(editorOnly).toMatchObject({
      subject: "제목",
      topic: "economy",
      webEditorContent: "",
      thumb: null,
      pageType: "edit",
      done: false,
    });
    const keep = reducer(s, { type: "reset", variant: "keepPageType" });
    expect(keep).toMatchObject({ subject: "", pageType: "edit", tags: [] });
    s = reducer(s, { type: "reset", variant: "all" });
    expect(s).toMatchObject({ subject: "", pageType: "upload", draftNo: null });
  });

  it("suggests the first own image as thumbnail until one is set or the suggestion dismissed", () => {
    let s = reducer(initialState("upload"), {
      type: "content",
      value: '<img src="https://cdn.example/a.png"><img src="/files/images/2026/01/b.webp"><img src="/files/images/2026/01/c.webp">',
    });
    expect(suggestedThumb(s)).toBe("/files/images/2026/01/b.webp");
    s = reducer(s, { type: "dismissSuggest" });
    expect(suggestedThumb(s)).toBeNull();
  });

  it("compares snapshots field by field", () => {
    expect(sameSnapshot(complete, { ...complete, tags: ["경제"] })).toBe(true);
    expect(sameSnapshot(complete, { ...complete, tags: ["경제", "주식"] })).toBe(false);
    expect(sameSnapshot(complete, null)).toBe(false);
  });
});
