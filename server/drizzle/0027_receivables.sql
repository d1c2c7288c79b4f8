CREATE TABLE "cheques" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"instalment_id" integer,
	"sayad_id" varchar(16) NOT NULL,
	"bank" varchar(100) NOT NULL,
	"drawer_name" varchar(150) NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(16, 0) NOT NULL,
	"status" varchar(12) DEFAULT 'received' NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" integer,
	"picture_name" varchar(255),
	"picture_mime_type" varchar(50),
	"picture_size" integer,
	"picture_key" varchar(300),
	"picture_sha256" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_before_at" timestamp with time zone,
	CONSTRAINT "cheques_status_check" CHECK ("cheques"."status" in ('received', 'deposited', 'cleared', 'bounced')),
	CONSTRAINT "cheques_sayad_id_check" CHECK ("cheques"."sayad_id" ~ '^[0-9]{16}$'),
	CONSTRAINT "cheques_amount_check" CHECK ("cheques"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"payment_term" varchar(10) NOT NULL,
	"custom_term_label" varchar(100) DEFAULT '' NOT NULL,
	"due_days" integer NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"amount" numeric(16, 0) NOT NULL,
	"reminded_before_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_instalments_payment_term_check" CHECK ("payment_instalments"."payment_term" in ('instant', '1_month', '2_month', '3_month', 'custom')),
	CONSTRAINT "payment_instalments_amount_check" CHECK ("payment_instalments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_pricing_options" ADD COLUMN "custom_due_days" integer;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "review_status" varchar(10) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "amount" numeric(16, 0);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "verified_amount" numeric(16, 0);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "tracking_number" varchar(30);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "instalment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cheques_sayad_id_idx" ON "cheques" USING btree ("sayad_id");--> statement-breakpoint
CREATE INDEX "cheques_order_idx" ON "cheques" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cheques_due_idx" ON "cheques" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "cheques_picture_sha256_idx" ON "cheques" USING btree ("picture_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_order_position_idx" ON "payment_instalments" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "payment_instalments_due_idx" ON "payment_instalments" USING btree ("due_date");--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_receipts_sha256_idx" ON "payment_receipts" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "payment_receipts_tracking_idx" ON "payment_receipts" USING btree ("tracking_number");--> statement-breakpoint
ALTER TABLE "order_pricing_options" ADD CONSTRAINT "order_pricing_options_custom_due_days_check" CHECK ("order_pricing_options"."custom_due_days" is null or "order_pricing_options"."custom_due_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_review_status_check" CHECK ("payment_receipts"."review_status" in ('pending', 'verified', 'rejected'));