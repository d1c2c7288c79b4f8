// Spec 000 §2 "Create new order": the /orders/create page's form and the body of the dashboard's create-order
// modal. Validation per §5 over the shared rules; the payload of §3; the errors of §8.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { Alert, Button, Card, ConfigProvider, Flex, Input, Radio, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { FormField } from '@sefaresh/shared-ui';
import {
  ordersApi,
  serverErrorText,
  useAuthStore,
  type CreateOrderLink,
  type Order,
} from '@sefaresh/shared-api';
import {
  CUSTOMER_INFO_FIELDS,
  INVOICE_TYPE,
  INVOICE_TYPE_TAX_LABELS,
  isOfficial,
  ORDER_LIMITS,
  type CustomerInfo,
  type InvoiceType,
} from '@sefaresh/shared-api/rules';
import { categoryLoadError, productLoadError, useOrderCatalogue, usePreselectedProduct } from './catalogue';
import { CustomerInfoBlock } from './customer-info-block';
import { loadInvoicePrefill } from './invoice-info';
import { ItemRowFields, type RowField } from './item-row';
import { ORDER_MESSAGES as T } from './messages';
import {
  initialOrderValues,
  newRow,
  serverFieldErrors,
  toPayload,
  validateOrder,
  type ItemRow,
  type OrderFormValues,
} from './order-schema';

const MAX_ORDER_ITEMS = ORDER_LIMITS.maxItems;

/** An error under a field once it was touched (every field is, after a submit attempt). */
function shownError(
  errors: FormikErrors<OrderFormValues>,
  touched: FormikTouched<OrderFormValues>,
  path: string,
): string | undefined {
  const error: unknown = getIn(errors, path);
  return getIn(touched, path) && typeof error === 'string' ? error : undefined;
}

export interface CreateOrderFormProps {
  /** After the server registered the order (201), with the new order. */
  onCreated(order: Order): void;
  /** Shows a cancel button (the modal closes, the page goes back). */
  onCancel?(): void;
  /** The heading "ثبت سفارش جدید"; a modal that has its own title can leave it out. Default true. */
  showTitle?: boolean;
  /** Presets from the address (shared-api's links: a preselected product, inquiry mode, a starting comment). */
  preset?: CreateOrderLink;
}

type PrefillState = 'idle' | 'loading' | 'done';

/** Fields still empty take the prefill; what the customer already typed stays. */
function mergePrefill(current: CustomerInfo, prefill: CustomerInfo): CustomerInfo {
  const next = { ...current };
  for (const field of CUSTOMER_INFO_FIELDS) if (!next[field].trim()) next[field] = prefill[field];
  return next;
}

function LoadFailure({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message}
      action={
        <Button size="small" danger htmlType="button" onClick={onRetry}>
          {T.retry}
        </Button>
      }
    />
  );
}

export function CreateOrderForm({ onCreated, onCancel, showTitle = true, preset }: CreateOrderFormProps) {
  const { categories, products } = useOrderCatalogue();
  const user = useAuthStore((s) => s.user);
  const client = useQueryClient();
  const [prefill, setPrefill] = useState<PrefillState>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const [initialValues] = useState(() => ({
    ...initialOrderValues(),
    customer_comment: preset?.comment ?? '',
  }));
  const [attempted, setAttempted] = useState(false);
  const formik = useFormik<OrderFormValues>({
    initialValues,
    // Checked on every change only once the customer has tried to send (and on each send).
    validateOnChange: attempted,
    validateOnBlur: attempted,
    validate: (values) => validateOrder(values, { products: products.data }),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const { payload, rowKeys } = toPayload(values);
      try {
        const order = await ordersApi.create(payload);
        if (alive.current) {
          // The modal may stay mounted: the next order starts afresh.
          helpers.resetForm({ values: initialOrderValues() });
          setPrefill('idle');
          setAttempted(false);
        }
        onCreated(order);
      } catch (error) {
        if (!alive.current) return;
        helpers.setErrors(serverFieldErrors(error, values, rowKeys));
        helpers.setStatus({ error: serverErrorText(error) ?? T.createFailed });
      }
    },
  });
  const { values, errors, touched, isSubmitting, submitCount } = formik;
  if (submitCount > 0 && !attempted) setAttempted(true);
  const official = isOfficial(values.business_invoice_type);
  const catalogueReady = Boolean(categories.data && products.data);
  usePreselectedProduct(preset?.productId, products.data, formik.setFieldValue);

  // ---- rows: added at the top, removed anywhere; touched marks move with their rows. The callbacks are stable
  // (formik's setters are), so a row re-renders only when its own props change.
  const { setValues, setTouched, setFieldTouched } = formik;
  const touchedRef = useRef(touched);
  useEffect(() => {
    touchedRef.current = touched;
  }, [touched]);
  const rowTouched = () => (touchedRef.current.items ?? []) as FormikTouched<ItemRow>[];
  const addRow = () => {
    void setValues((prev) => ({ ...prev, items: [newRow(), ...prev.items] }));
    void setTouched({ ...touchedRef.current, items: [{}, ...rowTouched()] }, false);
  };
  const removeRow = useCallback(
    (index: number) => {
      void setValues((prev) =>
        prev.items.length > 1 ? { ...prev, items: prev.items.filter((_, i) => i !== index) } : prev,
      );
      void setTouched({ ...touchedRef.current, items: rowTouched().filter((_, i) => i !== index) }, false);
    },
    [setValues, setTouched],
  );
  const changeRow = useCallback(
    (key: string, patch: Partial<ItemRow>) =>
      void setValues((prev) => ({
        ...prev,
        items: prev.items.map((row) => (row.key === key ? { ...row, ...patch } : row)),
      })),
    [setValues],
  );
  const touchRow = useCallback(
    (index: number, field: RowField) => void setFieldTouched(`items.${index}.${field}`, true),
    [setFieldTouched],
  );

  // ---- invoice type: the first switch to official fetches the saved invoice info.
  const chooseInvoiceType = (type: InvoiceType) => {
    void formik.setFieldValue('business_invoice_type', type);
    if (type !== INVOICE_TYPE.official || prefill !== 'idle') return;
    setPrefill('loading');
    void loadInvoicePrefill(client, user).then((info) => {
      if (!alive.current) return;
      void formik.setValues((prev) => ({ ...prev, customer_info: mergePrefill(prev.customer_info, info) }));
      setPrefill('done');
    });
  };

  // ---- form-level messages (spec 000 §5, §8)
  const itemsMessage = attempted && typeof errors.items === 'string' ? errors.items : undefined;
  const infoErrors = (errors.customer_info ?? {}) as FormikErrors<CustomerInfo>;
  const messages = [
    attempted && official && Object.keys(infoErrors).length > 0 ? T.officialInfoIncomplete : undefined,
    (formik.status as { error?: string } | undefined)?.error,
  ].filter((m, i, all): m is string => Boolean(m) && all.indexOf(m) === i && m !== itemsMessage);

  const customerInfoErrors = useMemo(() => {
    const out: Partial<Record<keyof CustomerInfo, string>> = {};
    for (const field of CUSTOMER_INFO_FIELDS) {
      const message = shownError(errors, touched, `customer_info.${field}`);
      if (message) out[field] = message;
    }
    return out;
  }, [errors, touched]);

  let itemsBody;
  // the first load, or a retry after a failure
  if ([categories, products].some((list) => list.data === undefined && list.isFetching)) {
    itemsBody = (
      <div role="status" aria-label={T.loadingCatalogue}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (!catalogueReady) {
    itemsBody = (
      <Flex vertical gap={12}>
        {categories.isError && (
          <LoadFailure
            title={T.categoriesLoadTitle}
            message={categoryLoadError(categories.error)}
            onRetry={() => void categories.refetch()}
          />
        )}
        {products.isError && (
          <LoadFailure
            title={T.productsLoadTitle}
            message={productLoadError(products.error)}
            onRetry={() => void products.refetch()}
          />
        )}
      </Flex>
    );
  } else {
    itemsBody = (
      <Flex vertical gap={12}>
        {values.items.map((row, index) => (
          <ItemRowFields
            key={row.key}
            row={row}
            index={index}
            categories={categories.data ?? []}
            products={products.data ?? []}
            categoryError={shownError(errors, touched, `items.${index}.category_id`)}
            productError={shownError(errors, touched, `items.${index}.product_id`)}
            quantityError={shownError(errors, touched, `items.${index}.quantity`)}
            notesError={shownError(errors, touched, `items.${index}.customer_notes`)}
            canRemove={values.items.length > 1}
            onChange={changeRow}
            onTouch={touchRow}
            onRemove={removeRow}
          />
        ))}
      </Flex>
    );
  }

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.title}>
      <ConfigProvider componentDisabled={isSubmitting}>
        <Flex vertical gap={16}>
          {showTitle && (
            <Typography.Title level={1} style={{ margin: 0 }}>
              {preset?.inquiry ? T.inquiryTitle : T.title}
            </Typography.Title>
          )}
          {preset?.inquiry && <Alert type="info" showIcon title={T.inquiryHint} />}

          <Card
            title={T.items}
            extra={
              <Button
                type="primary"
                ghost
                htmlType="button"
                onClick={addRow}
                // undefined, not false: an explicit false would override the disabled state while sending
                disabled={!catalogueReady || values.items.length >= MAX_ORDER_ITEMS || undefined}
              >
                {T.addItem}
              </Button>
            }
          >
            {itemsBody}
            {itemsMessage && <Alert type="error" showIcon title={itemsMessage} style={{ marginTop: 12 }} />}
          </Card>

          <Card>
            <FormField label={T.invoiceType} htmlFor="order-invoice-type" marginBottom={official ? 16 : 0}>
              <Radio.Group
                id="order-invoice-type"
                value={values.business_invoice_type}
                onChange={(event) => chooseInvoiceType(event.target.value as InvoiceType)}
                options={[
                  { value: INVOICE_TYPE.unofficial, label: INVOICE_TYPE_TAX_LABELS.unofficial },
                  { value: INVOICE_TYPE.official, label: INVOICE_TYPE_TAX_LABELS.official },
                ]}
              />
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                {official ? T.officialHint : T.unofficialHint}
              </Typography.Paragraph>
            </FormField>
            {official && (
              <CustomerInfoBlock
                values={values.customer_info}
                errors={customerInfoErrors}
                loading={prefill === 'loading'}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                setFieldValue={formik.setFieldValue}
                setFieldTouched={formik.setFieldTouched}
              />
            )}
          </Card>

          <Card>
            <FormField label={T.comment} htmlFor="order-customer_comment" marginBottom={0}>
              <Input.TextArea
                id="order-customer_comment"
                name="customer_comment"
                value={values.customer_comment}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                placeholder={T.commentPlaceholder}
                maxLength={2000}
                rows={3}
              />
            </FormField>
          </Card>

          {messages.map((message) => (
            <Alert key={message} type="error" showIcon title={message} />
          ))}

          <Flex gap={8} justify="flex-end">
            {onCancel && (
              <Button htmlType="button" onClick={onCancel}>
                {T.cancel}
              </Button>
            )}
            <Button
              type="primary"
              htmlType="submit"
              loading={isSubmitting}
              disabled={!catalogueReady || prefill === 'loading' || undefined}
            >
              {T.submit}
            </Button>
          </Flex>
        </Flex>
      </ConfigProvider>
    </form>
  );
}
