// The office-suite desktop client may post its sign-in message as soon as the document loads,
// before the app is interactive: this inline script (server-rendered by root.tsx, run while the
// page is parsed) keeps such messages until the bridge (office-client.tsx) takes over.
export const EARLY_BUFFER =
  "(function(){var q=window.__ntOfficeMessages=[];function f(e){if(e.origin===location.origin&&e.data&&typeof e.data==='object'&&typeof e.data.type==='string')q.push({origin:e.origin,data:e.data})}window.__ntOfficeEarly=f;window.addEventListener('message',f)})();";
