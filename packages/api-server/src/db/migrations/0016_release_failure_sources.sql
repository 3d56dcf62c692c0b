CREATE TABLE "release_failure_sources" (
	"environment" text NOT NULL,
	"remote" text NOT NULL,
	"canary_started_at" text NOT NULL,
	"version" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "release_failure_sources_environment_remote_canary_started_at_version_kind_source_pk" PRIMARY KEY("environment","remote","canary_started_at","version","kind","source")
);
