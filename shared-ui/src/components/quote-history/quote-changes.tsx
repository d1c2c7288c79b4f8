// What changed from one quote version to the next, compact and readable on a phone: the changes are
// grouped by line, each a short sentence with its old and new value («۱۰ ← ۸»), prices with the one money
// formatter; not two tables side by side.
import { Flex, Tag, Typography } from 'antd';
import type { QuoteChangeView as QuoteChange } from './quote-types';
import { formatPercent, formatRial, parseAmount, toPersianDigits } from '../../formatters';
import { QUOTE_HISTORY_TEXTS as T } from './quote-texts';

const num = (n: number | null) => (n === null ? '—' : toPersianDigits(n));
const term = (c: QuoteChange) => c.term_display ?? c.payment_term ?? '';

/** Lower or higher: a neutral tag (dark text, readable at any contrast check) beside a price that moved. */
function Direction({ from, to }: { from: unknown; to: unknown }) {
  const a = parseAmount(from);
  const b = parseAmount(to);
  if (a === null || b === null || a === b) return null;
  return <Tag style={{ marginInlineEnd: 0 }}>{b < a ? `↓ ${T.down}` : `↑ ${T.up}`}</Tag>;
}

/** One change as a sentence (the line's name is its group's heading). */
export function changeSentences(
  c: QuoteChange,
): { key: string; text: string; from?: unknown; to?: unknown }[] {
  switch (c.kind) {
    case 'added':
      return [{ key: 'added', text: T.added }];
    case 'removed':
      return [{ key: 'removed', text: T.removed }];
    case 'quantity_changed':
      return [{ key: 'qty', text: `${T.quantity}: ${T.fromTo(num(c.old_quantity), num(c.new_quantity))}` }];
    case 'option_added':
      return [
        {
          key: `add-${c.payment_term}`,
          text: `${T.optionAdded(term(c))}: ${formatRial(c.new_unit_price)}`,
        },
      ];
    case 'option_removed':
      return [{ key: `rm-${c.payment_term}`, text: T.optionRemoved(term(c)) }];
    case 'price_changed': {
      const out: { key: string; text: string; from?: unknown; to?: unknown }[] = [];
      if (c.old_unit_price !== c.new_unit_price)
        out.push({
          key: `price-${c.payment_term}`,
          text: `${T.unitPrice(term(c))}: ${T.fromTo(formatRial(c.old_unit_price), formatRial(c.new_unit_price))}`,
          from: c.old_unit_price,
          to: c.new_unit_price,
        });
      if (
        c.old_discount_percentage !== null &&
        c.new_discount_percentage !== null &&
        parseAmount(c.old_discount_percentage) !== parseAmount(c.new_discount_percentage)
      )
        out.push({
          key: `discount-${c.payment_term}`,
          text: `${T.discount(term(c))}: ${T.fromTo(formatPercent(c.old_discount_percentage), formatPercent(c.new_discount_percentage))}`,
        });
      return out;
    }
    default:
      return [];
  }
}

export interface QuoteChangesProps {
  changes: readonly QuoteChange[];
  /** The heading's level inside its card. */
  headingLevel?: 4 | 5;
  title: string;
}

export function QuoteChanges({ changes, title, headingLevel = 5 }: QuoteChangesProps) {
  // the lines in the order the server lists their changes
  const lines = new Map<number, { name: string; changes: QuoteChange[] }>();
  for (const c of changes) {
    const line = lines.get(c.item_id) ?? { name: c.product_name, changes: [] };
    line.changes.push(c);
    lines.set(c.item_id, line);
  }
  return (
    <section aria-label={title} data-testid="quote-changes">
      <Typography.Title level={headingLevel} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {lines.size === 0 && <Typography.Text type="secondary">{T.noChanges}</Typography.Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {[...lines.entries()].map(([itemId, line]) => (
          <li key={itemId} data-change-item={itemId} style={{ minWidth: 0 }}>
            <Typography.Text strong>{line.name}</Typography.Text>
            <ul style={{ margin: '2px 0 0', paddingInlineStart: 18 }}>
              {line.changes.flatMap(changeSentences).map((s) => (
                <li key={s.key} style={{ overflowWrap: 'anywhere' }}>
                  <Flex component="span" gap={6} wrap align="center" style={{ display: 'inline-flex' }}>
                    <span>{s.text}</span>
                    <Direction from={s.from} to={s.to} />
                  </Flex>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
