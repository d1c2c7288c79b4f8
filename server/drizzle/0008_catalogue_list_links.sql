CREATE TABLE "announcement_products" (
	"announcement_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "announcement_products_pk" PRIMARY KEY("announcement_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_images" ADD COLUMN "thumbnail" varchar(500);--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "thumbnail" varchar(500);--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_text" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_announcements" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcement_products" ADD CONSTRAINT "announcement_products_announcement_id_shipment_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."shipment_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_products" ADD CONSTRAINT "announcement_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_products_product_idx" ON "announcement_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("is_active","name","id");--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("is_active","base_price","id");--> statement-breakpoint
CREATE INDEX "products_active_stock_idx" ON "products" USING btree ("is_active","stock","id");--> statement-breakpoint
CREATE INDEX "products_active_category_created_idx" ON "products" USING btree ("is_active","category_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_announcements_created_idx" ON "shipment_announcements" USING btree ("created_at","id");