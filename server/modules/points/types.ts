// What the points service hands to pages and API clients.
export interface PointBalance {
  balance: number;
}

export interface PointEntry {
  entryId: number;
  amount: number;
  reason: string;
  refType: string | null;
  refId: string | null;
  regDate: string;
}

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
