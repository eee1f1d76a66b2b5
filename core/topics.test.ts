import { describe, it, expect } from "vitest";
import { TOPICS, TOPIC_KEYS, isTopicKey, topicLabel } from "./topics";

describe("topics", () => {
  it("lists the nine docs/product topics in order", () => {
    expect(TOPICS.map((t) => `${t.key}:${t.label.ko}`)).toEqual([
      "economy:경제",
      "technology:IT·기술",
      "culture:문화·예술",
      "employment:취업·이직",
      "health:운동·건강",
      "cooking:요리·음식",
      "travel:여행",
      "language:어학",
      "others:기타",
    ]);
    expect(TOPIC_KEYS).toEqual(TOPICS.map((t) => t.key));
  });
  it("recognises keys only, not labels or look-alikes", () => {
    expect(isTopicKey("economy")).toBe(true);
    expect(isTopicKey("others")).toBe(true);
    expect(isTopicKey("경제")).toBe(false);
    expect(isTopicKey("Economy")).toBe(false);
    expect(isTopicKey("")).toBe(false);
    expect(isTopicKey(undefined)).toBe(false);
    expect(isTopicKey("toString")).toBe(false);
  });
  it("maps keys to labels and unknown keys to undefined", () => {
    expect(topicLabel("technology")).toEqual({ ko: "IT·기술", en: "IT & Tech" });
    expect(topicLabel("nope")).toBeUndefined();
    for (const key of TOPIC_KEYS) expect(topicLabel(key)).toBeTruthy();
  });
});
