// Small browser-cookie helpers for the "do not show again" choices (not for anything secret:
// the session cookie is httpOnly and never touched by scripts).

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** Without `maxAgeSeconds` the cookie lasts until the browser is closed (a session cookie). */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const age = maxAgeSeconds === undefined ? "" : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax${secure}`;
}
