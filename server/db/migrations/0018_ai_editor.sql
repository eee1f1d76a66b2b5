CREATE TABLE "ai_post_feedback" (
	"board_no" bigint PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"use_feedback" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"key_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advice" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engine" text,
	"reviews" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_term_stats" (
	"board_no" bigint NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "ai_term_stats_board_no_term_pk" PRIMARY KEY("board_no","term")
);
--> statement-breakpoint
ALTER TABLE "ai_post_feedback" ADD CONSTRAINT "ai_post_feedback_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_post_feedback" ADD CONSTRAINT "ai_post_feedback_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_term_stats" ADD CONSTRAINT "ai_term_stats_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_post_feedback_user_idx" ON "ai_post_feedback" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "ai_term_stats_term_idx" ON "ai_term_stats" USING btree ("term");