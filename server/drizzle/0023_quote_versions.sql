CREATE TABLE "quote_revision_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"customer_id" integer,
	"comment" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"priced_by" integer,
	"priced_by_name" text DEFAULT '' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"invoice_number" varchar(20) NOT NULL,
	"quoted_total" numeric(16, 0),
	"total_with_tax" numeric(16, 0),
	"admin_comment" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"parties" jsonb NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"accepted_from" varchar(64),
	"pdf_sha256" varchar(64),
	"expiry_notified_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "quote_versions_version_positive" CHECK ("quote_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_revision_requests" ADD CONSTRAINT "quote_revision_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revision_requests" ADD CONSTRAINT "quote_revision_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_priced_by_users_id_fk" FOREIGN KEY ("priced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_revision_requests_order_idx" ON "quote_revision_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_order_version_idx" ON "quote_versions" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "quote_versions_pending_expiry_idx" ON "quote_versions" USING btree ("valid_until") WHERE "quote_versions"."expiry_notified_at" is null and "quote_versions"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_quote_valid_until_idx" ON "orders" USING btree ("quote_valid_until") WHERE "orders"."status" = 'waiting_customer_approval';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_pricing', 'waiting_customer_approval', 'revision_requested', 'confirmed', 'payment_uploaded', 'completed', 'rejected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_status_check" CHECK ("order_counts"."status" in ('pending_pricing', 'waiting_customer_approval', 'revision_requested', 'confirmed', 'payment_uploaded', 'completed', 'rejected', 'cancelled'));--> statement-breakpoint
-- revision_requested is open (the rules module's STATUS_GROUPS.open): a pending commission on it stays projected.
CREATE OR REPLACE FUNCTION "dealer_projection"(p_order_status text, p_quoted numeric, p_status text, p_rate numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_status = 'pending'
     AND p_order_status IN ('pending_pricing', 'waiting_customer_approval', 'revision_requested', 'confirmed',
                            'payment_uploaded')
    THEN coalesce(round(p_quoted * p_rate / 100), 0)
    ELSE 0
  END
$$;
