-- The link between a deposit and the bonus it granted moves to the deposit (payments stands above promotions);
-- the UPDATE is hand-written: every bonus granted before keeps its deposit.
ALTER TABLE "promo_code_usages" DROP CONSTRAINT "promo_code_usages_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "granted_bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_granted_bonus_id_promo_code_usages_id_fk" FOREIGN KEY ("granted_bonus_id") REFERENCES "public"."promo_code_usages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "payments" SET "granted_bonus_id" = "promo_code_usages"."id" FROM "promo_code_usages" WHERE "promo_code_usages"."payment_id" = "payments"."id";--> statement-breakpoint
ALTER TABLE "promo_code_usages" DROP COLUMN "payment_id";
