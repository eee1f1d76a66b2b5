// The signed-in member as pages see it. Until sign-in exists every visitor is anonymous;
// the root loader is the one place that will fill it.
import { useRouteLoaderData, type AppLoadContext, type LoaderFunctionArgs } from "react-router";

export interface Viewer {
  userId: string;
  userName: string;
  userEmail: string;
  userProfileImg: string | null;
  emailCertYn: "Y" | "N";
}

export interface RootData {
  siteName: string;
  publicUrl: string;
  year: number;
  viewer: Viewer | null;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { siteName: "나눔터", publicUrl: "", year: new Date().getFullYear(), viewer: null };
}

/** Loader arguments with our load context typed (services from the server, in-process). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
