// The signed-in member as pages see it. Pages rendered for their reader (my page, writing …)
// get the member from the root loader. Pages the same for everyone (a post, the home tabs,
// search …) are rendered without the reader and shared from the page cache; there the root
// loader only says "a member is reading" (`viewerPending`), and ViewerProvider fetches the
// member and their state on the page — like, bookmark, follow, vote — in one call
// (GET /api/viewer/state) after hydration. Every component reads the member through
// useRootData() either way. docs/decisions/0131.
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useMatches, useRouteLoaderData, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "react-router";
import { BRAND } from "../../core/brand";
import type { Language } from "../../core/i18n";
import type { PostViewerState, ViewerSummary } from "../../server/modules/viewer/types";
import type { FooterSites } from "../../server/services";
import { readWithRetries } from "./api";

export type Viewer = ViewerSummary;

export interface RootData {
  /** The interface language the page is rendered in (core/i18n.ts). */
  language: Language;
  /** The brand in that language. */
  siteName: string;
  publicUrl: string;
  year: number;
  viewer: Viewer | null;
  /** A member reads a shared page: who they are is fetched after hydration. */
  viewerPending: boolean;
  /** Configured social sign-in providers, in button order (docs/product/reading.md). */
  socialProviders: ("G" | "K" | "P" | "W")[];
  /** Whether the office-suite desktop-client sign-in is on. */
  officeClient: boolean;
  /** The footer's 사이트 group addresses (configuration). */
  footerSites: FooterSites;
}

/** What a route module may say about its page (its `handle` export); the server reads it too. */
export interface PageHandle {
  /** The loaders' data does not depend on who reads: one rendering serves everyone. */
  sameForEveryone?: boolean;
  /** The reader's own state this page shows, asked for in the one state call. */
  viewerState?: (data: unknown) => { boardNo?: number } | null;
}

const FALLBACK: RootData = {
  language: "ko",
  siteName: BRAND.siteName,
  publicUrl: "",
  year: new Date().getFullYear(),
  viewer: null,
  viewerPending: false,
  socialProviders: [],
  officeClient: false,
  footerSites: { office: "", sister: "", notes: "", hub: "" },
};

interface ViewerStore {
  viewer: Viewer | null;
  /** The member is not known yet (the state call is under way). */
  pending: boolean;
  post: PostViewerState | null;
  /** The post the state call answered for (its post may be null: not readable). */
  postFor: number | null;
  /** Asks again (after an action that changed the member, e.g. a verified e-mail). */
  refresh(): void;
  /** The member once known (at once when it already is). */
  whenKnown(): Promise<Viewer | null>;
}

const ViewerContext = createContext<ViewerStore | null>(null);

function usePageNeed(): { boardNo?: number } | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as PageHandle | undefined;
    if (handle?.viewerState && match.data) return handle.viewerState(match.data);
  }
  return null;
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const root = (useRouteLoaderData("root") as RootData | undefined) ?? FALLBACK;
  const need = usePageNeed();
  const boardNo = need?.boardNo;
  const [state, setState] = useState<{ viewer: Viewer | null; known: boolean; post: PostViewerState | null; postFor: number | null }>(
    () => ({
      viewer: root.viewer,
      known: !root.viewerPending,
      post: null,
      postFor: null,
    }),
  );
  const [generation, setGeneration] = useState(0);
  const waiting = useRef<((viewer: Viewer | null) => void)[]>([]);
  useEffect(() => {
    if (!state.known) return;
    for (const resolve of waiting.current.splice(0)) resolve(state.viewer);
  }, [state]);

  // The root's data changes after a revalidation (a profile change, a sign-in): take it over.
  const lastRoot = useRef(root);
  useEffect(() => {
    if (lastRoot.current === root) return;
    lastRoot.current = root;
    setState((s) => ({
      ...s,
      viewer: root.viewer,
      known: !root.viewerPending,
      ...(root.viewerPending || root.viewer ? {} : { post: null, postFor: null }),
    }));
    if (root.viewerPending) setGeneration((g) => g + 1);
  }, [root]);

  // Says on the page who it is for (pages, tests and styles may wait for "member" or "visitor").
  useEffect(() => {
    document.documentElement.dataset.viewer = !state.known ? "pending" : state.viewer ? "member" : "visitor";
  }, [state]);

  const member = !state.known || state.viewer !== null;
  const postMissing = boardNo !== undefined && state.postFor !== boardNo;
  const shouldFetch = member && (!state.known || postMissing);
  useEffect(() => {
    if (!shouldFetch) return;
    let cancelled = false;
    void readWithRetries("GET /api/viewer/state", { query: boardNo ? { boardNo } : {} }).then((result) => {
      if (cancelled) return;
      // A moment's overload is asked through again (readWithRetries); a call that still fails
      // leaves the page as a visitor sees it rather than waiting forever.
      const data = result.ok ? result.data : null;
      setState({ viewer: data?.viewer ?? null, known: true, post: data?.post ?? null, postFor: boardNo ?? null });
    });
    return () => {
      cancelled = true;
    };
  }, [shouldFetch, boardNo, generation]);

  const store = useMemo<ViewerStore>(
    () => ({
      viewer: state.viewer,
      pending: !state.known,
      post: state.post,
      postFor: state.postFor,
      refresh: () => {
        setState((s) => ({ ...s, known: false }));
        setGeneration((g) => g + 1);
      },
      whenKnown: () =>
        state.known ? Promise.resolve(state.viewer) : new Promise<Viewer | null>((resolve) => waiting.current.push(resolve)),
    }),
    [state],
  );
  return createElement(ViewerContext.Provider, { value: store }, children);
}

/** Resolves to the member as soon as they are known (a member's first moments on a shared page). */
export function useViewerWhenKnown(): () => Promise<Viewer | null> {
  const store = useContext(ViewerContext);
  const root = useRouteLoaderData("root") as RootData | undefined;
  return useCallback(() => (store ? store.whenKnown() : Promise.resolve(root?.viewer ?? null)), [store, root]);
}

/** The root data with the member as far as it is known (see the top of this file). */
export function useRootData(): RootData {
  const root = (useRouteLoaderData("root") as RootData | undefined) ?? FALLBACK;
  const store = useContext(ViewerContext);
  if (!store) return root;
  return { ...root, viewer: store.viewer, viewerPending: store.pending };
}

/**
 * The reader's own state on a post: null while a member's is on its way (or for a visitor,
 * whose state is the loader's). `pending` tells a member's buttons to wait.
 */
export function usePostViewerState(boardNo: number): { post: PostViewerState | null; pending: boolean } {
  const store = useContext(ViewerContext);
  if (!store) return { post: null, pending: false };
  const post = store.postFor === boardNo ? store.post : null;
  return { post, pending: store.pending || (store.viewer !== null && store.postFor !== boardNo) };
}

/** Loader arguments with our load context typed (services from the server, in-process). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;

/** Action arguments with our load context typed (`context.act` runs the write, server/page-actions.ts). */
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
