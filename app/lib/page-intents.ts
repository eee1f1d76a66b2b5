// An operator page's commands, declared once: each intent names the API write it stands for.
// The page's forms send `{ intent, ...the route's own body and parameters }`; the action runs
// the write the intent names, exactly as the API route would (modules/action.ts), and refuses
// an intent the page does not have.
import { z } from "zod";
import type { WriteData, WriteKey } from "../../server/actions";
import type { ActionTools } from "../../server/page-actions";
import type { AppServices } from "../../server/services";

export interface PageIntents<W extends Record<string, WriteKey>> {
  /** The page's intents, for the forms that send them. */
  readonly names: readonly (keyof W & string)[];
  /** Runs the write `input.intent` names with the rest of `input`; answers the intent and the write's answer. */
  run(
    services: Pick<AppServices, "write">,
    input: Record<string, unknown>,
    tools: ActionTools,
  ): Promise<{ intent: keyof W & string; data: WriteData<W[keyof W & string]> }>;
}

export function pageIntents<const W extends Record<string, WriteKey>>(writes: W): PageIntents<W> {
  type Intent = keyof W & string;
  const names = Object.keys(writes) as [Intent, ...Intent[]];
  const intentOf = z.enum(names);
  return {
    names,
    async run(services, input, tools) {
      const intent: Intent = intentOf.parse(input.intent);
      const key = writes[intent] as W[Intent];
      return { intent, data: await services.write(key, input, tools) };
    },
  };
}
