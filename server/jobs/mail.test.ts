import { describe, expect, it } from "vitest";
import type { Mailer, MailMessage } from "../lib/mail";
import { MAIL_PACE, mailJob, promptMailJob } from "./mail";
import type { JobDefinition } from "./queue";

type Job = Parameters<JobDefinition<MailMessage>["handler"]>[0][number];

const jobs = (count: number): Job[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `job-${i}`,
    name: "mail",
    data: { to: `m${i}@x.test`, subject: "s", text: "t", html: "h" },
  })) as Job[];

/** A mailer that takes a moment per message, counts how many it holds at once, and refuses some addresses. */
function slowMailer(refuse: Set<string> = new Set()) {
  const sent: string[] = [];
  let inFlight = 0;
  let most = 0;
  const mailer: Mailer = {
    kind: "file",
    async send(message) {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      if (refuse.has(message.to)) throw new Error("450 mailbox busy");
      sent.push(message.to);
      return { messageId: message.to };
    },
    close: () => undefined,
  };
  return { mailer, sent, most: () => most };
}

describe("mail jobs", () => {
  it("a message that fails is failed alone: the rest of its batch went out once and completes", async () => {
    const { mailer, sent } = slowMailer(new Set(["m2@x.test"]));
    const failed: string[] = [];
    await promptMailJob(mailer).handler(jobs(5), { fail: async (job) => void failed.push(job.id) });
    expect(failed).toEqual(["job-2"]);
    expect(sent.sort()).toEqual(["m0@x.test", "m1@x.test", "m3@x.test", "m4@x.test"]);
  });

  it("mail someone waits for goes out all at once; bulk mail a few at a time", async () => {
    const prompt = slowMailer();
    const definition = promptMailJob(prompt.mailer);
    await definition.handler(jobs(MAIL_PACE.prompt.batchSize), { fail: async () => undefined });
    expect(prompt.most()).toBe(MAIL_PACE.prompt.concurrency);
    expect(definition.work).toMatchObject({ batchSize: MAIL_PACE.prompt.batchSize });

    const bulk = slowMailer();
    await mailJob(bulk.mailer).handler(jobs(MAIL_PACE.bulk.batchSize), { fail: async () => undefined });
    expect(bulk.most()).toBe(MAIL_PACE.bulk.concurrency);
    expect(bulk.sent).toHaveLength(MAIL_PACE.bulk.batchSize);
  });
});
