CREATE TABLE "dealer_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"is_custom_rate" boolean DEFAULT false NOT NULL,
	"amount" numeric(16, 0),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calculated_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_reference" varchar(64),
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "dealer_commissions_status_check" CHECK ("dealer_commissions"."status" in ('pending', 'calculated', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dealer_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_commissions" ADD CONSTRAINT "dealer_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_commissions" ADD CONSTRAINT "dealer_commissions_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_commissions" ADD CONSTRAINT "dealer_commissions_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_commissions_dealer_idx" ON "dealer_commissions" USING btree ("dealer_id","status");--> statement-breakpoint
CREATE INDEX "dealer_commissions_order_idx" ON "dealer_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_dealer_created_idx" ON "orders" USING btree ("assigned_dealer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_quoted_total_idx" ON "orders" USING btree ("quoted_total","id");