// Loaded once a page is idle (root.tsx): registers the service worker (docs/product/offline.md)
// and, while the browser is offline, turns the site's links into whole page loads, so the
// worker can answer them with a saved post or the offline page (a link followed inside the app
// would ask the network for the page's data and fail).

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
  // Registered here directly, not through the push settings' helper: a visitor's post page then
  // loads no push code (registering twice, from both, is one registration to the browser).
  void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  document.addEventListener("click", followWhileOffline, true);
}
