DROP TABLE "sandbox_provider_payments" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_provider_payouts" CASCADE;