CREATE TABLE "member_pfps" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"rarity" text NOT NULL,
	"image" text,
	"owner" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_pfps" ADD CONSTRAINT "member_pfps_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;