ALTER TABLE "promo_codes" ADD COLUMN "wagering_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "free_spin_value_ore" bigint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "free_spin_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" DROP COLUMN "message_html";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_wagering_days_check" CHECK ("promo_codes"."wagering_days" >= 60);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_free_spin_value_check" CHECK ("promo_codes"."free_spin_value_ore" > 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_free_spin_days_check" CHECK ("promo_codes"."free_spin_days" > 0);