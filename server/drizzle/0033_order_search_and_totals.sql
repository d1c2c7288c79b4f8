CREATE TABLE "order_search" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counts" DROP CONSTRAINT "order_counts_scope_check";--> statement-breakpoint
ALTER TABLE "order_search" ADD CONSTRAINT "order_search_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_scope_check" CHECK ("order_counts"."scope" in ('customer', 'dealer', 'all'));--> statement-breakpoint
-- Every order also moves the count of its stripe of all orders (the staff's stat cards sum 16 stripes per status).
CREATE OR REPLACE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "order_counts_move"('customer', OLD."customer_id", OLD."status", -1);
    PERFORM "order_counts_move"('dealer', OLD."assigned_dealer_id", OLD."status", -1);
    PERFORM "order_counts_move"('all', OLD."customer_id" % 16, OLD."status", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "order_counts_move"('customer', NEW."customer_id", NEW."status", 1);
    PERFORM "order_counts_move"('dealer', NEW."assigned_dealer_id", NEW."status", 1);
    PERFORM "order_counts_move"('all', NEW."customer_id" % 16, NEW."status", 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "orders" IN SHARE MODE;
  LOCK TABLE "dealer_commissions" IN SHARE MODE;
  DELETE FROM "order_counts";
  INSERT INTO "order_counts" ("scope", "owner_id", "status", "n")
  SELECT 'customer', "customer_id", "status", count(*) FROM "orders" GROUP BY "customer_id", "status"
  UNION ALL
  SELECT 'dealer', "assigned_dealer_id", "status", count(*) FROM "orders"
  WHERE "assigned_dealer_id" IS NOT NULL GROUP BY "assigned_dealer_id", "status"
  UNION ALL
  SELECT 'all', "customer_id" % 16, "status", count(*) FROM "orders" GROUP BY "customer_id" % 16, "status";
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
INSERT INTO "order_counts" ("scope", "owner_id", "status", "n")
SELECT 'all', "customer_id" % 16, "status", count(*) FROM "orders" GROUP BY "customer_id" % 16, "status";
--> statement-breakpoint
-- The search text of one order: its customer's name, email and phone, then its products' names (the removed
-- items' too), each lower-cased with ي/ك as ی/ک and joined by chr(31); null when the order is gone.
CREATE FUNCTION "order_search_text"(p_order integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(translate(u."name", 'يك', 'یک')) || chr(31) || lower(u."email") || chr(31) || u."phone"
         || coalesce(chr(31) || (
           SELECT string_agg(lower(translate(p."name", 'يك', 'یک')), chr(31) ORDER BY i."id")
           FROM "order_items" i JOIN "products" p ON p."id" = i."product_id"
           WHERE i."order_id" = o."id"
         ), '')
  FROM "orders" o JOIN "users" u ON u."id" = o."customer_id"
  WHERE o."id" = p_order
$$;
--> statement-breakpoint
CREATE FUNCTION "order_search_refresh"(p_order integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_search" ("order_id", "text")
  SELECT p_order, t FROM (SELECT "order_search_text"(p_order) AS t) s WHERE t IS NOT NULL
  ON CONFLICT ("order_id") DO UPDATE SET "text" = excluded."text"
$$;
--> statement-breakpoint
CREATE FUNCTION "order_search_track_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "order_search_refresh"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_searchable" AFTER INSERT ON "orders"
FOR EACH ROW EXECUTE FUNCTION "order_search_track_order"();
--> statement-breakpoint
CREATE TRIGGER "orders_searchable_customer" AFTER UPDATE OF "customer_id" ON "orders"
FOR EACH ROW WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id")
EXECUTE FUNCTION "order_search_track_order"();
--> statement-breakpoint
-- Items come in one statement per order (or per many orders): one refresh per order the statement touched.
CREATE FUNCTION "order_search_track_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN -- an item given another product
    PERFORM "order_search_refresh"(NEW."order_id");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "order_search_refresh"(t."order_id") FROM (SELECT DISTINCT "order_id" FROM old_items) t;
  ELSE
    PERFORM "order_search_refresh"(t."order_id") FROM (SELECT DISTINCT "order_id" FROM new_items) t;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_searchable_insert" AFTER INSERT ON "order_items"
REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION "order_search_track_items"();
--> statement-breakpoint
CREATE TRIGGER "order_items_searchable_delete" AFTER DELETE ON "order_items"
REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION "order_search_track_items"();
--> statement-breakpoint
CREATE TRIGGER "order_items_searchable_update" AFTER UPDATE OF "product_id" ON "order_items"
FOR EACH ROW WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id")
EXECUTE FUNCTION "order_search_track_items"();
--> statement-breakpoint
-- A customer's new name, email or phone, or a product's new name, is found in their orders at once.
CREATE FUNCTION "order_search_track_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_search" s SET "text" = "order_search_text"(s."order_id")
  FROM "orders" o WHERE o."id" = s."order_id" AND o."customer_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_searchable" AFTER UPDATE OF "name", "email", "phone" ON "users"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
                   OR OLD."phone" IS DISTINCT FROM NEW."phone")
EXECUTE FUNCTION "order_search_track_user"();
--> statement-breakpoint
CREATE FUNCTION "order_search_track_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_search" s SET "text" = "order_search_text"(s."order_id")
  WHERE s."order_id" IN (SELECT "order_id" FROM "order_items" WHERE "product_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_searchable" AFTER UPDATE OF "name" ON "products"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "order_search_track_product"();
--> statement-breakpoint
-- Every order's search row made anew (the migration's backfill and the repair command).
CREATE FUNCTION "order_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "orders" IN SHARE MODE;
  DELETE FROM "order_search";
  INSERT INTO "order_search" ("order_id", "text") SELECT "id", "order_search_text"("id") FROM "orders";
END $$;
--> statement-breakpoint
SELECT "order_search_rebuild"();
--> statement-breakpoint
-- after the backfill: one GIN build is far faster than an insert into the index per order
CREATE INDEX "order_search_text_trgm_idx" ON "order_search" USING gin ("text" gin_trgm_ops);
