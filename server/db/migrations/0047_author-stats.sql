CREATE TABLE "post_daily_stats" (
	"board_no" bigint NOT NULL,
	"user_no" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"from_direct" integer DEFAULT 0 NOT NULL,
	"from_internal" integer DEFAULT 0 NOT NULL,
	"from_search" integer DEFAULT 0 NOT NULL,
	"from_external" integer DEFAULT 0 NOT NULL,
	"hosts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "post_daily_stats_board_no_day_pk" PRIMARY KEY("board_no","day")
);
--> statement-breakpoint
ALTER TABLE "post_daily_stats" ADD CONSTRAINT "post_daily_stats_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_daily_stats" ADD CONSTRAINT "post_daily_stats_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_daily_stats_author_idx" ON "post_daily_stats" USING btree ("user_no","day");