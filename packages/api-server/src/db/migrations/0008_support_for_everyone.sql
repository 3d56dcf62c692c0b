CREATE TABLE "agent_account_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_account_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"conversation_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contact_message_id" bigint NOT NULL,
	"agent_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_body_check" CHECK (char_length("contact_replies"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "support_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "support_request_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_request_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email_hash" text NOT NULL,
	"ip_hash" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "guest_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_account_views" ADD CONSTRAINT "agent_account_views_agent_id_support_agents_player_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."support_agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_account_views" ADD CONSTRAINT "agent_account_views_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_account_views" ADD CONSTRAINT "agent_account_views_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_agent_id_support_agents_player_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."support_agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_account_views_player_idx" ON "agent_account_views" USING btree ("player_id","viewed_at");--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("contact_message_id","id");--> statement-breakpoint
CREATE INDEX "support_request_log_email_idx" ON "support_request_log" USING btree ("email_hash","at");--> statement-breakpoint
CREATE INDEX "support_request_log_ip_idx" ON "support_request_log" USING btree ("ip_hash","at");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_guest_id_support_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."support_guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_claimed_by_support_agents_player_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."support_agents"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_open_per_guest" ON "chat_conversations" USING btree ("guest_id") WHERE "chat_conversations"."status" = 'open';--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_owner_check" CHECK (("chat_conversations"."player_id" IS NULL) <> ("chat_conversations"."guest_id" IS NULL));--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_claim_check" CHECK (("chat_conversations"."claimed_by" IS NULL) = ("chat_conversations"."claimed_at" IS NULL));