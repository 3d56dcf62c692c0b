CREATE TABLE "sandbox_mailbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_mailbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"message_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"currency" text NOT NULL,
	"to_payment_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_payouts_merchant_reference_unique" UNIQUE("merchant_reference"),
	CONSTRAINT "sandbox_provider_payouts_amount_ore_check" CHECK ("sandbox_provider_payouts"."amount_ore" > 0),
	CONSTRAINT "sandbox_provider_payouts_status_check" CHECK ("sandbox_provider_payouts"."status" IN ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" DROP CONSTRAINT "sandbox_provider_payments_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_outbox" SET "sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
UPDATE "payments" SET "provider_payment_id" = "sandbox_provider_payments"."id" FROM "sandbox_provider_payments" WHERE "sandbox_provider_payments"."merchant_reference" = "payments"."id"::text;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payouts" ADD CONSTRAINT "sandbox_provider_payouts_to_payment_id_sandbox_provider_payments_id_fk" FOREIGN KEY ("to_payment_id") REFERENCES "public"."sandbox_provider_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_mailbox_to_idx" ON "sandbox_mailbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD CONSTRAINT "sandbox_provider_payments_status_check" CHECK ("sandbox_provider_payments"."status" IN ('created', 'approved', 'declined', 'cancelled', 'voided', 'refunded'));