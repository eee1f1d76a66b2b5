CREATE TABLE "howl_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"segment" text NOT NULL,
	"member" boolean NOT NULL,
	"answered" boolean NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "howl_questions_segment" CHECK ("howl_questions"."segment" in ('A', 'B')),
	CONSTRAINT "howl_questions_question" CHECK (char_length("howl_questions"."question") <= 300)
);
--> statement-breakpoint
CREATE INDEX "howl_questions_created_idx" ON "howl_questions" USING btree ("created_at");