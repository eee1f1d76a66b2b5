// Emitting a fact: its subscribers run one after the other, in the order of the table, inside
// the emitter's transaction. A subscriber that throws fails the emitter's write, which rolls
// back with every side effect already done; nothing runs after the commit (decision 0142).
//
// The table is handed over by the assembly (server/main.ts buildCore, decision 0196), never
// imported here: the subscribers' modules import the emitters' modules, and an import of the
// table from the bus closed a loop through every module that emits.
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

let installed: SubscriberTable | null = null;

/**
 * The table every emit dispatches to, set once by the assembly before anything writes. The same
 * table for every app of a process: it is code, not state.
 */
export function installSubscribers(table: SubscriberTable): void {
  if (installed && installed !== table) throw new Error("a different subscriber table is already installed");
  installed = table;
}

/** Tells the installed subscribers that `event` happened, inside `scope.tx`. */
export function emit<K extends EventName>(scope: ScopeOf<K>, name: K, event: PayloadOf<K>): Promise<void> {
  // A write before the assembly would lose its side effects silently: refuse it instead.
  if (!installed) throw new Error(`event ${name} emitted before the app installed its subscribers (server/main.ts buildCore)`);
  return dispatch(installed, scope, name, event);
}
