ALTER TABLE "notification_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "idempotency_key" varchar(64) DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "claimed_by" varchar(40);--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "unknown_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN IF NOT EXISTS "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_outbox_claim_idx" ON "notification_outbox" USING btree ("channel","priority","next_attempt_at") WHERE "notification_outbox"."sent_at" is null and "notification_outbox"."held_at" is null and "notification_outbox"."discarded_at" is null;