CREATE TABLE "board_bookmarks" (
	"user_no" integer NOT NULL,
	"board_no" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_bookmarks_user_no_board_no_pk" PRIMARY KEY("user_no","board_no")
);
--> statement-breakpoint
CREATE TABLE "board_likes" (
	"user_no" integer NOT NULL,
	"board_no" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_likes_user_no_board_no_pk" PRIMARY KEY("user_no","board_no")
);
--> statement-breakpoint
CREATE TABLE "board_shares" (
	"user_no" integer NOT NULL,
	"board_no" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_shares_user_no_board_no_pk" PRIMARY KEY("user_no","board_no")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_no" integer NOT NULL,
	"followee_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_no_followee_no_pk" PRIMARY KEY("follower_no","followee_no"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_no" <> "follows"."followee_no")
);
--> statement-breakpoint
CREATE TABLE "share_visits" (
	"sharer_no" integer NOT NULL,
	"board_no" bigint NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_visits_sharer_no_board_no_visitor_key_pk" PRIMARY KEY("sharer_no","board_no","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "board_bookmarks" ADD CONSTRAINT "board_bookmarks_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_bookmarks" ADD CONSTRAINT "board_bookmarks_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_likes" ADD CONSTRAINT "board_likes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_likes" ADD CONSTRAINT "board_likes_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_shares" ADD CONSTRAINT "board_shares_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_shares" ADD CONSTRAINT "board_shares_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_no_users_user_no_fk" FOREIGN KEY ("follower_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_no_users_user_no_fk" FOREIGN KEY ("followee_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visits" ADD CONSTRAINT "share_visits_sharer_no_users_user_no_fk" FOREIGN KEY ("sharer_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visits" ADD CONSTRAINT "share_visits_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_bookmarks_user_idx" ON "board_bookmarks" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_likes_board_idx" ON "board_likes" USING btree ("board_no");--> statement-breakpoint
CREATE INDEX "board_likes_user_idx" ON "board_likes" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_no");--> statement-breakpoint
CREATE INDEX "share_visits_sharer_idx" ON "share_visits" USING btree ("sharer_no");