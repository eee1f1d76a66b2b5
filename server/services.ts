// What pages get from the server: the same service functions the API uses, called in-process
// by loaders through React Router's load context (no HTTP round trip to ourselves).
import { BRAND } from "../core/brand";
import type { Database } from "./db/client";
import { getBoardByPermalink, listNewBoards, type ListOptions } from "./modules/boards/service";
import type { BoardCard, BoardDetail, Page } from "./modules/boards/types";

export interface PublicSiteConfig {
  publicUrl: string;
  siteName: string;
  year: number;
}

export interface AppServices {
  site(): PublicSiteConfig;
  boards: {
    listNew(options: ListOptions): Promise<Page<BoardCard>>;
    byPermalink(permalink: string): Promise<BoardDetail | null>;
  };
}

export function createServices(db: Database, publicUrl: string): AppServices {
  return {
    site: () => ({ publicUrl, siteName: BRAND.siteName, year: new Date().getFullYear() }),
    boards: {
      listNew: (options) => listNewBoards(db, options),
      byPermalink: (permalink) => getBoardByPermalink(db, permalink),
    },
  };
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    requestId: string;
  }
}
