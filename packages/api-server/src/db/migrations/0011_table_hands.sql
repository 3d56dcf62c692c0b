CREATE TABLE "table_hands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_hands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"game_session_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"staked_ore" bigint NOT NULL,
	"state" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_hands_player_round_unique" UNIQUE("player_id","round_id"),
	CONSTRAINT "table_hands_staked_ore_check" CHECK ("table_hands"."staked_ore" > 0),
	CONSTRAINT "table_hands_kind_check" CHECK ("table_hands"."kind" IN ('blackjack', 'videoPoker')),
	CONSTRAINT "table_hands_status_check" CHECK ("table_hands"."status" IN ('open', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "table_hands" ADD CONSTRAINT "table_hands_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_hands" ADD CONSTRAINT "table_hands_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_hands" ADD CONSTRAINT "table_hands_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_hands_one_open_idx" ON "table_hands" USING btree ("player_id","game_id") WHERE "table_hands"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_hands_open_idx" ON "table_hands" USING btree ("updated_at") WHERE "table_hands"."status" = 'open';