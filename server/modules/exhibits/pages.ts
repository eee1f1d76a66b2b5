// What the exhibit pages read (server/services.ts): the public exhibit and the operators' list.
// The operators' writes are actions (actions.ts), run by /admin/exhibits as the API runs them.
import type { AppContext } from "../../context";
import { exhibitPage, getExhibitForModerator, listExhibitsForModerator } from "./service";
import type { ExhibitAdminDetail, ExhibitAdminItem, ExhibitPage } from "./types";

export interface ExhibitPages {
  /** /exhibit/:slug: the exhibit and its posts in one category (null: no such published exhibit). */
  page(slug: string, options: { category?: string | undefined; size: number }): Promise<ExhibitPage | null>;
  /** /admin/exhibits */
  forModerator(): Promise<ExhibitAdminItem[]>;
  detailForModerator(exhibitId: number): Promise<ExhibitAdminDetail>;
}

export function exhibitPages(ctx: AppContext): ExhibitPages {
  const { db } = ctx;
  return {
    page: (slug, options) => exhibitPage(db, slug, options),
    forModerator: () => listExhibitsForModerator(db),
    detailForModerator: (exhibitId) => getExhibitForModerator(db, exhibitId),
  };
}
