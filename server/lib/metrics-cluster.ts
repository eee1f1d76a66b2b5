// One scrape shows the whole app when `npm start` runs several web processes (WEB_PROCESSES > 1,
// node:cluster, docs/decisions/0174, 0222). A scrape lands on whichever web process the port
// hands it to; that process asks the first process over the cluster's IPC channel, which asks
// every web process for its metrics, adds its own (the jobs, the settlement and the queue depths
// live there) and adds them up with prom-client's cluster aggregation (AggregatorRegistry:
// counters and histograms summed, the gauges as each declares). prom-client's own cluster
// protocol is not used: it gathers only the workers, from the primary, and the scrape does not
// arrive at the primary. A web process whose question goes unanswered answers with its own
// metrics meanwhile (the first process is busy or gone), and a web process that does not answer
// in time is left out of that scrape.
import type { Worker } from "node:cluster";
import { aggregateSnapshots, type Metrics, type MetricsSnapshot } from "./metrics";

const KIND = "nt-metrics";
/** How long the first process waits for each web process's metrics. */
const GATHER_TIMEOUT_MS = 2_000;
/** How long a web process waits for the whole app's text before answering with its own. */
const SCRAPE_TIMEOUT_MS = 5_000;

/** Web process → first process: "the whole app's text, please"; first → web: "your metrics, please". */
interface Ask {
  kind: typeof KIND;
  id: number;
  op: "scrape" | "collect";
}

/** The answers: the whole app's text (to "scrape"), or one process's metrics (to "collect"). */
interface Reply {
  kind: typeof KIND;
  id: number;
  text?: string;
  metrics?: MetricsSnapshot;
}

const isOurs = (message: unknown): message is Ask | Reply =>
  typeof message === "object" &&
  message !== null &&
  (message as { kind?: unknown }).kind === KIND &&
  typeof (message as { id?: unknown }).id === "number";
const isAsk = (message: Ask | Reply): message is Ask => "op" in message;

/** What the first process needs of a web process: its channel (node:cluster's Worker). */
export type WebProcessChannel = Pick<Worker, "on" | "send" | "isConnected">;

/**
 * In the first process: answers the web processes' scrapes with the metrics of every process.
 * Call `attach` for each web process as it is started.
 */
export function createMetricsGatherer(own: Metrics): { attach(worker: WebProcessChannel): void } {
  const processes = new Set<WebProcessChannel>();
  const waiting = new Map<number, (metrics: MetricsSnapshot | null) => void>();
  let next = 0;

  const collect = (worker: WebProcessChannel): Promise<MetricsSnapshot | null> => {
    if (!worker.isConnected()) return Promise.resolve(null);
    const id = ++next;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(null);
      }, GATHER_TIMEOUT_MS);
      timer.unref();
      waiting.set(id, (metrics) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(metrics);
      });
      try {
        worker.send({ kind: KIND, id, op: "collect" } satisfies Ask);
      } catch {
        waiting.get(id)?.(null);
      }
    });
  };

  const whole = async (): Promise<string> => {
    const snapshots = await Promise.all([own.snapshot(), ...[...processes].map(collect)]);
    return aggregateSnapshots(snapshots.filter((s): s is MetricsSnapshot => s !== null));
  };

  return {
    attach(worker) {
      processes.add(worker);
      worker.on("exit", () => processes.delete(worker));
      worker.on("message", (message: unknown) => {
        if (!isOurs(message)) return;
        if (!isAsk(message)) {
          waiting.get(message.id)?.(message.metrics ?? null);
          return;
        }
        if (message.op !== "scrape") return;
        void whole()
          .then((text) => {
            if (worker.isConnected()) worker.send({ kind: KIND, id: message.id, text } satisfies Reply);
          })
          .catch(() => undefined);
      });
    },
  };
}

/**
 * In a web process: its /metrics answers with the whole app's text from the first process, and
 * it hands its own metrics to the first process when asked. `channel` is process (the IPC
 * channel node:cluster opens).
 */
export function shareMetricsWithFirstProcess(metrics: Metrics, channel: NodeJS.Process = process): void {
  const waiting = new Map<number, (text: string | null) => void>();
  let next = 0;
  channel.on("message", (message: unknown) => {
    if (!isOurs(message)) return;
    if (!isAsk(message)) {
      waiting.get(message.id)?.(message.text ?? null);
      return;
    }
    if (message.op !== "collect") return;
    void metrics
      .snapshot()
      .then((snapshot) => {
        if (channel.connected) channel.send?.({ kind: KIND, id: message.id, metrics: snapshot } satisfies Reply);
      })
      .catch(() => undefined);
  });
  metrics.exposeThrough(() => {
    if (!channel.send || !channel.connected) return Promise.resolve(null);
    const id = ++next;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(null);
      }, SCRAPE_TIMEOUT_MS);
      timer.unref();
      waiting.set(id, (text) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(text);
      });
      try {
        channel.send!({ kind: KIND, id, op: "scrape" } satisfies Ask);
      } catch {
        waiting.get(id)?.(null);
      }
    });
  });
}
