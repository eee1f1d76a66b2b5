// `npm run bench:ai-briefing`: the AI briefing's summary of a 20-page Korean document against
// its 10-second target (docs/product/ai.md §6.7), with the document conversion timed apart.
//
// 1. Summary: 20 pages of Korean prose (about 1,200 characters a page, sentences made from
//    varied economic vocabulary with a fixed seed) through the offline engine's summary, as the
//    briefing job calls it (pages without headings, gathered into groups). The first run
//    includes loading the Korean analyser; then the median of BENCH_RUNS runs (default 5).
// 2. Conversion: the same text as a 20-page PDF (non-embedded Korean font, rendered by pdf.js
//    into page images in the sandboxed child, as a document post is) and as a 20-section HWPX
//    (text view), each timed once.
// Results: bench/.out/ai-briefing.json and the console.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../server/paths";
import { offlineSummaryTasks } from "../server/modules/ai/offline/summary";
import type { DocSection } from "../server/modules/ai/provider";
import { pdfjsRoot, runChild } from "../server/modules/documents/child/runner";
import * as fx from "../tests/support/document-fixtures";
import { percentile } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = 20;
const TARGET_MS = 10_000;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

const SUBJECTS = [
  "기준금리",
  "소비자물가",
  "원달러 환율",
  "가계 부채",
  "수출 실적",
  "고용 지표",
  "주택 가격",
  "국채 금리",
  "무역 수지",
  "경제 성장률",
];
const CAUSES = [
  "중앙은행의 통화 정책",
  "국제 유가의 변동",
  "반도체 수요의 회복",
  "내수 소비의 둔화",
  "미국의 금리 인상",
  "정부의 재정 지출",
  "기업 투자의 감소",
  "환율의 급격한 변화",
];
const EFFECTS = [
  "가계의 이자 부담이 커지고 소비가 줄어드는 결과로 이어집니다",
  "수출 기업의 가격 경쟁력이 달라지고 무역 수지가 움직입니다",
  "물가 상승 압력이 높아져 실질 소득이 줄어듭니다",
  "금융 시장의 변동성이 커지고 투자 심리가 위축됩니다",
  "고용 시장에 시차를 두고 영향을 주게 됩니다",
  "주택 시장의 거래량과 가격에 직접적인 변화를 가져옵니다",
];

/** A small deterministic generator, so every run summarises the same text. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function pagesOfText(): string[][] {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: PAGES }, () => {
    const lines: string[] = [];
    let length = 0;
    while (length < 1_200) {
      const line = `${pick(SUBJECTS)}은 ${pick(CAUSES)}에 따라 달라지며, 이는 ${pick(EFFECTS)}.`;
      lines.push(line);
      length += line.length + 1;
    }
    return lines;
  });
}

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function main(): Promise<void> {
  const pages = pagesOfText();
  const sections: DocSection[] = pages.map((lines, i) => ({ heading: null, text: lines.join("\n"), page: i + 1 }));
  const characters = sections.reduce((n, s) => n + s.text.length, 0);
  const tasks = offlineSummaryTasks();
  const summarise = () => tasks.summary({ title: "경제 지표 해설", sections });

  const cold = await time(summarise);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push((await time(summarise)).ms);
  warm.sort((a, b) => a - b);
  const summary = cold.value.value;

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-briefing-"));
  const pdfFile = path.join(workDir, "input.pdf");
  fs.writeFileSync(
    pdfFile,
    fx.cidKoreanPdf({ pages: PAGES, title: "경제 지표 해설", body: (n) => fx.wrapLines(pages[n - 1]!).slice(0, 24) }),
  );
  fs.mkdirSync(path.join(workDir, "pages"));
  const limits = { timeoutMs: 10 * 60_000, idleMs: 120_000, maxRssMb: 1536 };
  const pdf = await time(() =>
    runChild(
      {
        mode: "render-pdf",
        file: pdfFile,
        outDir: path.join(workDir, "pages"),
        pdfjsRoot: pdfjsRoot(),
        width: 1200,
        thumbWidth: 480,
        maxPages: 500,
      },
      limits,
    ),
  );
  const hwpxFile = path.join(workDir, "input.hwpx");
  fs.writeFileSync(hwpxFile, fx.hwpx({ sections: PAGES, title: "경제 지표 해설", body: (n) => pages[n - 1]! }));
  fs.mkdirSync(path.join(workDir, "text"));
  const hwpx = await time(() => runChild({ mode: "extract", kind: "hwpx", file: hwpxFile, outDir: path.join(workDir, "text") }, limits));
  fs.rmSync(workDir, { recursive: true, force: true });

  const result = {
    pages: PAGES,
    characters,
    summary: {
      coldMs: Math.round(cold.ms),
      medianMs: Math.round(percentile(warm, 50)),
      maxMs: Math.round(warm[warm.length - 1]!),
      runs: RUNS,
      targetMs: TARGET_MS,
      withinTarget: cold.ms <= TARGET_MS,
      sections: summary.sections.length,
      sentences: summary.sections.reduce((n, s) => n + s.sentences.length, 0),
      tags: summary.tags,
      title: summary.title,
    },
    conversion: { pdfPagesMs: Math.round(pdf.ms), hwpxTextMs: Math.round(hwpx.ms) },
  };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, "ai-briefing.json"), JSON.stringify(result, null, 2));
  console.log(`AI briefing, ${PAGES} pages (${characters.toLocaleString()} characters)`);
  console.log(
    `  summary: first run ${result.summary.coldMs} ms (analyser load included), median ${result.summary.medianMs} ms of ${RUNS}, max ${result.summary.maxMs} ms — target ${TARGET_MS} ms: ${result.summary.withinTarget ? "met" : "MISSED"}`,
  );
  console.log(`  → ${result.summary.sections} sections, ${result.summary.sentences} sentences, tags ${summary.tags.join(", ")}`);
  console.log(`  conversion (apart): PDF page images ${result.conversion.pdfPagesMs} ms, HWPX text ${result.conversion.hwpxTextMs} ms`);
}

await main();
