// The signed-in member as pages see it: the root loader copies the public fields of the
// request's session (resolved by the server) so every page and component can read them.
import { useRouteLoaderData, type AppLoadContext, type LoaderFunctionArgs } from "react-router";

export interface Viewer {
  userId: string;
  userName: string;
  userEmail: string;
  userProfileImg: string | null;
  emailCertYn: "Y" | "N";
  joinChannel: "A" | "G" | "P" | "K";
  role: "member" | "moderator" | "admin";
  /** The usage-reason survey was answered (SPEC §4: otherwise it is offered once per page load). */
  usageReasonAnswered: boolean;
  /** A newer terms or privacy version needs the member's consent (/update-terms). */
  needsTermsUpdate: boolean;
}

export interface RootData {
  siteName: string;
  publicUrl: string;
  year: number;
  viewer: Viewer | null;
  /** Configured social sign-in providers, in button order (SPEC §4). */
  socialProviders: ("G" | "K" | "P")[];
  /** Whether the office-suite desktop-client sign-in is on. */
  officeClient: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { siteName: "나눔터", publicUrl: "", year: new Date().getFullYear(), viewer: null, socialProviders: [], officeClient: false };
}

/** Loader arguments with our load context typed (services from the server, in-process). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
