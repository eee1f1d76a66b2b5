// Writes the tests that passed only on a retry (and how many tries they took) to the JSON file
// NT_RETRIES_FILE names, so CI can say which journeys were flaky even when the run is green.
// Vitest's own JSON report does not carry retries.
import fs from "node:fs";
import type { Reporter, TestCase } from "vitest/node";

export default class RetryReporter implements Reporter {
  private readonly retried: { name: string; file: string; retries: number; state: string }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      this.retried.push({ name: testCase.fullName, file: testCase.module.moduleId, retries, state: testCase.result().state });
    }
  }

  onTestRunEnd(): void {
    const file = process.env.NT_RETRIES_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(this.retried, null, 2));
  }
}
