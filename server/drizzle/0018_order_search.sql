-- The admin order search (issue 14 item 6): orders by product name go through the products' trigram index (as the
-- people search reads names) and then the items of those products by product, not a scan of every item.
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (translate("name", 'يك', 'یک') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_product_order_idx" ON "order_items" USING btree ("product_id","order_id");