import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import type { ActionTools } from "../../server/page-actions";
import { pageIntents } from "./page-intents";

const tools = {} as ActionTools;

describe("pageIntents", () => {
  const intents = pageIntents({ create: "POST /api/admin/ads", hide: "POST /api/admin/ads/:adNo/hidden" });

  it("runs the write the intent names with the whole input", async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const services = {
      write: async (key: string, fields: Record<string, unknown>) => {
        calls.push([key, fields]);
        return { adNo: 7 } as never;
      },
    };
    const answer = await intents.run(services, { intent: "hide", adNo: 7, hidden: true }, tools);
    expect(answer).toEqual({ intent: "hide", data: { adNo: 7 } });
    expect(calls).toEqual([["POST /api/admin/ads/:adNo/hidden", { intent: "hide", adNo: 7, hidden: true }]]);
    expect(intents.names).toEqual(["create", "hide"]);
  });

  it("refuses an intent the page does not have, before any write", async () => {
    let wrote = false;
    const services = {
      write: async () => {
        wrote = true;
        return null as never;
      },
    };
    await expect(intents.run(services, { intent: "delete" }, tools)).rejects.toBeInstanceOf(ZodError);
    await expect(intents.run(services, {}, tools)).rejects.toBeInstanceOf(ZodError);
    expect(wrote).toBe(false);
  });
});
