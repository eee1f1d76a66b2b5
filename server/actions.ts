// Every write a page may run, by its API key ("METHOD /path"): pages call
// `services.write(key, fields, tools)` and run the very handler the API route runs
// (modules/action.ts, decision 0198). A module's actions join the list below.
import type { ContractData } from "./modules/route";
import { actionKey, type ActionRegistry, type WriteAction } from "./modules/action";
import { faqActions } from "./modules/faq/actions";

const PAGE_WRITES = [...faqActions] as const;

export type PageWrites = ActionRegistry<typeof PAGE_WRITES>;
export type WriteKey = keyof PageWrites;
export type WriteData<K extends WriteKey> = ContractData<PageWrites[K]["contract"]>;

export const PAGE_WRITE_ACTIONS: ReadonlyMap<string, WriteAction> = new Map(
  PAGE_WRITES.map((a) => [actionKey(a as WriteAction), a as WriteAction]),
);
