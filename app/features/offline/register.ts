// Loaded once a page is idle (root.tsx): registers the service worker (docs/product/offline.md)
// and, while the browser is offline, turns the site's links into whole page loads, so the
// worker can answer them with a saved post or the offline page (a link followed inside the app
// would ask the network for the page's data and fail).
import { registerServiceWorker } from "../notifications/service-worker";

function followWhileOffline(event: MouseEvent): void {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  window.location.assign(url.href);
}

let started = false;

export function startOffline(): void {
  if (started || !("serviceWorker" in navigator)) return;
  started = true;
  void registerServiceWorker();
  document.addEventListener("click", followWhileOffline, true);
}
