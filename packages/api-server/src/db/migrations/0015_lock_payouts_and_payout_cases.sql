CREATE TABLE "lock_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lock_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"outcome" text,
	"withdrawal_id" uuid,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lock_payouts_reason_check" CHECK ("lock_payouts"."reason" IN ('exclusion', 'closure', 'deletion')),
	CONSTRAINT "lock_payouts_outcome_check" CHECK ("lock_payouts"."outcome" IN ('withdrawal', 'case', 'nothing')),
	CONSTRAINT "lock_payouts_settled_check" CHECK (("lock_payouts"."settled_at" IS NULL) = ("lock_payouts"."outcome" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lock_payout_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"bank_reference" text,
	"withdrawal_id" uuid,
	CONSTRAINT "payout_cases_lock_payout_id_unique" UNIQUE("lock_payout_id"),
	CONSTRAINT "payout_cases_amount_ore_check" CHECK ("payout_cases"."amount_ore" > 0),
	CONSTRAINT "payout_cases_reason_check" CHECK ("payout_cases"."reason" IN ('exclusion', 'closure', 'deletion')),
	CONSTRAINT "payout_cases_paid_check" CHECK (("payout_cases"."paid_at" IS NULL) = ("payout_cases"."paid_by" IS NULL) AND ("payout_cases"."paid_at" IS NULL) = ("payout_cases"."bank_reference" IS NULL) AND ("payout_cases"."paid_at" IS NULL) = ("payout_cases"."withdrawal_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "lock_payouts" ADD CONSTRAINT "lock_payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_payouts" ADD CONSTRAINT "lock_payouts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_cases" ADD CONSTRAINT "payout_cases_lock_payout_id_lock_payouts_id_fk" FOREIGN KEY ("lock_payout_id") REFERENCES "public"."lock_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_cases" ADD CONSTRAINT "payout_cases_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_cases" ADD CONSTRAINT "payout_cases_paid_by_support_agents_player_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."support_agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_cases" ADD CONSTRAINT "payout_cases_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lock_payouts_due_idx" ON "lock_payouts" USING btree ("next_run_at") WHERE "lock_payouts"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lock_payouts_player_idx" ON "lock_payouts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "payout_cases_open_idx" ON "payout_cases" USING btree ("opened_at") WHERE "payout_cases"."paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payout_cases_player_idx" ON "payout_cases" USING btree ("player_id");