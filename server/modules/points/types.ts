// What the points service hands to pages and API clients.
import type { LedgerLine } from "../../lib/ledger";
export interface PointBalance {
  balance: number;
}

export type PointEntry = LedgerLine;

export interface PointHistoryItem extends PointEntry {
  /** The reason in Korean for the history list. */
  label: string;
}

export interface PointHistoryPage {
  page: number;
  size: number;
  totalItemCount: number;
  pointHistoryList: PointHistoryItem[];
}

export interface PointDay {
  /** 'YYYY-MM-DD' in Asia/Seoul. */
  day: string;
  earned: number;
  used: number;
}
