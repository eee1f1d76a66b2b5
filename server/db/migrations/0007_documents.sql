CREATE TABLE "document_pages" (
	"board_no" bigint NOT NULL,
	"page_no" integer NOT NULL,
	"image_key" text,
	"text_layer_key" text,
	"width" integer,
	"height" integer,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	CONSTRAINT "document_pages_board_no_page_no_pk" PRIMARY KEY("board_no","page_no")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"board_no" bigint PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"original_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"allow_download" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"renderer" text,
	"converter" text,
	"page_count" integer DEFAULT 0 NOT NULL,
	"pages_prefix" text,
	"pages_note" text,
	"failure_code" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_board_no_documents_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."documents"("board_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_board_no_boards_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."boards"("board_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status");