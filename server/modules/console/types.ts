// The operators' console home (docs/product/site.md §14).
import type { Role } from "../auth/types";

/** Live counts the console's cards show (cheap queries only). */
export interface ConsoleCounts {
  openReports: number;
  openFeedback: number;
  faqVisible: number;
  faqHidden: number;
  auditToday: number;
  /** Reward review cases still holding rewards, and members' appeals not yet answered. */
  openReviews: number;
  openAppeals: number;
}

export interface ConsoleMember {
  userNo: number;
  userId: string;
  userName: string;
  userEmail: string;
  role: Role;
}
