// Emitting a fact: its subscribers run one after the other, in the order of the table, inside
// the emitter's transaction. A subscriber that throws fails the emitter's write, which rolls
// back with every side effect already done; nothing runs after the commit (decision 0142).
import { SUBSCRIBERS } from "./subscribers";
import type { EventName, PayloadOf, ScopeOf, SubscriberTable } from "./types";

export type { EventName, PayloadOf, ScopeOf } from "./types";

/** Runs the subscribers of `name` from `table` in order; the first failure stops and propagates. */
export async function dispatch<K extends EventName>(
  table: SubscriberTable,
  scope: ScopeOf<K>,
  name: K,
  event: PayloadOf<K>,
): Promise<void> {
  const subscribers = table[name] as SubscriberTable[K];
  for (const subscriber of subscribers) await subscriber(scope, event);
}

/** Tells the subscribers of server/events/subscribers.ts that `event` happened, inside `scope.tx`. */
export function emit<K extends EventName>(scope: ScopeOf<K>, name: K, event: PayloadOf<K>): Promise<void> {
  return dispatch(SUBSCRIBERS, scope, name, event);
}
