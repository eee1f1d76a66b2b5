// Mail goes out through the queue: the message is enqueued in the same transaction as the
// change that causes it (a sign-up, a reset request), and retried when the server refuses.
import type { Mailer, MailMessage } from "../lib/mail";
import type { JobDefinition } from "./queue";

export const MAIL_JOB = "mail.send";

export function mailJob(mailer: Mailer): JobDefinition<MailMessage> {
  return {
    name: MAIL_JOB,
    async handler(jobs) {
      for (const job of jobs) await mailer.send(job.data);
    },
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  };
}
