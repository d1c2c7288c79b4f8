CREATE INDEX "users_kinds_idx" ON "users" USING btree ("is_active","is_dealer","is_staff","is_superuser");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (("name" collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "dealer_commissions_created_idx" ON "dealer_commissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);