import { describe, expect, it } from "vitest";
import { LISTS_TAG, memberTag, postTag, SITE_TAG } from "./cache-tags";

describe("cache tags", () => {
  it("names a post, a member, the lists and the site distinctly", () => {
    const tags = [postTag(12), postTag(120), memberTag("abc"), LISTS_TAG, SITE_TAG];
    expect(new Set(tags).size).toBe(tags.length);
    expect(postTag(12)).toBe("post:12");
    expect(memberTag("abc")).toBe("member:abc");
  });
});
