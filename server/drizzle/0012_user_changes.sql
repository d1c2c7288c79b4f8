-- The signed-in user cache (issue 16 item 3): every change of a user row, whichever code makes it, is announced
-- on the channel sefaresh_users with the user's id when its transaction commits, to every API replica listening
-- on this database, and each drops its cached copy.
CREATE FUNCTION "user_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sefaresh_users', OLD.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_changes_update" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "user_changes_notify"();--> statement-breakpoint
CREATE TRIGGER "user_changes_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "user_changes_notify"();
