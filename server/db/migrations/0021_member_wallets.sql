CREATE TABLE "member_wallets" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"wallet_type" text NOT NULL,
	"chain_id" integer NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_wallets" ADD CONSTRAINT "member_wallets_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_wallets_address_live" ON "member_wallets" USING btree (lower("address")) WHERE "member_wallets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "member_wallets_address" ON "member_wallets" USING btree (lower("address"));