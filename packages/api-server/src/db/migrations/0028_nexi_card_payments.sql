CREATE TABLE "nexi_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"nexi_payment_id" text NOT NULL,
	"hosted_page_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nexi_payments_nexi_payment_id_unique" UNIQUE("nexi_payment_id")
);
--> statement-breakpoint
CREATE TABLE "nexi_webhooks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"nexi_payment_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'trustly' NOT NULL;--> statement-breakpoint
ALTER TABLE "nexi_payments" ADD CONSTRAINT "nexi_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nexi_webhooks_payment_idx" ON "nexi_webhooks" USING btree ("nexi_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" IN ('trustly', 'nexi'));