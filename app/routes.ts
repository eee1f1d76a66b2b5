// The route table React Router reads. Desktop routes and their /m mirrors come from the one
// list in route-table.ts; home and its tabs are shared the same way.
import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { PAGES, pageFile } from "./route-table";

function homeRoutes(prefix: "" | "m-"): RouteConfigEntry {
  return layout("routes/home.tsx", { id: `${prefix}home` }, [
    index("routes/home-feed.tsx", { id: `${prefix}home-feed` }),
    route("curation", "routes/home-curation.tsx", { id: `${prefix}home-curation` }),
    route("new", "routes/home-new.tsx", { id: `${prefix}home-new` }),
  ]);
}

const desktopPages = PAGES.filter((p) => p.desktop !== false).map((p) => route(p.path, pageFile(p), { id: p.id }));

const mobilePages = PAGES.filter((p) => p.mobile !== false).map((p) =>
  route(typeof p.mobile === "string" ? p.mobile : p.path, pageFile(p), { id: `m-${p.id}` }),
);

export default [
  layout("layouts/desktop.tsx", [
    homeRoutes(""),
    ...desktopPages,
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
  route("m", "layouts/mobile.tsx", [
    homeRoutes("m-"),
    ...mobilePages,
    route("*", "routes/not-found.tsx", { id: "m-not-found" }),
  ]),
] satisfies RouteConfig;
