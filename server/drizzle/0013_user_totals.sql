-- The people lists (issue 13 bench over 100,000 users): the sort figures on the user row (kept by the trigger of
-- 0014), trigram indexes for the search over name, company, email and phone (pg_trgm is a trusted extension:
-- PostgreSQL contrib, loaded by PGlite), and the DESC indexes as DESC NULLS FIRST, the order ORDER BY … DESC reads.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_date_joined_idx";--> statement-breakpoint
DROP INDEX "users_dealers_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "admin_actions_created_idx";--> statement-breakpoint
DROP INDEX "admin_actions_actor_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_spent" numeric(18, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (translate("name", 'يك', 'یک') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_trgm_idx" ON "users" USING gin (translate("company_name", 'يك', 'یک') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_orders_count_idx" ON "users" USING btree ("orders_count" DESC NULLS FIRST,"date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_completed_spent_idx" ON "users" USING btree ("completed_spent" DESC NULLS FIRST,"date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_date_joined_idx" ON "users" USING btree ("date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_dealers_idx" ON "users" USING btree ("date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."is_dealer";--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_actor_idx" ON "admin_actions" USING btree ("actor_id","created_at" DESC NULLS FIRST);