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
