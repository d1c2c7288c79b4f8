ALTER TABLE "payment_receipts" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD COLUMN "storage_key" varchar(300);--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_stored_check" CHECK ("payment_receipts"."content" is not null or "payment_receipts"."storage_key" is not null);