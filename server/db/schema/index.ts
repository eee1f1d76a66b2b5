// One schema, one file per domain. drizzle-kit
// reads this folder to generate migrations; the app imports everything from here.
export * from "./accounts";
export * from "./boards";
export * from "./system";
export * from "./notifications";
export * from "./oauth";
export * from "./points";
export * from "./terms";
export * from "./profile";
export * from "./contents";
export * from "./drafts";
export * from "./documents";
export * from "./search";
export * from "./missions";
export * from "./reactions";
export * from "./comments";
export * from "./curation";
