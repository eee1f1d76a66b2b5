// Public surface of core/: the pure rules shared by app/ (browser) and server/.
// Import from here or from the individual module; both resolve to the same code.

export * from "./brand";
export * from "./messages";
export * from "./permalink";
export * from "./nickname";
export * from "./search";
export * from "./format";
export * from "./topics";
export * from "./upload-form";
export * from "./files";
export * from "./text";
export * from "./language";
export * from "./rarity";
export * from "./device";
export * from "./account";
export * from "./post-sign-in";
export * from "./social";
export * from "./phone";
export * from "./usage-reason";
export * from "./profile";
export * from "./writing";
export * from "./missions";
export * from "./upload-quota";
export * from "./reactions";
export * from "./share";
export * from "./comments";
export * from "./reports";
export * from "./notifications";
export * from "./curation";
