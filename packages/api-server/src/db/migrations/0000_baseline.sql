CREATE TABLE "deletion_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deletion_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "deletion_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"player_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"pending_amount_ore" bigint,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_player_id_period_pk" PRIMARY KEY("player_id","period"),
	CONSTRAINT "deposit_limits_period_check" CHECK ("deposit_limits"."period" IN ('daily', 'weekly', 'monthly')),
	CONSTRAINT "deposit_limits_amount_ore_check" CHECK ("deposit_limits"."amount_ore" > 0),
	CONSTRAINT "deposit_limits_pending_amount_ore_check" CHECK ("deposit_limits"."pending_amount_ore" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "free_spin_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_spin_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"promo_code_id" integer,
	"spins_total" integer NOT NULL,
	"spins_left" integer NOT NULL,
	"spin_value_ore" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_spin_grants_spins_total_check" CHECK ("free_spin_grants"."spins_total" > 0),
	CONSTRAINT "free_spin_grants_spins_left_check" CHECK ("free_spin_grants"."spins_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_manuals" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_manuals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"stake_ore" bigint NOT NULL,
	"win_ore" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_stake_ore_check" CHECK ("game_rounds"."stake_ore" >= 0),
	CONSTRAINT "game_rounds_win_ore_check" CHECK ("game_rounds"."win_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_terms" (
	"game_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "game_terms_game_id_term_id_pk" PRIMARY KEY("game_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"page_title" text NOT NULL,
	"provider" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_published" boolean NOT NULL,
	"is_internal" boolean NOT NULL,
	"color" text NOT NULL,
	"jackpot_ore" bigint,
	"manual_id" integer,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"year" integer NOT NULL,
	"volatility" integer DEFAULT 1 NOT NULL,
	"bet_min_ore" bigint NOT NULL,
	"bet_max_ore" bigint NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"description_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_volatility_check" CHECK ("games"."volatility" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_type_check" CHECK ("ledger_entries"."type" IN ('deposit', 'withdrawal', 'bet', 'win', 'bonus')),
	CONSTRAINT "ledger_entries_amount_ore_check" CHECK ("ledger_entries"."amount_ore" <> 0),
	CONSTRAINT "ledger_entries_sign_check" CHECK (("ledger_entries"."type" IN ('deposit', 'win') AND "ledger_entries"."amount_ore" > 0) OR ("ledger_entries"."type" = 'bet' AND "ledger_entries"."amount_ore" < 0) OR "ledger_entries"."type" IN ('withdrawal', 'bonus'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"currency" text DEFAULT 'DKK' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text DEFAULT 'card' NOT NULL,
	"game_session_id" text,
	"redirect_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"terms_url" text NOT NULL,
	"promo_code_id" integer,
	"page_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_player_id_idempotency_key_unique" UNIQUE("player_id","idempotency_key"),
	CONSTRAINT "payments_amount_ore_check" CHECK ("payments"."amount_ore" BETWEEN 5000 AND 1000000),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'DKK'),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_no" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"accepted_newsletters" boolean DEFAULT false NOT NULL,
	"has_accepted_sms" boolean DEFAULT false NOT NULL,
	"spending_level_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"excluded_until" timestamp with time zone,
	"cooldown_until" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reopen_not_before" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_customer_no_unique" UNIQUE("customer_no"),
	CONSTRAINT "players_email_unique" UNIQUE("email"),
	CONSTRAINT "players_email_check" CHECK ("players"."email" = lower("players"."email")),
	CONSTRAINT "players_status_check" CHECK ("players"."status" IN ('active', 'closed', 'deleted'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt_html" text NOT NULL,
	"content_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promo_code_usages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_usages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"promo_code_id" integer NOT NULL,
	"status" text NOT NULL,
	"wagering_required_ore" bigint DEFAULT 0 NOT NULL,
	"wagered_ore" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"bonus_amount_ore" bigint DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	CONSTRAINT "promo_code_usages_player_id_promo_code_id_unique" UNIQUE("player_id","promo_code_id"),
	CONSTRAINT "promo_code_usages_status_check" CHECK ("promo_code_usages"."status" IN ('active', 'completed', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"game_id" integer,
	"min_payment_ore" bigint NOT NULL,
	"free_spins" integer DEFAULT 0 NOT NULL,
	"bonus_amount_ore" bigint DEFAULT 0 NOT NULL,
	"bonus_payment_percent" integer DEFAULT 0 NOT NULL,
	"wagering_multiplier" integer DEFAULT 0 NOT NULL,
	"message_html" text NOT NULL,
	"first_deposit_only" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_wagering_multiplier_check" CHECK ("promo_codes"."wagering_multiplier" BETWEEN 0 AND 10)
);
--> statement-breakpoint
CREATE TABLE "rofus_register" (
	"email" text PRIMARY KEY NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rofus_register_email_check" CHECK ("rofus_register"."email" = lower("rofus_register"."email"))
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_payments_merchant_reference_unique" UNIQUE("merchant_reference"),
	CONSTRAINT "sandbox_provider_payments_amount_ore_check" CHECK ("sandbox_provider_payments"."amount_ore" > 0),
	CONSTRAINT "sandbox_provider_payments_status_check" CHECK ("sandbox_provider_payments"."status" IN ('created', 'approved', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "spending_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "terms_taxonomy_slug_unique" UNIQUE("taxonomy","slug"),
	CONSTRAINT "terms_taxonomy_check" CHECK ("terms"."taxonomy" IN ('category', 'tag'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"amount_ore" bigint NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_ore_check" CHECK ("withdrawals"."amount_ore" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" IN ('pending', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "deletion_tokens" ADD CONSTRAINT "deletion_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_terms" ADD CONSTRAINT "game_terms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_terms" ADD CONSTRAINT "game_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_manual_id_game_manuals_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."game_manuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_spending_level_id_spending_levels_id_fk" FOREIGN KEY ("spending_level_id") REFERENCES "public"."spending_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_usages" ADD CONSTRAINT "promo_code_usages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","played_at");--> statement-breakpoint
CREATE INDEX "game_rounds_win_idx" ON "game_rounds" USING btree ("played_at","win_ore");--> statement-breakpoint
CREATE INDEX "game_terms_term_idx" ON "game_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_player_idx" ON "ledger_entries" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","failed_at");--> statement-breakpoint
CREATE INDEX "payments_player_created" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "withdrawals_player_created" ON "withdrawals" USING btree ("player_id","created_at");