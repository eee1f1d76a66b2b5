// What the exhibit pages get (server/services.ts): the public exhibit and the operators' page
// commands, each parsing with its API route's own schema and calling the route's service.
import { z } from "zod";
import { EXHIBITS_TAG } from "../../../core/cache-tags";
import type { AppContext } from "../../context";
import type { ActionTools } from "../../page-actions";
import { exhibitsApi } from "./schema";
import {
  addExhibitPost,
  createExhibit,
  exhibitPage,
  getExhibitForModerator,
  listExhibitsForModerator,
  removeExhibitPost,
  reorderExhibitPosts,
  updateExhibit,
} from "./service";
import type { ExhibitAdminDetail, ExhibitAdminItem, ExhibitPage } from "./types";

export const EXHIBIT_INTENTS = ["create", "update", "addPost", "reorder", "removePost"] as const;
export type ExhibitIntent = (typeof EXHIBIT_INTENTS)[number];

export interface ExhibitPages {
  /** /exhibit/:slug: the exhibit and its posts in one category (null: no such published exhibit). */
  page(slug: string, options: { category?: string | undefined; size: number }): Promise<ExhibitPage | null>;
  /** /admin/exhibits */
  forModerator(): Promise<ExhibitAdminItem[]>;
  detailForModerator(exhibitId: number): Promise<ExhibitAdminDetail>;
  /** /admin/exhibits writes: `intent` names the API route; the rest is its params and body. */
  command(input: Record<string, unknown>, tools: ActionTools): Promise<ExhibitAdminDetail>;
}

/** The API route each page write stands for (the audit log names it). */
const INTENT_CONTRACTS = {
  create: exhibitsApi.create,
  update: exhibitsApi.update,
  addPost: exhibitsApi.addPost,
  reorder: exhibitsApi.reorder,
  removePost: exhibitsApi.removePost,
} satisfies Record<ExhibitIntent, { method: string; path: string }>;

export function exhibitPages(
  ctx: AppContext,
  moderatorOf: (tools: ActionTools, contract: { method: string; path: string }) => unknown,
): ExhibitPages {
  const { db } = ctx;
  return {
    page: (slug, options) => exhibitPage(db, slug, options),
    forModerator: () => listExhibitsForModerator(db),
    detailForModerator: (exhibitId) => getExhibitForModerator(db, exhibitId),
    async command(input, tools) {
      const intent = z.enum(EXHIBIT_INTENTS).parse(input.intent);
      moderatorOf(tools, INTENT_CONTRACTS[intent]);
      tools.changed([EXHIBITS_TAG]);
      switch (intent) {
        case "create":
          return createExhibit(db, exhibitsApi.create.body.parse(input));
        case "update":
          return updateExhibit(db, exhibitsApi.update.params.parse(input).exhibitId, exhibitsApi.update.body.parse(input));
        case "addPost":
          return addExhibitPost(db, exhibitsApi.addPost.params.parse(input).exhibitId, exhibitsApi.addPost.body.parse(input));
        case "reorder":
          return reorderExhibitPosts(db, exhibitsApi.reorder.params.parse(input).exhibitId, exhibitsApi.reorder.body.parse(input).boardNos);
        case "removePost": {
          const { exhibitId, boardNo } = exhibitsApi.removePost.params.parse(input);
          return removeExhibitPost(db, exhibitId, boardNo);
        }
      }
    },
  };
}
