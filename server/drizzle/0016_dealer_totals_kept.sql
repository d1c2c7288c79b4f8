-- Each dealer's sales and commission sums kept in dealer_totals (issue 13 bench: the dealers list summed every
-- order and commission record per request). Triggers on orders and dealer_commissions move them in the
-- transaction of every change, whichever code makes it; a change that moves nothing writes nothing. The open
-- statuses below are the rules module's STATUS_GROUPS.open (test/order-counts.test.ts compares the kept figures
-- with a fresh sum that reads them from the rules module).
CREATE FUNCTION "dealer_projection"(p_order_status text, p_quoted numeric, p_status text, p_rate numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_status = 'pending'
     AND p_order_status IN ('pending_pricing', 'waiting_customer_approval', 'confirmed', 'payment_uploaded')
    THEN coalesce(round(p_quoted * p_rate / 100), 0)
    ELSE 0
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "dealer_totals_move"(p_dealer integer, p_sales numeric, p_payable numeric, p_paid numeric,
                                     p_projected numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_dealer IS NULL OR (p_sales = 0 AND p_payable = 0 AND p_paid = 0 AND p_projected = 0) THEN
    RETURN;
  END IF;
  INSERT INTO "dealer_totals" AS d ("dealer_id", "sales", "payable", "paid", "projected")
  VALUES (p_dealer, p_sales, p_payable, p_paid, p_projected)
  ON CONFLICT ("dealer_id") DO UPDATE SET
    "sales" = d."sales" + EXCLUDED."sales",
    "payable" = d."payable" + EXCLUDED."payable",
    "paid" = d."paid" + EXCLUDED."paid",
    "projected" = d."projected" + EXCLUDED."projected";
END $$;
--> statement-breakpoint
-- Orders: the assigned dealer's sales, and the projections of the order's pending commissions. Deletion runs
-- BEFORE the row goes, while its commissions (deleted by the cascade) are still there to be taken out.
CREATE FUNCTION "dealer_totals_track_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sales numeric := 0;
  new_sales numeric := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'completed' THEN
    old_sales := coalesce(OLD."total_with_tax", 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'completed' THEN
    new_sales := coalesce(NEW."total_with_tax", 0);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."assigned_dealer_id" IS NOT DISTINCT FROM NEW."assigned_dealer_id" THEN
    PERFORM "dealer_totals_move"(NEW."assigned_dealer_id", new_sales - old_sales, 0, 0, 0);
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM "dealer_totals_move"(OLD."assigned_dealer_id", -old_sales, 0, 0, 0);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM "dealer_totals_move"(NEW."assigned_dealer_id", new_sales, 0, 0, 0);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM "dealer_totals_move"(c."dealer_id", 0, 0, 0,
      "dealer_projection"(NEW."status", NEW."quoted_total", c."status", c."rate")
      - "dealer_projection"(OLD."status", OLD."quoted_total", c."status", c."rate"))
    FROM "dealer_commissions" c WHERE c."order_id" = NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "dealer_totals_move"(c."dealer_id", 0, 0, 0,
      -"dealer_projection"(OLD."status", OLD."quoted_total", c."status", c."rate"))
    FROM "dealer_commissions" c WHERE c."order_id" = OLD."id";
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_dealer_totals" AFTER INSERT ON "orders"
FOR EACH ROW EXECUTE FUNCTION "dealer_totals_track_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_dealer_totals_deleted" BEFORE DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "dealer_totals_track_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_dealer_totals_moved" AFTER UPDATE OF "status", "assigned_dealer_id", "total_with_tax", "quoted_total"
ON "orders" FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."assigned_dealer_id" IS DISTINCT FROM NEW."assigned_dealer_id"
      OR OLD."total_with_tax" IS DISTINCT FROM NEW."total_with_tax" OR OLD."quoted_total" IS DISTINCT FROM NEW."quoted_total")
EXECUTE FUNCTION "dealer_totals_track_order"();
--> statement-breakpoint
-- Commission records: their amounts by status, and their projection against their order as it is now (an
-- order already deleted has taken its projections out: it counts as none here).
CREATE FUNCTION "dealer_totals_track_commission"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o_status text;
  o_quoted numeric;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "status", "quoted_total" INTO o_status, o_quoted FROM "orders" WHERE "id" = OLD."order_id";
    PERFORM "dealer_totals_move"(OLD."dealer_id", 0,
      CASE WHEN OLD."status" = 'calculated' THEN -coalesce(OLD."amount", 0) ELSE 0 END,
      CASE WHEN OLD."status" = 'paid' THEN -coalesce(OLD."amount", 0) ELSE 0 END,
      -"dealer_projection"(o_status, o_quoted, OLD."status", OLD."rate"));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "status", "quoted_total" INTO o_status, o_quoted FROM "orders" WHERE "id" = NEW."order_id";
    PERFORM "dealer_totals_move"(NEW."dealer_id", 0,
      CASE WHEN NEW."status" = 'calculated' THEN coalesce(NEW."amount", 0) ELSE 0 END,
      CASE WHEN NEW."status" = 'paid' THEN coalesce(NEW."amount", 0) ELSE 0 END,
      "dealer_projection"(o_status, o_quoted, NEW."status", NEW."rate"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealer_commissions_totals" AFTER INSERT OR DELETE ON "dealer_commissions"
FOR EACH ROW EXECUTE FUNCTION "dealer_totals_track_commission"();
--> statement-breakpoint
CREATE TRIGGER "dealer_commissions_totals_moved"
AFTER UPDATE OF "status", "amount", "rate", "dealer_id", "order_id" ON "dealer_commissions"
FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."amount" IS DISTINCT FROM NEW."amount"
      OR OLD."rate" IS DISTINCT FROM NEW."rate" OR OLD."dealer_id" IS DISTINCT FROM NEW."dealer_id"
      OR OLD."order_id" IS DISTINCT FROM NEW."order_id")
EXECUTE FUNCTION "dealer_totals_track_commission"();
--> statement-breakpoint
-- The repair command recomputes them with the order counts.
CREATE OR REPLACE FUNCTION "order_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "orders" IN SHARE MODE;
  LOCK TABLE "dealer_commissions" IN SHARE MODE;
  DELETE FROM "order_counts";
  INSERT INTO "order_counts" ("scope", "owner_id", "status", "n")
  SELECT 'customer', "customer_id", "status", count(*) FROM "orders" GROUP BY "customer_id", "status"
  UNION ALL
  SELECT 'dealer', "assigned_dealer_id", "status", count(*) FROM "orders"
  WHERE "assigned_dealer_id" IS NOT NULL GROUP BY "assigned_dealer_id", "status";
  UPDATE "users" u SET "orders_count" = coalesce(t.n, 0), "completed_spent" = coalesce(t.spent, 0)
  FROM (
    SELECT x."id", o.n, o.spent FROM "users" x
    LEFT JOIN (
      SELECT "customer_id", count(*) AS n,
             sum(CASE WHEN "status" = 'completed' THEN coalesce("total_with_tax", 0) ELSE 0 END) AS spent
      FROM "orders" GROUP BY "customer_id"
    ) o ON o."customer_id" = x."id"
  ) t
  WHERE u."id" = t."id"
    AND (u."orders_count", u."completed_spent") IS DISTINCT FROM (coalesce(t.n, 0), coalesce(t.spent, 0));
  DELETE FROM "dealer_totals";
  INSERT INTO "dealer_totals" ("dealer_id", "sales", "payable", "paid", "projected")
  SELECT "dealer_id", sum("sales"), sum("payable"), sum("paid"), sum("projected") FROM (
    SELECT "assigned_dealer_id" AS "dealer_id",
           coalesce(sum("total_with_tax") FILTER (WHERE "status" = 'completed'), 0) AS "sales",
           0 AS "payable", 0 AS "paid", 0 AS "projected"
    FROM "orders" WHERE "assigned_dealer_id" IS NOT NULL GROUP BY "assigned_dealer_id"
    UNION ALL
    SELECT c."dealer_id", 0,
           coalesce(sum(c."amount") FILTER (WHERE c."status" = 'calculated'), 0),
           coalesce(sum(c."amount") FILTER (WHERE c."status" = 'paid'), 0),
           sum("dealer_projection"(o."status", o."quoted_total", c."status", c."rate"))
    FROM "dealer_commissions" c JOIN "orders" o ON o."id" = c."order_id" GROUP BY c."dealer_id"
  ) t GROUP BY "dealer_id";
END $$;
--> statement-breakpoint
SELECT "order_counts_recount"();
