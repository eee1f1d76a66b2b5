CREATE TABLE "ai_videos" (
	"video_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"board_no" bigint,
	"source_name" text NOT NULL,
	"pdf_key" text,
	"page_count" integer NOT NULL,
	"scenes" jsonb NOT NULL,
	"engine" text NOT NULL,
	"status" text NOT NULL,
	"step" text DEFAULT 'script' NOT NULL,
	"step_progress" integer DEFAULT 0 NOT NULL,
	"taken_at" timestamp with time zone,
	"video_key" text,
	"duration_seconds" real,
	"size_bytes" integer,
	"failure" text,
	"downloads" integer DEFAULT 0 NOT NULL,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_videos_status" CHECK ("ai_videos"."status" in ('script', 'queued', 'rendering', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "ai_videos" ADD CONSTRAINT "ai_videos_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_videos" ADD CONSTRAINT "ai_videos_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_videos_user_idx" ON "ai_videos" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_videos_created_idx" ON "ai_videos" USING btree ("created_at");