// Fedify's MessageQueue on our job queue (pg-boss, server/jobs): each message Fedify enqueues —
// a fan-out of one activity to its inboxes, one delivery to one inbox, one received activity —
// is a `federation.queue` job, so deliveries survive restarts, run in whichever process runs
// jobs (`npm run worker` included) and are counted with the other jobs (decision 0226).
// Fedify retries a failed delivery itself by enqueuing it again with a delay (its
// outboxRetryPolicy), so a job fails only when the process stopped in the middle.
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from "@fedify/fedify";
import type { JobQueue } from "../../jobs/queue";

export const FEDERATION_QUEUE_JOB = "federation.queue";

export interface FederationQueueJob {
  message: unknown;
}

type Handler = (message: unknown) => Promise<void> | void;

export class JobMessageQueue implements MessageQueue {
  #handler: Handler | null = null;

  constructor(private readonly jobs: () => JobQueue | null) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const queue = this.jobs();
    if (!queue) throw new Error("federation needs the job queue (QUEUE_ENABLED=false)");
    const ms = options?.delay ? options.delay.total("millisecond") : 0;
    const startAfter = ms > 0 ? Math.ceil(ms / 1000) : undefined;
    if (messages.length === 1 || startAfter !== undefined) {
      for (const message of messages)
        await queue.send<FederationQueueJob>(FEDERATION_QUEUE_JOB, { message }, startAfter ? { startAfter } : {});
      return;
    }
    // One statement for a fan-out's many deliveries.
    await queue.boss.insert(messages.map((message) => ({ name: FEDERATION_QUEUE_JOB, data: { message } })));
  }

  /** Fedify hands its worker here once; the job handler calls it for each message. */
  listen(handler: Handler, options?: MessageQueueListenOptions): Promise<void> {
    this.#handler = handler;
    return new Promise((resolve) => {
      if (options?.signal) options.signal.addEventListener("abort", () => resolve(), { once: true });
    });
  }

  /** Runs one message through Fedify's worker; false when Fedify has not started listening. */
  async process(message: unknown): Promise<boolean> {
    if (!this.#handler) return false;
    await this.#handler(message);
    return true;
  }
}
