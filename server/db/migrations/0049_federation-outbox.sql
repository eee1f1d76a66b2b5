CREATE TABLE "federation_outbox" (
	"board_no" bigint PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federation_posts" (
	"board_no" bigint PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"sent_version" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "federation_posts" ADD CONSTRAINT "federation_posts_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;