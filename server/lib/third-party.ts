// Third-party tag, pixel and ad scripts (docs/product/site.md §13, decision 0161): they load only
// on the production host, and their origins join the page's Content-Security-Policy exactly
// then. Any other host (staging, a local machine, a test) gets pages without them and the
// unchanged policy. The scripts are added to the finished HTML, so pages know nothing of them.

export interface ThirdParty {
  /** The Host header production requests carry (lower case), or null: never. */
  productionHost: string | null;
  scripts: string[];
  /** The scripts' origins, for the policy. */
  origins: string[];
}

export function thirdPartyOf(config: { PRODUCTION_HOST?: string | undefined; THIRD_PARTY_SCRIPTS: string[] }): ThirdParty {
  const scripts = config.THIRD_PARTY_SCRIPTS;
  return {
    productionHost: config.PRODUCTION_HOST ? config.PRODUCTION_HOST.toLowerCase() : null,
    scripts,
    origins: [...new Set(scripts.map((s) => new URL(s).origin))],
  };
}

/** Whether a request (its Host header) is on the production host and there is anything to add. */
export function onProductionHost(party: ThirdParty, host: string | string[] | undefined): boolean {
  if (!party.productionHost || !party.scripts.length || typeof host !== "string") return false;
  return host.trim().toLowerCase() === party.productionHost;
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page with the scripts at the end of its <head> (async: they never hold up the page). */
export function withThirdPartyScripts(html: string, party: ThirdParty): string {
  const at = html.indexOf("</head>");
  if (at < 0 || !party.scripts.length) return html;
  const tags = party.scripts.map((src) => `<script async src="${attribute(src)}" data-third-party=""></script>`).join("");
  return html.slice(0, at) + tags + html.slice(at);
}
