// The route table React Router reads. Desktop routes and their /m mirrors come from the one
// list in route-table.ts; home and its tabs are shared the same way.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { PAGES, pageFile, type LayoutName, type PageEntry } from "./route-table";

function homeRoutes(prefix: "" | "m-"): RouteConfigEntry {
  return layout("routes/home.tsx", { id: `${prefix}home` }, [
    index("routes/home-feed.tsx", { id: `${prefix}home-feed` }),
    route("curation", "routes/home-curation.tsx", { id: `${prefix}home-curation` }),
    route("new", "routes/home-new.tsx", { id: `${prefix}home-new` }),
  ]);
}

// Pages with their own frame (the writing page's compact header) sit outside the site layouts,
// as do pages without any site chrome (sign-in return pages).
const framed = (p: PageEntry) => p.layout === "upload";
const desktopEntries = PAGES.filter((p) => p.desktop !== false && !p.bare && !framed(p));
const mobileEntries = PAGES.filter((p) => p.mobile !== false && !p.bare && !framed(p));
const uploadEntries = PAGES.filter(framed);
const desktopRoute = (p: PageEntry) => route(p.path, pageFile(p), { id: p.id });
const mobileRoute = (p: PageEntry) => route(typeof p.mobile === "string" ? p.mobile : p.path, pageFile(p), { id: `m-${p.id}` });

// Pages without the site chrome (sign-in return pages), desktop and /m, outside the layouts.
const barePages = [
  ...PAGES.filter((p) => p.bare && p.desktop !== false).map(desktopRoute),
  ...PAGES.filter((p) => p.bare && p.mobile !== false).map((p) =>
    route(`m/${typeof p.mobile === "string" ? p.mobile : p.path}`, pageFile(p), { id: `m-${p.id}` }),
  ),
];
/** Layout routes of route-table `layout` names that have a frame of their own (docs/product/platform.md layouts). */
const LAYOUT_FILES: Partial<Record<LayoutName, string>> = {
  mypage: "layouts/mypage.tsx",
  "other-user": "layouts/other-user.tsx",
};

/** Groups entries by layout: entries with a layout file sit under it, the rest stay flat. */
function withLayouts(entries: PageEntry[], toRoute: (p: PageEntry) => RouteConfigEntry, prefix: "" | "m-"): RouteConfigEntry[] {
  const flat = entries.filter((p) => !p.layout || !LAYOUT_FILES[p.layout]).map(toRoute);
  const grouped = Object.entries(LAYOUT_FILES).flatMap(([name, file]) => {
    const children = entries.filter((p) => p.layout === name);
    return children.length ? [layout(file, { id: `${prefix}${name}-layout` }, children.map(toRoute))] : [];
  });
  return [...flat, ...grouped];
}

// Pages that need a member sit under the guard layout (docs/product/platform.md route guard).
const desktopPages = [
  ...withLayouts(
    desktopEntries.filter((p) => !p.guarded),
    desktopRoute,
    "",
  ),
  layout(
    "layouts/member-guard.tsx",
    { id: "guard" },
    withLayouts(
      desktopEntries.filter((p) => p.guarded),
      desktopRoute,
      "",
    ),
  ),
];
const mobilePages = [
  ...withLayouts(
    mobileEntries.filter((p) => !p.guarded),
    mobileRoute,
    "m-",
  ),
  layout(
    "layouts/member-guard.tsx",
    { id: "m-guard" },
    withLayouts(
      mobileEntries.filter((p) => p.guarded),
      mobileRoute,
      "m-",
    ),
  ),
];

// The upload layout: desktop and /m pages under one frame, behind the member guard.
const uploadFrame = layout("layouts/upload.tsx", { id: "upload-layout" }, [
  layout("layouts/member-guard.tsx", { id: "upload-guard" }, [
    ...uploadEntries.filter((p) => p.desktop !== false).map(desktopRoute),
    ...uploadEntries.filter((p) => p.mobile !== false).map((p) => route(`m/${p.path}`, pageFile(p), { id: `m-${p.id}` })),
  ]),
]);

export default [
  ...barePages,
  uploadFrame,
  layout("layouts/desktop.tsx", [homeRoutes(""), ...desktopPages, route("*", "routes/not-found.tsx", { id: "not-found" })]),
  route("m", "layouts/mobile.tsx", [homeRoutes("m-"), ...mobilePages, route("*", "routes/not-found.tsx", { id: "m-not-found" })]),
] satisfies RouteConfig;
