// The multi-option pricing editor of the status/edit card (spec 001 §2.2, §5 pricing form): a Formik form over
// the loaded prices, its problems listed in form order, the admin comment, the notify choice, the exact preview
// of the order total, save and cancel-edit. Items are edited by ItemEditor; removing one asks first.
import { useState } from 'react';
import { Formik, type FormikProps } from 'formik';
import { Alert, Button, Checkbox, Flex, Input, Typography } from 'antd';
import { errorText, ordersApi, type Order } from '@sefaresh/shared-api';
import { STATUS, orderAllows } from '@sefaresh/shared-api/rules';
import { FormField, PersianDatePicker } from '@sefaresh/shared-ui';
import { ItemEditor, NO_ERRORS, errorsOf, rial } from './item-editor';
import { EDITOR_TEXTS as T } from './messages';
import { QUOTE_EDITOR_TEXTS as Q } from './quote-texts';
import {
  initialPricingValues,
  notifyRequired,
  orderedProblems,
  pricingPayload,
  validatePricing,
  type ItemValues,
  type PricingValues,
} from './pricing-form';
import { previewOrderTotals } from './pricing-preview';
import './pricing.css';

interface EditorProps {
  order: Order;
  onDone(order: Order): void;
  onCancel(): void;
  onItemRemoved(order: Order, message: string): void;
  onFailed(message: string): void;
}

export function PricingEditor({ order, onDone, onCancel, onItemRemoved, onFailed }: EditorProps) {
  const initial = initialPricingValues(order);
  const mustNotify = notifyRequired(order);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: PricingValues) => {
    setServerError(null);
    try {
      const saved = await ordersApi.updatePricing(order.id, pricingPayload(values));
      onDone(saved);
    } catch (error) {
      // the server's error, else its first field detail, else the generic text (spec 001 §8)
      const text = errorText(error, {
        fallback: (api) => Object.values(api?.fieldErrors ?? {}).flat()[0] ?? T.pricingFailed,
      });
      setServerError(text);
      onFailed(text);
    }
  };

  return (
    <Formik<PricingValues>
      initialValues={initial}
      validate={(values) => validatePricing(values, mustNotify)}
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
  const mustNotify = notifyRequired(order);
  const firstPricing = order.status === STATUS.pendingPricing;
  const canRemove = orderAllows(order, 'staff_remove_item') && values.items.length > 1;

  const removeItem = async (item: ItemValues) => {
    try {
      const answer = await ordersApi.staffRemoveItem(order.id, item.item_id);
      onItemRemoved(answer, T.itemRemoved);
    } catch (error) {
      onFailed(errorText(error, { fallback: T.removeItemFailed }));
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
              <ul className="sf-pricing-problems" aria-label={T.fixErrors}>
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
          <label htmlFor="admin-comment" className="sf-pricing-label">
            {T.adminComment}
          </label>
          <Input.TextArea
            id="admin-comment"
            rows={2}
            value={values.admin_comment}
            onChange={(e) => setFieldValue('admin_comment', e.target.value)}
          />
          <Typography.Text type="secondary" className="sf-pricing-hint">
            {T.adminCommentHint}
          </Typography.Text>
        </div>

        {values.notify_customer && (
          <FormField
            label={Q.validUntil}
            htmlFor="pricing-valid-until"
            hint={Q.validUntilHint}
            marginBottom={0}
          >
            <PersianDatePicker
              id="pricing-valid-until"
              value={values.valid_until || null}
              min={new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}
              onChange={(day) => setFieldValue('valid_until', day ?? '')}
              allowClear
            />
          </FormField>
        )}

        <div>
          <Checkbox
            checked={values.notify_customer}
            disabled={firstPricing}
            onChange={(e) => setFieldValue('notify_customer', e.target.checked)}
          >
            {T.notifyCustomer}
          </Checkbox>
          <Typography.Paragraph type="secondary" className="sf-pricing-hint sf-pricing-notify-hint">
            {firstPricing ? T.notifyFirstPricing : T.notifyHint}
            {mustNotify && ` ${T.notifyRequiredHint}`}
          </Typography.Paragraph>
          {shown && flat.notify_customer && (
            <Typography.Text type="danger">{flat.notify_customer}</Typography.Text>
          )}
        </div>

        <section aria-label={T.previewTitle}>
          <Typography.Text type="secondary">{T.previewTitle}</Typography.Text>
          <div data-testid="preview-order-total">
            {T.previewOrderTotal}:{' '}
            {totals ? T.previewRange(rial(totals.min), rial(totals.max)) : T.notCalculated}
          </div>
          {official && totals && (
            <div data-testid="preview-order-total-tax">
              {T.previewWithTax}: {T.previewRange(rial(totals.minWithTax), rial(totals.maxWithTax))}
            </div>
          )}
        </section>

        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {T.savePricing}
          </Button>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {firstPricing ? T.resetChanges : T.cancelEdit}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
