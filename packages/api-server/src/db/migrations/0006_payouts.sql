ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status_check";--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instrument" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reason" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "withdrawals" SET "idempotency_key" = 'before-payouts-' || "id"::text;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "to_provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "destination" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "provider_payout_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "forfeited_bonus_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "submit_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "withdrawals" SET "status" = 'paid', "settled_at" = "created_at";--> statement-breakpoint
UPDATE "payments" SET "instrument" = '•••• ' || "sandbox_provider_payments"."card_last4" FROM "sandbox_provider_payments" WHERE "sandbox_provider_payments"."id" = "payments"."provider_payment_id" AND "sandbox_provider_payments"."card_last4" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_open_idx" ON "withdrawals" USING btree ("submit_after") WHERE "withdrawals"."status" IN ('requested', 'pending');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_idempotency_key_unique" UNIQUE("player_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reason_check" CHECK ("withdrawals"."reason" IN ('player', 'exclusion', 'closure', 'deletion'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" IN ('requested', 'pending', 'paid', 'failed', 'cancelled'));