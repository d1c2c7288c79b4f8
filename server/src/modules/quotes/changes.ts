// What changed in a quote version against the one before it, line by line: lines added or removed, final
// quantities changed, payment terms added or removed, and a term's price (unit price or discount) changed.
import { PAYMENT_TERM } from '@sefaresh/shared-api/rules';
import type { QuotedLine, QuotedOption } from '../../db/schema';
import type { QuoteChange } from './schemas';

const termKey = (o: QuotedOption) =>
  o.payment_term === PAYMENT_TERM.custom ? `custom:${o.custom_term_label}` : o.payment_term;

const blank = {
  payment_term: null,
  term_display: null,
  old_quantity: null,
  new_quantity: null,
  old_unit_price: null,
  new_unit_price: null,
  old_discount_percentage: null,
  new_discount_percentage: null,
  old_total_price: null,
  new_total_price: null,
};

function optionSide(o: QuotedOption | undefined, side: 'old' | 'new') {
  if (!o) return {};
  return {
    [`${side}_unit_price`]: o.unit_price,
    [`${side}_discount_percentage`]: o.discount_percentage,
    [`${side}_total_price`]: o.total_price,
  };
}

/** The changes from `before` to `after`, in the order of the lines of `after` (removed lines last). */
export function quoteChanges(before: QuotedLine[], after: QuotedLine[]): QuoteChange[] {
  const changes: QuoteChange[] = [];
  const old = new Map(before.map((l) => [l.item_id, l]));
  const line = (l: QuotedLine, kind: QuoteChange['kind'], extra: Partial<QuoteChange> = {}): QuoteChange => ({
    ...blank,
    item_id: l.item_id,
    product_name: l.product_name,
    kind,
    ...extra,
  });
  for (const now of after) {
    const was = old.get(now.item_id);
    if (!was) {
      changes.push(line(now, 'added', { new_quantity: now.final_quantity }));
      continue;
    }
    if (was.final_quantity !== now.final_quantity)
      changes.push(
        line(now, 'quantity_changed', { old_quantity: was.final_quantity, new_quantity: now.final_quantity }),
      );
    const oldOptions = new Map(was.options.map((o) => [termKey(o), o]));
    const newKeys = new Set(now.options.map(termKey));
    for (const o of now.options) {
      const term = { payment_term: o.payment_term, term_display: o.term_display };
      const prior = oldOptions.get(termKey(o));
      if (!prior) changes.push(line(now, 'option_added', { ...term, ...optionSide(o, 'new') }));
      else if (
        prior.unit_price !== o.unit_price ||
        Number(prior.discount_percentage) !== Number(o.discount_percentage)
      )
        changes.push(
          line(now, 'price_changed', { ...term, ...optionSide(prior, 'old'), ...optionSide(o, 'new') }),
        );
    }
    for (const o of was.options)
      if (!newKeys.has(termKey(o)))
        changes.push(
          line(now, 'option_removed', {
            payment_term: o.payment_term,
            term_display: o.term_display,
            ...optionSide(o, 'old'),
          }),
        );
  }
  const kept = new Set(after.map((l) => l.item_id));
  for (const was of before)
    if (!kept.has(was.item_id)) changes.push(line(was, 'removed', { old_quantity: was.final_quantity }));
  return changes;
}
