// Mail goes out through the queue: the message is enqueued in the same transaction as the
// change that causes it (a sign-up, a reset request), and retried when the server refuses.
//
// Two queues, so that mail someone is waiting for at the screen never waits behind bulk mail
// (decision 0205): the verification and password-reset mails go by `mail.prompt`, many at once,
// fetched every half second; everything else (the sign-in alert, export-ready, notices) by
// `mail.send`, a few at a time, the alert ahead of the rest. One message that fails is retried
// alone: the others of its batch went out and are not sent twice.
import { enqueue, type AppContext } from "../context";
import type { Tx } from "../db/client";
import type { Mailer, MailMessage } from "../lib/mail";
import { eachConcurrently } from "../lib/each-concurrently";
import type { JobDefinition } from "./queue";

/** Bulk mail: nobody is waiting for it at the screen. */
export const MAIL_JOB = "mail.send";
/** Mail someone is waiting for: the sign-up verification, the password reset. */
export const PROMPT_MAIL_JOB = "mail.prompt";

/** What a mail is, which decides when it goes. */
export type MailKind = "prompt" | "alert" | "bulk";

/** Bulk mail fetched first: a member told someone is guessing their password hears it before an export is ready. */
const ALERT_PRIORITY = 10;

export const MAIL_PACE = {
  prompt: { batchSize: 20, concurrency: 20, pollingIntervalSeconds: 0.5 },
  bulk: { batchSize: 10, concurrency: 2, pollingIntervalSeconds: 1 },
} as const;

/** Queues a mail with the change that causes it, by its kind. */
export async function enqueueMail(ctx: AppContext, tx: Tx, mail: MailMessage, kind: MailKind): Promise<void> {
  if (kind === "prompt") return enqueue(ctx, tx, PROMPT_MAIL_JOB, mail);
  return enqueue(ctx, tx, MAIL_JOB, mail, kind === "alert" ? { priority: ALERT_PRIORITY } : {});
}

function sender(name: string, mailer: Mailer, pace: (typeof MAIL_PACE)[keyof typeof MAIL_PACE]): JobDefinition<MailMessage> {
  return {
    name,
    async handler(jobs, batch) {
      await eachConcurrently(jobs, pace.concurrency, async (job) => {
        try {
          await mailer.send(job.data);
        } catch (error) {
          await batch.fail(job, error);
        }
      });
    },
    work: { batchSize: pace.batchSize, pollingIntervalSeconds: pace.pollingIntervalSeconds },
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  };
}

export function mailJob(mailer: Mailer): JobDefinition<MailMessage> {
  return sender(MAIL_JOB, mailer, MAIL_PACE.bulk);
}

export function promptMailJob(mailer: Mailer): JobDefinition<MailMessage> {
  return sender(PROMPT_MAIL_JOB, mailer, MAIL_PACE.prompt);
}
