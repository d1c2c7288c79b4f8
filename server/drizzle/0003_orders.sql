CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"actor_id" integer,
	"from_status" varchar(30),
	"to_status" varchar(30) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"requested_quantity" integer NOT NULL,
	"final_quantity" integer,
	"customer_notes" text DEFAULT '' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "order_items_requested_quantity_positive" CHECK ("order_items"."requested_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_pricing_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"payment_term" varchar(10) NOT NULL,
	"custom_term_label" varchar(100) DEFAULT '' NOT NULL,
	"unit_price" numeric(16, 0) NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_pricing_options_payment_term_check" CHECK ("order_pricing_options"."payment_term" in ('instant', '1_month', '2_month', '3_month', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" varchar(30) DEFAULT 'pending_pricing' NOT NULL,
	"business_invoice_type" varchar(12) DEFAULT 'unofficial' NOT NULL,
	"customer_comment" text DEFAULT '' NOT NULL,
	"admin_comment" text DEFAULT '' NOT NULL,
	"customer_info" jsonb,
	"quoted_total" numeric(16, 0),
	"total_with_tax" numeric(16, 0),
	"pricing_date" timestamp with time zone,
	"priced_by" integer,
	"assigned_dealer_id" integer,
	"dealer_assigned_at" timestamp with time zone,
	"completion_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_pricing', 'waiting_customer_approval', 'confirmed', 'payment_uploaded', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "orders_business_invoice_type_check" CHECK ("orders"."business_invoice_type" in ('official', 'unofficial'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pricing_options" ADD CONSTRAINT "order_pricing_options_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_priced_by_users_id_fk" FOREIGN KEY ("priced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_dealer_id_users_id_fk" FOREIGN KEY ("assigned_dealer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_pricing_options_item_idx" ON "order_pricing_options" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);