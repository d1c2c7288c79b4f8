// One item of the pricing editor: its final quantity, the payment-term rows (the four fixed terms and custom
// ones) with unit price, discount and the exact line total, the admin's notes, and the remove button.
import { memo } from 'react';
import type { FormikProps } from 'formik';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { MAX_PRICING_TERMS, PAYMENT_TERM } from '@sefaresh/shared-api/rules';
import { formatNumber, formatRial, toPersianDigits } from '@sefaresh/shared-ui';
import { EDITOR_TEXTS as T } from './messages';
import { enabledRows, newRowKey, parseQuantity, type ItemValues, type PricingValues } from './pricing-form';
import { RevisionNote } from './revision-request';
import { FieldError, TermRowEditor } from './term-row';

export { rial } from './term-row';

interface ItemEditorProps {
  item: ItemValues;
  index: number;
  errors: Record<string, string>;
  official: boolean;
  canRemove: boolean;
  setFieldValue: FormikProps<PricingValues>['setFieldValue'];
  onRemove(): Promise<void>;
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
  const quantity = parseQuantity(item.final_quantity);
  const overStock = item.stock !== null && quantity !== null && quantity > item.stock;

  const addCustom = () =>
    set('terms', [
      ...item.terms,
      {
        key: newRowKey(),
        payment_term: PAYMENT_TERM.custom,
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
          {item.stock !== null && item.base_price !== null && (
            <div>
              <Typography.Text type="secondary">
                {T.stockAndBase(formatNumber(item.stock), formatRial(item.base_price))}
              </Typography.Text>
            </div>
          )}
          {item.customer_notes && (
            <div>
              <Typography.Text type="secondary">
                {T.customerNotes}: {item.customer_notes}
              </Typography.Text>
            </div>
          )}
          <RevisionNote text={item.revision_comment} />
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
          status={errors[`${base}.final_quantity`] ? 'error' : overStock ? 'warning' : undefined}
          onChange={(e) => set('final_quantity', e.target.value)}
        />
        <FieldError text={errors[`${base}.final_quantity`]} />
        {overStock && (
          <Typography.Text type="warning" className="sf-pricing-field-error">
            {T.overStock(formatNumber(item.stock))}
          </Typography.Text>
        )}
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
          {item.terms.map((row, j) => (
            <TermRowEditor
              key={row.key}
              item={item}
              index={index}
              j={j}
              errors={errors}
              official={official}
              canEnable={enabledCount < MAX_PRICING_TERMS}
              set={set}
              onRemove={() => removeRow(j)}
            />
          ))}
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
