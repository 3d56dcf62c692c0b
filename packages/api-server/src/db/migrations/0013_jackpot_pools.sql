CREATE TABLE "jackpot_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_entries_once_per_transaction" UNIQUE("transaction_id","game_id","type"),
	CONSTRAINT "jackpot_entries_type_check" CHECK ("jackpot_entries"."type" IN ('seed', 'contribution', 'payout')),
	CONSTRAINT "jackpot_entries_sign_check" CHECK (("jackpot_entries"."type" = 'payout' AND "jackpot_entries"."amount_ore" < 0) OR ("jackpot_entries"."type" <> 'payout' AND "jackpot_entries"."amount_ore" > 0))
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_game_id_jackpot_pools_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."jackpot_pools"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jackpot_entries_game_idx" ON "jackpot_entries" USING btree ("game_id","id");