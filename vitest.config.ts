import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/support/longest-first.ts";

// Three projects: pure unit tests (no I/O), API/integration tests against a migrated
// database, and browser journeys against a built, running server.
export default defineConfig({
  test: {
    // Run mode defaults to one worker less than the cores: one worker on a 2-core machine. API
    // test files spend much of their time waiting (the job queue, mail, child processes), so
    // four overlap well: the unit + API suite takes 160 s instead of 350 s on 2 cores.
    maxWorkers: 4,
    // The journeys longest first, by the times a run measured (tests/support/longest-first.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          exclude: ["server/**/*.int.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", "server/**/*.int.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/subscribers.ts"],
          pool: "forks",
          // One module graph per worker: each file still builds its own platform on its own
          // database copy, but imports load once per worker (docs/decisions/0007).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          pool: "forks",
          // Playwright, the app's catalogues and the helpers load once per worker, not once per
          // file (each file still launches its own browser and contexts): about 2 s a file.
          isolate: false,
          // Two journey files at a time (each with its own app and browser, or the shared app
          // with members of its own): about 40% less wall time on 2 cores. A journey that fails
          // runs once more before it counts as failed, since two browsers on two cores can
          // starve one another; a real defect fails twice.
          maxWorkers: 2,
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A member's own state fills in a moment after a shared page loads (decision 0131);
          // on a busy machine that moment can pass a second, the default wait of expect.poll.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
