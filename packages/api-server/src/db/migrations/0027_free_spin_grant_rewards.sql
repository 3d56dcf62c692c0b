ALTER TABLE "free_spin_grants" ADD COLUMN "reward_uuid" uuid;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_reward_uuid_unique" UNIQUE("reward_uuid");