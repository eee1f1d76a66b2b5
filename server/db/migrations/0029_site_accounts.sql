CREATE TABLE "office_share_claims" (
	"code" text PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"board_no" bigint NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_identities" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "office_share_claims" ADD CONSTRAINT "office_share_claims_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_share_claims" ADD CONSTRAINT "office_share_claims_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE cascade ON UPDATE no action;