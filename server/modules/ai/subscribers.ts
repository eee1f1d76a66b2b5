// The AI module's part in post events: the term statistics of AI tags follow the posts.
export { forgetChangedPostTerms, forgetRemovedPostTerms } from "./term-stats";
