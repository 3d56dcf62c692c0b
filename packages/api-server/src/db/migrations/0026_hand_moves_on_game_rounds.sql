DROP TABLE "table_hands" CASCADE;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "moves" jsonb;