CREATE TABLE "help_messages" (
	"message_no" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_messages_role" CHECK ("help_messages"."role" in ('user', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "help_threads" (
	"thread_id" bigserial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_messages" ADD CONSTRAINT "help_messages_thread_id_help_threads_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."help_threads"("thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_threads" ADD CONSTRAINT "help_threads_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_messages_thread" ON "help_messages" USING btree ("thread_id","message_no");--> statement-breakpoint
CREATE UNIQUE INDEX "help_threads_user_day" ON "help_threads" USING btree ("user_no","day");