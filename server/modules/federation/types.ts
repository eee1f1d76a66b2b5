// What the federation API hands to pages and clients.
import type { Following } from "./service";

export interface FederationSettings {
  /** Federation runs on this site (FEDERATION, PUBLIC_URL). */
  siteEnabled: boolean;
  /** The member's own setting: on unless they turned it off. */
  enabled: boolean;
  /** How other servers find the member: @userId@host. */
  handle: string;
  /** Remote accounts the member follows. */
  following: Following[];
}

export interface FollowResult {
  handle: string;
  actorId: string;
  /** The remote server's Accept arrived (false right after sending). */
  accepted: boolean;
}
