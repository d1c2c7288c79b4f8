ALTER TABLE "users" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_spent" numeric(18, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_orders_count_idx" ON "users" USING btree ("orders_count" DESC NULLS LAST,"date_joined" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_completed_spent_idx" ON "users" USING btree ("completed_spent" DESC NULLS LAST,"date_joined" DESC NULLS LAST,"id" DESC NULLS LAST);