CREATE TABLE "order_counts" (
	"scope" varchar(10) NOT NULL,
	"owner_id" integer NOT NULL,
	"status" varchar(30) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_scope_owner_id_status_pk" PRIMARY KEY("scope","owner_id","status"),
	CONSTRAINT "order_counts_scope_check" CHECK ("order_counts"."scope" in ('customer', 'dealer')),
	CONSTRAINT "order_counts_status_check" CHECK ("order_counts"."status" in ('pending_pricing', 'waiting_customer_approval', 'confirmed', 'payment_uploaded', 'completed', 'rejected', 'cancelled'))
);
--> statement-breakpoint
-- The counts of one scope and owner move with each order row: minus one where it was, plus one where it is.
CREATE FUNCTION "order_counts_move"(p_scope varchar, p_owner integer, p_status varchar, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_owner IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "order_counts" ("scope", "owner_id", "status", "n")
  VALUES (p_scope, p_owner, p_status, greatest(p_delta, 0))
  ON CONFLICT ("scope", "owner_id", "status") DO UPDATE SET "n" = "order_counts"."n" + p_delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "order_counts_move"('customer', OLD."customer_id", OLD."status", -1);
    PERFORM "order_counts_move"('dealer', OLD."assigned_dealer_id", OLD."status", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "order_counts_move"('customer', NEW."customer_id", NEW."status", 1);
    PERFORM "order_counts_move"('dealer', NEW."assigned_dealer_id", NEW."status", 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_counted" AFTER INSERT OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "orders_recounted" AFTER UPDATE OF "status", "customer_id", "assigned_dealer_id" ON "orders"
FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."customer_id" IS DISTINCT FROM NEW."customer_id"
      OR OLD."assigned_dealer_id" IS DISTINCT FROM NEW."assigned_dealer_id")
EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
-- Recounts every owner from the orders: the migration's backfill and the repair command.
CREATE FUNCTION "order_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "orders" IN SHARE MODE;
  DELETE FROM "order_counts";
  INSERT INTO "order_counts" ("scope", "owner_id", "status", "n")
  SELECT 'customer', "customer_id", "status", count(*) FROM "orders" GROUP BY "customer_id", "status"
  UNION ALL
  SELECT 'dealer', "assigned_dealer_id", "status", count(*) FROM "orders"
  WHERE "assigned_dealer_id" IS NOT NULL GROUP BY "assigned_dealer_id", "status";
END $$;
--> statement-breakpoint
SELECT "order_counts_recount"();
