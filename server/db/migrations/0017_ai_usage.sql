CREATE TABLE "ai_daily_usage" (
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_daily_usage_user_no_kind_day_pk" PRIMARY KEY("user_no","kind","day"),
	CONSTRAINT "ai_daily_usage_used" CHECK ("ai_daily_usage"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ai_daily_usage" ADD CONSTRAINT "ai_daily_usage_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;