CREATE TABLE "user_counts" (
	"is_active" boolean NOT NULL,
	"is_dealer" boolean NOT NULL,
	"is_staff" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_is_active_is_dealer_is_staff_pk" PRIMARY KEY("is_active","is_dealer","is_staff")
);
--> statement-breakpoint
-- Inserted and deleted users are counted per statement (a seed of 100,000 users is one step, not 100,000).
CREATE FUNCTION "user_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_counts" AS c ("is_active", "is_dealer", "is_staff", "n")
    SELECT "is_active", "is_dealer", "is_staff" OR "is_superuser", count(*) FROM "new_users" GROUP BY 1, 2, 3
    ON CONFLICT ("is_active", "is_dealer", "is_staff") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "user_counts" AS c ("is_active", "is_dealer", "is_staff", "n")
    SELECT "is_active", "is_dealer", "is_staff" OR "is_superuser", -count(*) FROM "old_users" GROUP BY 1, 2, 3
    ON CONFLICT ("is_active", "is_dealer", "is_staff") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_counted_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_users"
FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "users_counted_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_users"
FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_add"();
--> statement-breakpoint
-- A change of kind or of the active flag moves the user from one count to another; other updates of users (the
-- kept order totals, the last sign-in) never touch the counts (PostgreSQL allows no transition table here).
CREATE FUNCTION "user_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_counts" AS c ("is_active", "is_dealer", "is_staff", "n")
  VALUES (OLD."is_active", OLD."is_dealer", OLD."is_staff" OR OLD."is_superuser", -1),
         (NEW."is_active", NEW."is_dealer", NEW."is_staff" OR NEW."is_superuser", 1)
  ON CONFLICT ("is_active", "is_dealer", "is_staff") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_counted_update" AFTER UPDATE OF "is_active", "is_dealer", "is_staff", "is_superuser" ON "users"
FOR EACH ROW
WHEN ((OLD."is_active", OLD."is_dealer", OLD."is_staff" OR OLD."is_superuser")
      IS DISTINCT FROM (NEW."is_active", NEW."is_dealer", NEW."is_staff" OR NEW."is_superuser"))
EXECUTE FUNCTION "user_counts_move"();
--> statement-breakpoint
-- Recounts from the users: the backfill below and the repair command.
CREATE FUNCTION "user_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users" IN SHARE MODE;
  DELETE FROM "user_counts";
  INSERT INTO "user_counts" ("is_active", "is_dealer", "is_staff", "n")
  SELECT "is_active", "is_dealer", "is_staff" OR "is_superuser", count(*) FROM "users" GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT "user_counts_recount"();
