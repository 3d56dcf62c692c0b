CREATE TABLE "trustly_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_ore" bigint,
	"currency" text,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trustly_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"currency" text NOT NULL,
	"end_user_id" text NOT NULL,
	"url" text,
	"to_order_id" text,
	"account_id" text,
	"account_last_digits" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trustly_orders_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "trustly_orders_amount_ore_check" CHECK ("trustly_orders"."amount_ore" > 0),
	CONSTRAINT "trustly_orders_kind_check" CHECK ("trustly_orders"."kind" IN ('deposit', 'payout'))
);
--> statement-breakpoint
CREATE INDEX "trustly_notifications_order_idx" ON "trustly_notifications" USING btree ("order_id");