CREATE TABLE "bank_account_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"provider_order_id" text,
	"status" text DEFAULT 'started' NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "bank_account_selections_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "bank_account_selections_status_check" CHECK ("bank_account_selections"."status" IN ('started', 'verified')),
	CONSTRAINT "bank_account_selections_verified_check" CHECK (("bank_account_selections"."status" = 'verified') = ("bank_account_selections"."verified_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "trustly_orders" DROP CONSTRAINT "trustly_orders_amount_ore_check";--> statement-breakpoint
ALTER TABLE "trustly_orders" DROP CONSTRAINT "trustly_orders_kind_check";--> statement-breakpoint
ALTER TABLE "trustly_orders" ADD COLUMN "account_bank" text;--> statement-breakpoint
ALTER TABLE "bank_account_selections" ADD CONSTRAINT "bank_account_selections_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_selections_player_idx" ON "bank_account_selections" USING btree ("player_id","verified_at");--> statement-breakpoint
ALTER TABLE "trustly_orders" ADD CONSTRAINT "trustly_orders_amount_ore_check" CHECK ("trustly_orders"."amount_ore" > 0 OR ("trustly_orders"."kind" = 'account' AND "trustly_orders"."amount_ore" = 0));--> statement-breakpoint
ALTER TABLE "trustly_orders" ADD CONSTRAINT "trustly_orders_kind_check" CHECK ("trustly_orders"."kind" IN ('deposit', 'payout', 'account'));