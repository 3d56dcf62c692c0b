ALTER TABLE "sandbox_provider_payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "sandbox_provider_payments" ADD CONSTRAINT "sandbox_provider_payments_method_check" CHECK ("sandbox_provider_payments"."method" IN ('card', 'mobilepay', 'applepay', 'googlepay'));--> statement-breakpoint
UPDATE "sandbox_provider_payments" SET "method" = 'card' WHERE "card_last4" IS NOT NULL;