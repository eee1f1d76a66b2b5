CREATE TABLE "search_terms" (
	"board_no" bigint PRIMARY KEY NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_subject_choseong_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "subject_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "analyzer" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_board_no_search_documents_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."search_documents"("board_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_terms_idx" ON "search_terms" USING gin ("terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "boards_hidden_idx" ON "boards" USING btree ("board_no") WHERE "boards"."blind_yn" <> 'N' or "boards"."publishing";--> statement-breakpoint
CREATE INDEX "search_documents_newest_idx" ON "search_documents" USING btree ("created_at" DESC NULLS LAST,"board_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_documents_subject_choseong_prefix_idx" ON "search_documents" USING btree ("subject_choseong" text_pattern_ops,"created_at","board_no");--> statement-breakpoint
CREATE INDEX "search_documents_name_choseong_prefix_idx" ON "search_documents" USING btree ("name_choseong" text_pattern_ops,"created_at","board_no");