// axe-core from the registry, put into the page by the journeys only: the pages' CSP allows no
// script but ours, so the contexts that run it are made with `bypassCSP: true`.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { animationsSettled } from "./browser";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the conformance statement claims. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export interface AxeFinding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** The violations axe finds on the page as it stands (`rules` narrows to some rules). */
export async function axeFindings(page: Page, rules?: string[]): Promise<AxeFinding[]> {
  // A dialog fading in is half transparent: its colours are judged once it stands still.
  await animationsSettled(page, 2000);
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ tags, rules }) => {
      type Result = {
        passes: unknown[];
        violations: { id: string; impact?: string; nodes: { target: unknown; failureSummary?: string }[] }[];
      };
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<Result> } }).axe;
      const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: tags };
      const result = await axe.run(document, { runOnly, resultTypes: ["violations"] });
      if (result.passes.length === 0 && result.violations.length === 0 && rules) return [];
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => ({
          rule: v.id,
          impact: v.impact ?? "",
          target: JSON.stringify(n.target),
          summary: (n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300),
        })),
      );
    },
    { tags: WCAG_AA_TAGS, rules },
  );
}

/**
 * The violations that are still there a second later: a page judged while a part of it was still
 * arriving or fading in (a busy machine draws late) is judged again once it stands still, and
 * only what stays is reported. What a reader would see for more than a moment is never let off.
 */
export async function lastingAxeFindings(page: Page): Promise<AxeFinding[]> {
  const first = await axeFindings(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1_000);
  return axeFindings(page);
}
