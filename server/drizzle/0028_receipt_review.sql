-- The review status replaces is_verified. Release N stops using the column (it stays, for the replicas of the
-- release before, which still read it while this one rolls out); a later release drops it (docs/operations.md).
UPDATE "payment_receipts" SET "review_status" = CASE WHEN "is_verified" THEN 'verified' ELSE 'rejected' END, "rejection_reason" = CASE WHEN "is_verified" THEN '' ELSE "admin_notes" END WHERE "reviewed_at" IS NOT NULL OR "is_verified";
