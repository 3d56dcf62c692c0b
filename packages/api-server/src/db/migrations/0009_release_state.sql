CREATE TABLE "release_counts" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"canary_started_at" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "release_counts_environment_remote_canary_started_at_version_kind_pk" PRIMARY KEY("environment","remote","canary_started_at","version","kind")
);
--> statement-breakpoint
CREATE TABLE "release_registries" (
	"environment" text PRIMARY KEY NOT NULL,
	"registry_id" text NOT NULL,
	"revision" integer NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_rollbacks" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"canary_started_at" text NOT NULL,
	"reason" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_rollbacks_environment_remote_version_canary_started_at_pk" PRIMARY KEY("environment","remote","version","canary_started_at")
);
