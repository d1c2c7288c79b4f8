UPDATE "payment_receipts" SET "review_status" = CASE WHEN "is_verified" THEN 'verified' ELSE 'rejected' END, "rejection_reason" = CASE WHEN "is_verified" THEN '' ELSE "admin_notes" END WHERE "reviewed_at" IS NOT NULL OR "is_verified";--> statement-breakpoint
ALTER TABLE "payment_receipts" DROP COLUMN "is_verified";
