-- Custom SQL migration file, put your code below! --
-- Search statements read a few hundred index rows each: starting parallel workers for them
-- costs more than it saves (docs/decisions/0052-search-at-scale.md). drizzle-kit has no
-- table storage parameters, so this one is written here.
ALTER TABLE "search_documents" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "search_terms" SET (parallel_workers = 0);
