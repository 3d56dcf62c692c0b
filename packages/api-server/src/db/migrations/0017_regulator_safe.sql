CREATE TABLE "regulator_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regulator_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_key" text NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"report_day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"stake_ore" bigint NOT NULL,
	"jackpot_contribution_ore" bigint NOT NULL,
	"win_ore" bigint NOT NULL,
	"jackpot_win_ore" bigint NOT NULL,
	"record" jsonb NOT NULL,
	"safe_file_id" bigint,
	"jackpot_file_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulator_outbox_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "regulator_outbox_amounts_check" CHECK ("regulator_outbox"."stake_ore" >= 0 AND "regulator_outbox"."jackpot_contribution_ore" >= 0 AND "regulator_outbox"."win_ore" >= 0 AND "regulator_outbox"."jackpot_win_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "safe_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "safe_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"file_identifier" text NOT NULL,
	"report_day" date NOT NULL,
	"token_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"mac" text NOT NULL,
	"byte_size" integer NOT NULL,
	"record_count" integer NOT NULL,
	"stake_ore" bigint NOT NULL,
	"jackpot_contribution_ore" bigint NOT NULL,
	"win_ore" bigint NOT NULL,
	"jackpot_win_ore" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safe_files_path_unique" UNIQUE("path"),
	CONSTRAINT "safe_files_file_identifier_unique" UNIQUE("file_identifier"),
	CONSTRAINT "safe_files_token_sequence_unique" UNIQUE("token_id","sequence"),
	CONSTRAINT "safe_files_kind_check" CHECK ("safe_files"."kind" IN ('KasinoSpil', 'JackpotUdloesning', 'EndOfDay'))
);
--> statement-breakpoint
CREATE TABLE "tamper_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"start_mac" text NOT NULL,
	"last_mac" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"planned_close_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "regulator_outbox" ADD CONSTRAINT "regulator_outbox_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_outbox" ADD CONSTRAINT "regulator_outbox_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_outbox" ADD CONSTRAINT "regulator_outbox_safe_file_id_safe_files_id_fk" FOREIGN KEY ("safe_file_id") REFERENCES "public"."safe_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulator_outbox" ADD CONSTRAINT "regulator_outbox_jackpot_file_id_safe_files_id_fk" FOREIGN KEY ("jackpot_file_id") REFERENCES "public"."safe_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_files" ADD CONSTRAINT "safe_files_token_id_tamper_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tamper_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regulator_outbox_day_idx" ON "regulator_outbox" USING btree ("report_day","id");--> statement-breakpoint
CREATE INDEX "regulator_outbox_player_idx" ON "regulator_outbox" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "regulator_outbox_unpacked_idx" ON "regulator_outbox" USING btree ("id") WHERE "regulator_outbox"."safe_file_id" IS NULL;--> statement-breakpoint
CREATE INDEX "safe_files_day_idx" ON "safe_files" USING btree ("report_day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "safe_files_one_end_of_day_idx" ON "safe_files" USING btree ("report_day") WHERE "safe_files"."kind" = 'EndOfDay';