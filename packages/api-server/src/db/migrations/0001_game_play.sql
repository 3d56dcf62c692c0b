CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "round_id" uuid;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "game_session_id" uuid;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "balance_after_ore" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_round_unique" UNIQUE("player_id","round_id");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_balance_after_ore_check" CHECK ("game_rounds"."balance_after_ore" >= 0);