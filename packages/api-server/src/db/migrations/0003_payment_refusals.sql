ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" DROP CONSTRAINT "sandbox_provider_payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refusal_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refusal_code_check" CHECK (("payments"."status" = 'refused') = ("payments"."refusal_code" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'completed', 'failed', 'cancelled', 'refused'));--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD CONSTRAINT "sandbox_provider_payments_status_check" CHECK ("sandbox_provider_payments"."status" IN ('created', 'approved', 'declined', 'cancelled', 'voided'));