// One payment-term row of an item in the pricing editor: the term (checkbox or custom label), the unit price in the
// shared money field (grouped Persian digits, words under it) with a warning when it is far off the item's other
// terms or the product's base price (never blocking), the discount and the exact line total.
import { Button, Checkbox, Flex, Input, Typography } from 'antd';
import { PAYMENT_TERM, priceLooksOff } from '@sefaresh/shared-api/rules';
import { MoneyInput, NumberInput, formatRial } from '@sefaresh/shared-ui';
import { EDITOR_TEXTS as T } from './messages';
import { rowName, type ItemValues } from './pricing-form';
import { previewLineTax, previewLineTotal } from './pricing-preview';

/** An exact amount as rials (the formatter takes its digits). */
export const rial = (amount: bigint) => formatRial(amount.toString());

export function FieldError({ text }: { text?: string }) {
  return text ? (
    <Typography.Text type="danger" className="sf-pricing-field-error">
      {text}
    </Typography.Text>
  ) : null;
}

/** The warning under a unit price that looks like a slip (a factor of ten), or nothing. */
function priceWarning(item: ItemValues, j: number): string | null {
  const row = item.terms[j];
  if (!row.enabled) return null;
  const others = item.terms.filter((t, k) => k !== j && t.enabled).map((t) => t.unit_price);
  const off = priceLooksOff(row.unit_price, others, item.base_price);
  if (off === 'terms') return T.priceOffTerms;
  if (off === 'base') return T.priceOffBase(formatRial(item.base_price));
  return null;
}

interface TermRowProps {
  item: ItemValues;
  index: number;
  j: number;
  errors: Record<string, string>;
  official: boolean;
  /** Fewer than the most terms are enabled: a disabled fixed term may be turned on. */
  canEnable: boolean;
  set(field: string, value: unknown): void;
  onRemove(): void;
}

export function TermRowEditor({ item, index, j, errors, official, canEnable, set, onRemove }: TermRowProps) {
  const row = item.terms[j];
  const name = item.product_name;
  const key = `items[${index}].terms[${j}]`;
  const label = rowName(item, j);
  const line = row.enabled ? previewLineTotal(row, item.final_quantity) : null;
  const tax = line !== null ? previewLineTax(line, item, official) : 0n;
  const warning = priceWarning(item, j);
  return (
    <tr className={row.enabled ? undefined : 'sf-pricing-row-off'}>
      <td className="sf-pricing-term">
        {row.fixed ? (
          <Checkbox
            checked={row.enabled}
            aria-label={T.termEnabledOf(label, name)}
            disabled={!row.enabled && !canEnable}
            onChange={(e) => set(`terms[${j}].enabled`, e.target.checked)}
          >
            {label}
          </Checkbox>
        ) : (
          <Flex gap={4} align="center">
            <Typography.Text>{label}</Typography.Text>
            <Button
              size="small"
              type="text"
              danger
              aria-label={T.removeTermOf(label, name)}
              onClick={onRemove}
            >
              ×
            </Button>
          </Flex>
        )}
        {row.payment_term === PAYMENT_TERM.custom && (
          <>
            <Input
              size="small"
              className="sf-pricing-custom-label"
              aria-label={T.customLabelOf(label, name)}
              placeholder={T.customTermPlaceholder}
              disabled={!row.enabled}
              value={row.custom_term_label}
              status={errors[`${key}.custom_term_label`] ? 'error' : undefined}
              onChange={(e) => set(`terms[${j}].custom_term_label`, e.target.value)}
            />
            <FieldError text={errors[`${key}.custom_term_label`]} />
            <NumberInput<string>
              stringMode
              size="small"
              className="sf-pricing-custom-days"
              aria-label={T.customDueDaysOf(label, name)}
              placeholder={T.customDueDaysPlaceholder}
              disabled={!row.enabled}
              value={row.custom_due_days || undefined}
              status={errors[`${key}.custom_due_days`] ? 'error' : undefined}
              onChange={(value) => set(`terms[${j}].custom_due_days`, value ?? '')}
            />
            <FieldError text={errors[`${key}.custom_due_days`]} />
          </>
        )}
      </td>
      <td className="sf-pricing-price">
        <MoneyInput
          aria-label={T.unitPriceOf(label, name)}
          disabled={!row.enabled}
          showWords={row.enabled}
          value={row.unit_price}
          status={errors[`${key}.unit_price`] ? 'error' : warning ? 'warning' : undefined}
          onChange={(value) => set(`terms[${j}].unit_price`, value)}
        />
        <FieldError text={errors[`${key}.unit_price`]} />
        {warning && (
          <Typography.Text type="warning" className="sf-pricing-field-error">
            {warning}
          </Typography.Text>
        )}
      </td>
      <td className="sf-pricing-discount">
        <Input
          aria-label={T.discountOf(label, name)}
          inputMode="decimal"
          placeholder="۰"
          disabled={!row.enabled}
          value={row.discount_percentage}
          status={errors[`${key}.discount_percentage`] ? 'error' : undefined}
          onChange={(e) => set(`terms[${j}].discount_percentage`, e.target.value)}
        />
        <FieldError text={errors[`${key}.discount_percentage`]} />
      </td>
      <td data-testid={`line-total-${item.item_id}-${j}`}>
        {row.enabled ? (line === null ? '—' : rial(line)) : ''}
        {row.enabled && line !== null && official && (
          <div className="sf-pricing-line-tax">
            {T.previewWithTax}: {rial(line + tax)}
          </div>
        )}
      </td>
    </tr>
  );
}
