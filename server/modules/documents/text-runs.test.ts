import { describe, expect, it } from "vitest";
import { tidyRuns, tidyText } from "./text-runs";

describe("text runs of a PDF page", () => {
  it("drops a blank run before closing punctuation, keeps word breaks", () => {
    const runs = [{ str: "이 절차입니다" }, { str: " " }, { str: "." }, { str: " " }, { str: "다음" }, { str: " " }, { str: "단계" }];
    expect(
      tidyRuns(runs)
        .map((r) => r.str)
        .join(""),
    ).toBe("이 절차입니다. 다음 단계");
  });

  it("keeps a blank that ends a line and blanks before opening marks", () => {
    expect(tidyRuns([{ str: "끝", hasEOL: false }, { str: " ", hasEOL: true }, { str: "." }]).length).toBe(3);
    expect(
      tidyRuns([{ str: "값" }, { str: " " }, { str: "(참고)" }])
        .map((r) => r.str)
        .join(""),
    ).toBe("값 (참고)");
  });

  it("tidies joined text the same way", () => {
    expect(tidyText("절차입니다 . 그리고 , 다음 단계 ! 50 %")).toBe("절차입니다. 그리고, 다음 단계! 50%");
  });
});
