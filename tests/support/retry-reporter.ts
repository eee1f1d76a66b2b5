// Writes the tests that passed only on a retry (how many tries they took, and why the failed
// tries failed) to the JSON file NT_RETRIES_FILE names, so CI can say which journeys were flaky,
// and how, even when the run is green. Vitest's own JSON report does not carry retries.
import fs from "node:fs";
import type { Reporter, TestCase } from "vitest/node";

export default class RetryReporter implements Reporter {
  private readonly retried: { name: string; file: string; retries: number; state: string; errors: string[] }[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0) {
      const result = testCase.result();
      // The failed tries' errors stay on the result: the message and where it was thrown.
      const errors = (result.errors ?? []).map((e) =>
        [
          e.message,
          ...(e.stack ?? "")
            .split("\n")
            .filter((line) => /^\s+at .*tests\//.test(line))
            .slice(0, 3),
        ].join("\n"),
      );
      this.retried.push({ name: testCase.fullName, file: testCase.module.moduleId, retries, state: result.state, errors });
    }
  }

  onTestRunEnd(): void {
    const file = process.env.NT_RETRIES_FILE;
    if (file) fs.writeFileSync(file, JSON.stringify(this.retried, null, 2));
  }
}
