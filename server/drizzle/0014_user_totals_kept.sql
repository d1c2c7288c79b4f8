-- The people list's sort figures on the user row (issue 13 bench: sorting 100,000 customers by orders or spend
-- counted every customer's orders): a trigger on orders keeps users.orders_count and users.completed_spent in the
-- transaction of every insert, delete, status change, change of customer and change of the total, whichever code
-- makes it. A change that moves neither figure writes nothing.
CREATE FUNCTION "user_totals_move"(p_user integer, p_orders integer, p_spent numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_user IS NULL OR (p_orders = 0 AND p_spent = 0) THEN
    RETURN;
  END IF;
  UPDATE "users" SET "orders_count" = "orders_count" + p_orders, "completed_spent" = "completed_spent" + p_spent
  WHERE "id" = p_user;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_spent numeric := 0;
  new_spent numeric := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'completed' THEN
    old_spent := coalesce(OLD."total_with_tax", 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'completed' THEN
    new_spent := coalesce(NEW."total_with_tax", 0);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."customer_id" = NEW."customer_id" THEN
    PERFORM "user_totals_move"(NEW."customer_id", 0, new_spent - old_spent);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "user_totals_move"(OLD."customer_id", -1, -old_spent);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "user_totals_move"(NEW."customer_id", 1, new_spent);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_user_totals" AFTER INSERT OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "user_totals_track"();
--> statement-breakpoint
CREATE TRIGGER "orders_user_totals_moved" AFTER UPDATE OF "status", "customer_id", "total_with_tax" ON "orders"
FOR EACH ROW
WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."customer_id" IS DISTINCT FROM NEW."customer_id"
      OR OLD."total_with_tax" IS DISTINCT FROM NEW."total_with_tax")
EXECUTE FUNCTION "user_totals_track"();
--> statement-breakpoint
-- A user's cached row need not be dropped when only these figures move (no request reads them from it).
DROP TRIGGER "user_changes_update" ON "users";
--> statement-breakpoint
CREATE TRIGGER "user_changes_update" AFTER UPDATE ON "users"
FOR EACH ROW
WHEN ((OLD.*) IS DISTINCT FROM (NEW.*)
      AND OLD."orders_count" = NEW."orders_count" AND OLD."completed_spent" = NEW."completed_spent")
EXECUTE FUNCTION "user_changes_notify"();
--> statement-breakpoint
-- The repair command recounts these with the order counts.
CREATE OR REPLACE FUNCTION "order_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "orders" IN SHARE MODE;
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
END $$;
--> statement-breakpoint
SELECT "order_counts_recount"();
