// A bulk load of orders with the search rows made in one statement at the end: the triggers that keep
// order_search write one row per order and again per statement of items (a few ms each; minutes for 100,000).
export const SEARCH_TRIGGERS_OFF = `
ALTER TABLE orders DISABLE TRIGGER orders_searchable;
ALTER TABLE order_items DISABLE TRIGGER order_items_searchable_insert;`;

export const SEARCH_TRIGGERS_ON = `
INSERT INTO order_search (order_id, text)
SELECT o.id, order_search_text(o.id) FROM orders AS o
WHERE NOT EXISTS (SELECT 1 FROM order_search AS s WHERE s.order_id = o.id);
ALTER TABLE orders ENABLE TRIGGER orders_searchable;
ALTER TABLE order_items ENABLE TRIGGER order_items_searchable_insert;`;
