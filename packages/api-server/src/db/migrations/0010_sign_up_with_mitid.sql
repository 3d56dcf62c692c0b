CREATE TABLE "account_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" IN ('verify-email', 'reset-password'))
);
--> statement-breakpoint
ALTER TABLE "rofus_register" DROP CONSTRAINT "rofus_register_email_check";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cpr_key" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cpr_sealed" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "address_postal_code" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "address_from_mitid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: the sandbox register's listings by e-mail cannot become CPR keys; drop them with the column
-- (its primary key) before the CPR key takes its place. `npm run db:reset` lists the seeded ROFUS player again.
DELETE FROM "rofus_register";--> statement-breakpoint
ALTER TABLE "rofus_register" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "rofus_register" ADD COLUMN "cpr_key" text PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_player_idx" ON "account_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_cpr_key_unique" UNIQUE("cpr_key");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_cpr_check" CHECK (("players"."cpr_key" IS NULL) = ("players"."cpr_sealed" IS NULL));