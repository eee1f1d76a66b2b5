// Runs the browser journeys longest first. Vitest orders files by the times of its last run when
// it has them (node_modules/.vite, absent from a clean clone, as in CI) and otherwise by file
// size, which put a 200 s journey last behind a queue of short ones: the run then waited on it
// alone. With the times a run measured (tests/e2e/seconds.json), the two workers take the long
// journeys first and finish together on short ones. A journey missing from the table counts as
// a medium one; the table needs refreshing only when the order drifts far from the real times.
import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const JOURNEYS = path.resolve(import.meta.dirname, "../e2e");
const SECONDS: Record<string, number> = JSON.parse(fs.readFileSync(path.join(JOURNEYS, "seconds.json"), "utf8"));
const UNKNOWN_SECONDS = 30;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted.filter((file) => file.project.name === "e2e");
    if (journeys.length === 0) return sorted;
    const seconds = (file: TestSpecification) => SECONDS[path.relative(JOURNEYS, file.moduleId)] ?? UNKNOWN_SECONDS;
    journeys.sort((a, b) => seconds(b) - seconds(a));
    // The other projects keep their places; the journeys take theirs in the new order.
    let next = 0;
    return sorted.map((file) => (file.project.name === "e2e" ? journeys[next++]! : file));
  }
}
