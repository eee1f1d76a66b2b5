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

/** A post an account the member follows sent (their inbox). */
export interface ReceivedItem {
  objectId: string;
  /** @name@server of the account. */
  handle: string;
  /** Article, Note … */
  type: string;
  /** An Article's title; null for a Note. */
  title: string | null;
  /** The start of its text (never its HTML). */
  excerpt: string;
  /** Where to read it on its server. */
  url: string;
  receivedAt: string;
}

export interface FollowResult {
  handle: string;
  actorId: string;
  /** The remote server's Accept arrived (false right after sending). */
  accepted: boolean;
}
