DROP INDEX "orders_dealer_created_idx";--> statement-breakpoint
CREATE INDEX "dealer_commissions_dealer_created_idx" ON "dealer_commissions" USING btree ("dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_dealer_created_idx" ON "orders" USING btree ("assigned_dealer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status");