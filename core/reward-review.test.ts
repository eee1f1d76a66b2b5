import { describe, expect, it } from "vitest";
import type { SeasonVote } from "./curation";
import { findReviewCases, flaggedMembers, type MemberSignal } from "./reward-review";

let nextVote = 1;
const HOUR = 3_600_000;

/** Each member writes post 1000 + userNo. */
function vote(voter: number, author: number, at: number): SeasonVote {
  return { voteId: nextVote++, voterUserNo: voter, boardNo: 1000 + author, authorUserNo: author, at };
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 30 honest members (1–30, trusted) voting at random over days; a ring 101–110 (no trust) voting each other. */
function season() {
  nextVote = 1;
  const rand = random(5);
  const votes: SeasonVote[] = [];
  for (let i = 1; i <= 30; i++) {
    for (let k = 0; k < 6; k++) {
      const j = 1 + Math.floor(rand() * 30);
      if (j !== i) votes.push(vote(i, j, Math.floor(rand() * 72) * HOUR));
    }
  }
  for (let i = 101; i <= 110; i++) {
    for (let j = 101; j <= 110; j++) if (j !== i && rand() < 0.6) votes.push(vote(i, j, 10 * HOUR + Math.floor(rand() * 48) * HOUR));
  }
  const trust = new Map<number, number>();
  for (let i = 1; i <= 30; i++) trust.set(i, 0.9);
  const rewarded = new Set(votes.flatMap((v) => [v.voterUserNo, v.authorUserNo]));
  return { votes, trust, rewarded, signals: [] as MemberSignal[], joinedAt: new Map<number, number>() };
}

describe("findReviewCases", () => {
  it("finds the ring, all of it and nobody else", () => {
    const input = season();
    const cases = findReviewCases(input);
    expect(cases.map((c) => c.kind)).toEqual(["ring"]);
    expect(cases[0]!.members).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
    expect(cases[0]!.evidence.internalShare).toBe(1);
    expect(cases[0]!.evidence.edges.length).toBeGreaterThan(20);
  });

  it("keeps out an honest member with little trust who once voted for a ring post, and takes in the ring's phone-verified accounts", () => {
    const input = season();
    // Member 31 is new (no trust): votes for two honest posts and one ring post.
    input.votes.push(vote(31, 5, HOUR), vote(31, 6, HOUR), vote(31, 101, 2 * HOUR));
    // Members 111 and 112 bought phone numbers (full trust) and vote only for the ring.
    for (const j of [101, 102, 103, 104]) input.votes.push(vote(111, j, 20 * HOUR), vote(112, j, 21 * HOUR));
    input.trust.set(111, 1).set(112, 1);
    const [ring] = findReviewCases(input);
    expect(ring!.members).toContain(111);
    expect(ring!.members).toContain(112);
    expect(ring!.members).not.toContain(31);
    expect(flaggedMembers(findReviewCases(input)).has(5)).toBe(false);
  });

  it("lists three rewarded accounts on one device, and a mailbox pattern signed up together", () => {
    const input = season();
    input.signals.push(
      { userNo: 1, kind: "device", value: "d1" },
      { userNo: 2, kind: "device", value: "d1" },
      { userNo: 3, kind: "device", value: "d1" },
      // a couple sharing a computer is not listed
      { userNo: 4, kind: "device", value: "d2" },
      { userNo: 5, kind: "device", value: "d2" },
      { userNo: 7, kind: "mail_pattern", value: "boss#@x.test" },
      { userNo: 8, kind: "mail_pattern", value: "boss#@x.test" },
      { userNo: 9, kind: "mail_pattern", value: "boss#@x.test" },
    );
    input.joinedAt
      .set(7, 0)
      .set(8, HOUR)
      .set(9, 2 * HOUR);
    // Trusted members of one numbered family are people of one company, not a farm.
    expect(
      findReviewCases(input)
        .filter((c) => c.kind === "shared")
        .map((c) => c.members),
    ).toEqual([[1, 2, 3]]);
    for (const m of [7, 8, 9]) input.trust.set(m, 0.1);
    const shared = findReviewCases(input).filter((c) => c.kind === "shared");
    expect(shared.map((c) => c.members)).toEqual([
      [1, 2, 3],
      [7, 8, 9],
    ]);
    expect(shared[0]!.evidence.signals[0]).toEqual({ kind: "device", value: "d1", members: [1, 2, 3] });
  });

  it("does not list a network block of trusted members who joined the same hour", () => {
    const input = season();
    for (let i = 1; i <= 30; i++) {
      input.signals.push({ userNo: i, kind: "signup_net", value: "127.0.0.0/24" });
      input.joinedAt.set(i, i * 60_000);
    }
    expect(findReviewCases(input).filter((c) => c.kind === "shared")).toEqual([]);
  });

  it("lists a burst of votes from members with little trust on one post", () => {
    const input = season();
    for (let i = 0; i < 6; i++) input.votes.push(vote(200 + i, 12, 50 * HOUR + i * 60_000));
    const burst = findReviewCases(input).find((c) => c.kind === "burst");
    expect(burst?.members).toEqual([12, 200, 201, 202, 203, 204, 205]);
    expect(burst?.evidence.boardNo).toBe(1012);
  });

  it("finds a group that keeps to itself even when bought phone numbers gave it trust", () => {
    const input = season();
    for (let i = 101; i <= 110; i++) input.trust.set(i, 0.6);
    const cases = findReviewCases(input);
    expect(cases.map((c) => [c.kind, c.members.length])).toEqual([["ring", 10]]);
    expect(cases[0]!.members[0]).toBe(101);
    // The honest community itself is never listed, however much it votes within itself.
    expect(flaggedMembers(cases).has(1)).toBe(false);
  });

  it("is the same on a second run", () => {
    expect(findReviewCases(season())).toEqual(findReviewCases(season()));
  });
});
