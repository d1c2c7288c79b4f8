-- Live order status (issue 15 item 4): every change of an order, whichever code makes it, is announced on the
-- channel sefaresh_orders when its transaction commits, to every API replica listening on this database. The
-- payload names who may see the order (its customer, its dealer and the dealer it had before), so each replica
-- tells only those users.
CREATE FUNCTION "order_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sefaresh_orders', json_build_object(
    'id', NEW.id,
    'status', NEW.status,
    'customer', NEW.customer_id,
    'dealer', NEW.assigned_dealer_id,
    'previous_dealer', CASE WHEN TG_OP = 'UPDATE' THEN OLD.assigned_dealer_id END
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_insert" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_events_notify"();--> statement-breakpoint
CREATE TRIGGER "order_events_update" AFTER UPDATE ON "orders"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "order_events_notify"();
