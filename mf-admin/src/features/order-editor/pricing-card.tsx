// Card 5, the status/edit card (spec 001 §2.2, §5 pricing form; spec README transition table): the loaded prices,
// and the multi-option pricing editor — editable at once while pending_pricing, otherwise after 'ویرایش قیمت‌ها'
// (never for a completed order); cancel-edit returns to the loaded values. Also the staff's 'لغو سفارش'.
import { memo, useState } from 'react';
import { Formik, type FormikProps } from 'formik';
import { Alert, Button, Checkbox, Flex, Input, Popconfirm, Table, Tag, Typography } from 'antd';
import { ordersApi, type Order, type OrderItem } from '@sefaresh/shared-api';
import { formatRial, PriceText, ReasonModal, toPersianDigits } from '@sefaresh/shared-ui';
import { EditorCard } from './editor-card';
import { actionError } from './errors';
import { EDITOR_TEXTS as T } from './messages';
import {
  enabledRows,
  initialPricingValues,
  ITEM_REMOVABLE,
  MAX_PRICING_TERMS,
  newRowKey,
  NOTIFY_REQUIRED,
  orderedProblems,
  PRICEABLE,
  previewLineTotal,
  previewOrderTotals,
  pricingPayload,
  pricingVersion,
  rowName,
  validatePricing,
  type ItemValues,
  type PricingValues,
} from './pricing-form';

export interface PricingCardProps {
  order: Order;
  /** Pricing saved or the order cancelled: a major status change. */
  onStatusChange(order: Order, message: string): void;
  /** An item removed: the order as it now is. */
  onItemRemoved(order: Order, message: string): void;
  onFailed(message: string): void;
}

export function PricingCard({ order, onStatusChange, onItemRemoved, onFailed }: PricingCardProps) {
  const [editRequested, setEditRequested] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const status = order.status;
  const alwaysEditing = status === 'pending_pricing';
  const editing = alwaysEditing || (editRequested && PRICEABLE.includes(status));
  const canCancelOrder = status !== 'completed' && status !== 'cancelled';

  const extra = (
    <Flex gap={8}>
      {!editing && PRICEABLE.includes(status) && (
        <Button type="primary" onClick={() => setEditRequested(true)}>
          {T.editPrices}
        </Button>
      )}
      {canCancelOrder && (
        <Button danger onClick={() => setCancelling(true)}>
          {T.cancelOrder}
        </Button>
      )}
    </Flex>
  );

  return (
    <EditorCard title={T.pricingCard} extra={extra}>
      {status === 'completed' && (
        <Alert type="info" showIcon title={T.completedLocked} style={{ marginBottom: 12 }} />
      )}
      {order.items.some((i) => !i.is_active) && (
        <Typography.Paragraph type="secondary">
          {T.removedItems(order.items.filter((i) => !i.is_active).length)}
        </Typography.Paragraph>
      )}
      {editing ? (
        <PricingEditor
          key={pricingVersion(order)}
          order={order}
          onDone={(saved) => {
            setEditRequested(false);
            onStatusChange(saved, T.pricingSaved);
          }}
          onCancel={() => setEditRequested(false)}
          onItemRemoved={onItemRemoved}
          onFailed={onFailed}
        />
      ) : (
        <PricesView order={order} />
      )}
      <ReasonModal
        open={cancelling}
        title={T.cancelOrderTitle}
        explain={T.cancelOrderExplain}
        label={T.cancelReason}
        requiredMessage={T.cancelReasonRequired}
        okText={T.cancelOrderOk}
        cancelText={T.cancel}
        onClose={() => setCancelling(false)}
        onSubmit={async (reason) => {
          try {
            const answer = await ordersApi.cancel(order.id, reason);
            setCancelling(false);
            onStatusChange(answer, T.orderCancelled);
          } catch (error) {
            throw new Error(actionError(error, T.cancelFailed), { cause: error });
          }
        }}
      />
    </EditorCard>
  );
}

// ---- read-only prices ----

function PricesView({ order }: { order: Order }) {
  const items = order.items.filter((i) => i.is_active);
  return (
    <Flex vertical gap={12}>
      {items.map((item) => (
        <ItemPrices key={item.id} item={item} />
      ))}
      {order.admin_comment && (
        <Typography.Paragraph style={{ margin: 0 }}>
          {T.adminCommentShown}: {order.admin_comment}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}

function ItemPrices({ item }: { item: OrderItem }) {
  return (
    <section aria-label={item.product_name}>
      <Typography.Text strong>{item.product_name}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        — {T.requestedQuantity}: {toPersianDigits(item.requested_quantity)} — {T.finalQuantity}:{' '}
        {toPersianDigits(item.final_quantity ?? item.requested_quantity)}
      </Typography.Text>
      {item.pricing_options.length === 0 ? (
        <Typography.Paragraph type="secondary">{T.noPricing}</Typography.Paragraph>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey="id"
          dataSource={item.pricing_options}
          columns={[
            {
              title: T.term,
              dataIndex: 'term_display',
              render: (text: string, o) => (
                <>
                  {text} {o.is_selected && <Tag color="green">انتخاب مشتری</Tag>}
                </>
              ),
            },
            { title: T.unitPrice, dataIndex: 'unit_price', render: (v: string) => <PriceText value={v} /> },
            {
              title: T.discount,
              dataIndex: 'discount_percentage',
              render: (v: string) => toPersianDigits(String(Number(v))),
            },
            { title: T.lineTotal, dataIndex: 'total_price', render: (v: string) => <PriceText value={v} /> },
          ]}
        />
      )}
    </section>
  );
}

// ---- the editor ----

interface EditorProps {
  order: Order;
  onDone(order: Order): void;
  onCancel(): void;
  onItemRemoved(order: Order, message: string): void;
  onFailed(message: string): void;
}

function PricingEditor({ order, onDone, onCancel, onItemRemoved, onFailed }: EditorProps) {
  const initial = initialPricingValues(order);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: PricingValues) => {
    setServerError(null);
    try {
      const saved = await ordersApi.updatePricing(order.id, pricingPayload(values));
      onDone(saved);
    } catch (error) {
      const text = actionError(error, T.pricingFailed, true);
      setServerError(text);
      onFailed(text);
    }
  };

  return (
    <Formik<PricingValues>
      initialValues={initial}
      validate={(values) => validatePricing(values, order.status)}
      onSubmit={submit}
    >
      {(form) => (
        <EditorForm
          form={form}
          order={order}
          serverError={serverError}
          onCancel={() => {
            form.resetForm();
            setServerError(null);
            onCancel();
          }}
          onItemRemoved={onItemRemoved}
          onFailed={onFailed}
        />
      )}
    </Formik>
  );
}

interface EditorFormProps {
  form: FormikProps<PricingValues>;
  order: Order;
  serverError: string | null;
  onCancel(): void;
  onItemRemoved(order: Order, message: string): void;
  onFailed(message: string): void;
}

function EditorForm({ form, order, serverError, onCancel, onItemRemoved, onFailed }: EditorFormProps) {
  const { values, errors, submitCount, isSubmitting, setFieldValue, handleSubmit } = form;
  const flat = errors as Record<string, string>;
  const shown = submitCount > 0;
  const problems = shown ? orderedProblems(flat) : [];
  const official = order.is_official_invoice;
  const totals = previewOrderTotals(values);
  const notifyRequired = NOTIFY_REQUIRED.includes(order.status);
  const canRemove = ITEM_REMOVABLE.includes(order.status) && values.items.length > 1;

  const removeItem = async (item: ItemValues) => {
    try {
      const answer = await ordersApi.staffRemoveItem(order.id, item.item_id);
      onItemRemoved(answer, T.itemRemoved);
    } catch (error) {
      onFailed(actionError(error, T.removeItemFailed));
    }
  };

  return (
    <form
      noValidate
      aria-label={T.pricingCard}
      onSubmit={(e) => {
        e.preventDefault();
        handleSubmit();
      }}
    >
      <Flex vertical gap={16}>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={T.fixErrors}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={T.fixErrors}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            }
          />
        )}
        {serverError && <Alert type="error" showIcon title={serverError} />}
        {values.items.map((item, i) => (
          <ItemEditor
            key={item.item_id}
            item={item}
            index={i}
            errors={shown ? errorsOf(flat, i) : NO_ERRORS}
            official={official}
            canRemove={canRemove}
            setFieldValue={setFieldValue}
            onRemove={() => removeItem(item)}
          />
        ))}

        <div>
          <label htmlFor="admin-comment" style={{ display: 'block', marginBottom: 4 }}>
            {T.adminComment}
          </label>
          <Input.TextArea
            id="admin-comment"
            rows={2}
            value={values.admin_comment}
            onChange={(e) => setFieldValue('admin_comment', e.target.value)}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.adminCommentHint}
          </Typography.Text>
        </div>

        <div>
          <Checkbox
            checked={values.notify_customer}
            disabled={order.status === 'pending_pricing'}
            onChange={(e) => setFieldValue('notify_customer', e.target.checked)}
          >
            {T.notifyCustomer}
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
            {order.status === 'pending_pricing' ? T.notifyFirstPricing : T.notifyHint}
            {notifyRequired && ` ${T.notifyRequiredHint}`}
          </Typography.Paragraph>
          {shown && flat.notify_customer && (
            <Typography.Text type="danger">{flat.notify_customer}</Typography.Text>
          )}
        </div>

        <section aria-label={T.previewTitle}>
          <Typography.Text type="secondary">{T.previewTitle}</Typography.Text>
          <div data-testid="preview-order-total">
            {T.previewOrderTotal}:{' '}
            {totals ? T.previewRange(formatRial(totals.min), formatRial(totals.max)) : T.notCalculated}
          </div>
          {official && totals && (
            <div data-testid="preview-order-total-tax">
              {T.previewWithTax}:{' '}
              {T.previewRange(formatRial(totals.minWithTax), formatRial(totals.maxWithTax))}
            </div>
          )}
        </section>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {T.savePricing}
          </Button>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {order.status === 'pending_pricing' ? T.resetChanges : T.cancelEdit}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

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
    <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
      {text}
    </Typography.Text>
  ) : null;
}

const NO_ERRORS: Record<string, string> = {};

/** The problems of one item (keys keep their full path). */
function errorsOf(flat: Record<string, string>, index: number): Record<string, string> {
  const prefix = `items[${index}].`;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(flat)) if (k.startsWith(prefix)) out[k] = v;
  return Object.keys(out).length ? out : NO_ERRORS;
}

/** An item re-renders only when its values, its problems or its buttons change (Formik keeps other items' objects). */
const ItemEditor = memo(
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
    <section aria-label={name} style={{ border: '1px solid rgba(0,0,0,0.08)', borderRadius: 8, padding: 12 }}>
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

      <div style={{ marginTop: 8, maxWidth: 220 }}>
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

      <table style={{ width: '100%', marginTop: 12, borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ textAlign: 'start' }}>
            <th style={{ textAlign: 'start' }}>{T.term}</th>
            <th style={{ textAlign: 'start' }}>{T.unitPrice}</th>
            <th style={{ textAlign: 'start' }}>{T.discount}</th>
            <th style={{ textAlign: 'start' }}>{T.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {item.terms.map((row, j) => {
            const key = `${base}.terms[${j}]`;
            const label = rowName(item, j);
            const line = row.enabled ? previewLineTotal(row, item.final_quantity) : null;
            const tax = line !== null && official ? Math.round((line * item.tax_rate) / 100) : 0;
            return (
              <tr key={row.key} style={{ verticalAlign: 'top', opacity: row.enabled ? 1 : 0.6 }}>
                <td style={{ padding: 4, minWidth: 160 }}>
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
                        style={{ marginTop: 4 }}
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
                <td style={{ padding: 4 }}>
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
                <td style={{ padding: 4, maxWidth: 110 }}>
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
                <td style={{ padding: 4 }} data-testid={`line-total-${item.item_id}-${j}`}>
                  {row.enabled ? (line === null ? '—' : formatRial(line)) : ''}
                  {row.enabled && line !== null && official && (
                    <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
                      {T.previewWithTax}: {formatRial(line + tax)}
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
        style={{ marginTop: 8 }}
        aria-label={T.addCustomTermOf(name)}
        disabled={enabledCount >= MAX_PRICING_TERMS}
        onClick={addCustom}
      >
        {T.addCustomTerm}
      </Button>

      <div style={{ marginTop: 8 }}>
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
