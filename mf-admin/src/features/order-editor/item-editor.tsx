// One item of the pricing editor: its final quantity, the payment-term rows (the four fixed terms and custom
// ones) with unit price, discount and the exact line total, the admin's notes, and the remove button.
import { memo } from 'react';
import type { FormikProps } from 'formik';
import { Button, Checkbox, Flex, Input, Popconfirm, Typography } from 'antd';
import { MAX_PRICING_TERMS } from '@sefaresh/shared-api/rules';
import { formatRial, toPersianDigits } from '@sefaresh/shared-ui';
import { EDITOR_TEXTS as T } from './messages';
import {
  enabledRows,
  newRowKey,
  previewLineTax,
  previewLineTotal,
  rowName,
  type ItemValues,
  type PricingValues,
} from './pricing-form';

/** An exact amount as rials (the formatter takes its digits). */
export const rial = (amount: bigint) => formatRial(amount.toString());

interface ItemEditorProps {
  item: ItemValues;
  index: number;
  errors: Record<string, string>;
  official: boolean;
  canRemove: boolean;
  setFieldValue: FormikProps<PricingValues>['setFieldValue'];
  onRemove(): Promise<void>;
}

function FieldError({ text }: { text?: string }) {
  return text ? (
    <Typography.Text type="danger" className="sf-pricing-field-error">
      {text}
    </Typography.Text>
  ) : null;
}

export const NO_ERRORS: Record<string, string> = {};

/** The problems of one item (keys keep their full path). */
export function errorsOf(flat: Record<string, string>, index: number): Record<string, string> {
  const prefix = `items[${index}].`;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(flat)) if (k.startsWith(prefix)) out[k] = v;
  return Object.keys(out).length ? out : NO_ERRORS;
}

/** An item re-renders only when its values, its problems or its buttons change (Formik keeps other items' objects). */
export const ItemEditor = memo(
  ItemEditorView,
  (a, b) =>
    a.item === b.item &&
    a.index === b.index &&
    a.official === b.official &&
    a.canRemove === b.canRemove &&
    a.setFieldValue === b.setFieldValue &&
    JSON.stringify(a.errors) === JSON.stringify(b.errors),
);

function ItemEditorView({
  item,
  index,
  errors,
  official,
  canRemove,
  setFieldValue,
  onRemove,
}: ItemEditorProps) {
  const base = `items[${index}]`;
  const name = item.product_name;
  const enabledCount = enabledRows(item).length;
  const set = (field: string, value: unknown) => setFieldValue(`${base}.${field}`, value);

  const addCustom = () =>
    set('terms', [
      ...item.terms,
      {
        key: newRowKey(),
        payment_term: 'custom',
        custom_term_label: '',
        fixed: false,
        enabled: true,
        unit_price: '',
        discount_percentage: '',
      },
    ]);
  const removeRow = (j: number) =>
    set(
      'terms',
      item.terms.filter((_, k) => k !== j),
    );

  return (
    <section aria-label={name} className="sf-pricing-item">
      <Flex justify="space-between" align="start" gap={8} wrap>
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {T.requestedQuantity}: {toPersianDigits(item.requested_quantity)}
            </Typography.Text>
          </div>
          {item.customer_notes && (
            <div>
              <Typography.Text type="secondary">
                {T.customerNotes}: {item.customer_notes}
              </Typography.Text>
            </div>
          )}
        </div>
        {canRemove && (
          <Popconfirm
            title={T.removeItemTitle}
            description={T.removeItemConfirm(name)}
            okText={T.removeItemOk}
            cancelText={T.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={onRemove}
          >
            <Button danger size="small" aria-label={T.removeItemOf(name)}>
              {T.removeItem}
            </Button>
          </Popconfirm>
        )}
      </Flex>

      <div className="sf-pricing-quantity">
        <label htmlFor={`${base}-qty`}>{T.finalQuantity}</label>
        <Input
          id={`${base}-qty`}
          aria-label={T.finalQuantityOf(name)}
          inputMode="numeric"
          value={item.final_quantity}
          status={errors[`${base}.final_quantity`] ? 'error' : undefined}
          onChange={(e) => set('final_quantity', e.target.value)}
        />
        <FieldError text={errors[`${base}.final_quantity`]} />
      </div>

      <table className="sf-pricing-terms">
        <thead>
          <tr>
            <th>{T.term}</th>
            <th>{T.unitPrice}</th>
            <th>{T.discount}</th>
            <th>{T.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {item.terms.map((row, j) => {
            const key = `${base}.terms[${j}]`;
            const label = rowName(item, j);
            const line = row.enabled ? previewLineTotal(row, item.final_quantity) : null;
            const tax = line !== null ? previewLineTax(line, item, official) : 0n;
            return (
              <tr key={row.key} className={row.enabled ? undefined : 'sf-pricing-row-off'}>
                <td className="sf-pricing-term">
                  {row.fixed ? (
                    <Checkbox
                      checked={row.enabled}
                      aria-label={T.termEnabledOf(label, name)}
                      disabled={!row.enabled && enabledCount >= MAX_PRICING_TERMS}
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
                        onClick={() => removeRow(j)}
                      >
                        ×
                      </Button>
                    </Flex>
                  )}
                  {row.payment_term === 'custom' && (
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
                    </>
                  )}
                </td>
                <td>
                  <Input
                    aria-label={T.unitPriceOf(label, name)}
                    inputMode="numeric"
                    disabled={!row.enabled}
                    value={row.unit_price}
                    status={errors[`${key}.unit_price`] ? 'error' : undefined}
                    onChange={(e) => set(`terms[${j}].unit_price`, e.target.value)}
                  />
                  <FieldError text={errors[`${key}.unit_price`]} />
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
          })}
        </tbody>
      </table>
      <FieldError text={errors[`${base}.termCount`]} />
      <FieldError text={errors[`${base}.duplicate`]} />
      <Button
        size="small"
        className="sf-pricing-add-term"
        aria-label={T.addCustomTermOf(name)}
        disabled={enabledCount >= MAX_PRICING_TERMS}
        onClick={addCustom}
      >
        {T.addCustomTerm}
      </Button>

      <div className="sf-pricing-notes">
        <label htmlFor={`${base}-notes`}>{T.adminNotes}</label>
        <Input.TextArea
          id={`${base}-notes`}
          aria-label={T.adminNotesOf(name)}
          rows={1}
          value={item.admin_notes}
          onChange={(e) => set('admin_notes', e.target.value)}
        />
      </div>
    </section>
  );
}
