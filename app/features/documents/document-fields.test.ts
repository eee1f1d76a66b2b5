import { describe, expect, it } from "vitest";
import { titleFromFileName } from "./document-fields";

describe("titleFromFileName", () => {
  it("drops the extension, copy and version marks, and reads underscores as spaces", () => {
    expect(titleFromFileName("2024_경제_보고서(최종).pdf")).toBe("2024 경제 보고서");
    expect(titleFromFileName("발표 자료 [v2].pptx")).toBe("발표 자료");
    expect(titleFromFileName("한글 문서.hwpx")).toBe("한글 문서");
    expect(titleFromFileName("report (copy).docx")).toBe("report");
    expect(titleFromFileName("가".repeat(150) + ".pdf")).toHaveLength(100);
  });
});
