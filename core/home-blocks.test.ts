import { describe, expect, it } from "vitest";
import { distinctBlocks } from "./home-blocks";

const posts = (...nos: number[]) => nos.map((boardNo) => ({ boardNo }));

describe("home blocks", () => {
  it("shows each post once: later blocks take their next best posts", () => {
    const groups = [
      { tag: "경제", boards: posts(1, 2, 3, 4, 5) },
      { tag: "금리", boards: posts(1, 2, 6, 7, 8) },
    ];
    const out = distinctBlocks(groups, 3, 2);
    expect(out.map((g) => g.boards.map((b) => b.boardNo))).toEqual([
      [1, 2, 3],
      [6, 7, 8],
    ]);
  });

  it("hides a block left with too few posts instead of showing it half empty", () => {
    const groups = [
      { tag: "a", boards: posts(1) },
      { tag: "b", boards: posts(1, 2) },
      { tag: "c", boards: posts(1, 3, 4) },
    ];
    // The single-post block is hidden; "b" keeps 1 and 2; "c" loses 1, keeps 3 and 4.
    expect(distinctBlocks(groups, 4, 2).map((g) => g.tag)).toEqual(["b", "c"]);
    expect(distinctBlocks([{ tag: "x", boards: posts(9) }], 4, 2)).toEqual([]);
  });

  it("leaves out what the page already shows above or beside it", () => {
    const out = distinctBlocks([{ tag: "a", boards: posts(5, 4, 3, 2, 1) }], 4, 2, [4, 2]);
    expect(out[0]!.boards.map((b) => b.boardNo)).toEqual([5, 3, 1]);
  });
});
