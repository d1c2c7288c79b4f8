// The customer's official-invoice data (spec 000 §2 modals, §5, §8 invoice info): prefilled from the order (else
// the saved data, through shared-api's invoiceInfoQuery), saved for the account and for this order; closes 2
// seconds after a successful save.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Flex, Input, Modal, Row, Skeleton } from 'antd';
import { useFormik, type FormikProps } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { customersApi, fieldErrorsFor, invoiceInfoQuery, orderKeys, type Order } from '@sefaresh/shared-api';
import {
  CUSTOMER_INFO_DIGIT_FIELDS,
  CUSTOMER_INFO_INPUT_LENGTH,
  INVOICE_INFO_REQUIRED_FIELDS,
  INVOICE_TYPE,
  isInvoiceInfoComplete,
} from '@sefaresh/shared-api/rules';
import {
  CitySelect,
  FormField,
  LTR_INPUT_STYLE,
  ORDER_PAGE_TEXTS,
  ProvinceSelect,
} from '@sefaresh/shared-ui';
import { ORDER_MESSAGES as T } from './messages';
import { actionError } from './order-errors';
import {
  INVOICE_INFO_FIELDS,
  invoiceInfoSchema,
  toPayload,
  toValues,
  type InvoiceInfoField,
  type InvoiceInfoValues,
} from './invoice-info-schema';

/** Spec 000 §9: the modal closes this long after a successful save. */
const INVOICE_INFO_CLOSE_MS = 2000;

export interface InvoiceInfoModalProps {
  open: boolean;
  order: Order;
  onClose(): void;
  /** After a save, when the modal has closed: the order's copy changed on the server. */
  onSaved(): void;
}

export function InvoiceInfoModal({ open, order, onClose, onSaved }: InvoiceInfoModalProps) {
  return (
    <Modal
      open={open}
      title={T.invoiceInfoTitle}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {open && <InvoiceInfoForm order={order} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function InvoiceInfoForm({ order, onClose, onSaved }: Omit<InvoiceInfoModalProps, 'open'>) {
  // the order's own copy first; the account's saved data only when the order has none
  const savedInfo = useQuery({ ...invoiceInfoQuery(), enabled: !order.customer_info });
  const client = useQueryClient();
  const loadFailed = !order.customer_info && savedInfo.isError;
  const initial: InvoiceInfoValues | null = order.customer_info
    ? toValues(order.customer_info)
    : savedInfo.data
      ? toValues(savedInfo.data.customer_info)
      : loadFailed
        ? toValues(null)
        : null;
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const formik = useFormik<InvoiceInfoValues>({
    initialValues: initial ?? toValues(null),
    enableReinitialize: true,
    validationSchema: invoiceInfoSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await customersApi.updateInvoiceInfo({
          invoice_type: INVOICE_TYPE.official,
          customer_info: toPayload(values),
          order_id: order.id,
        });
        setSaved(answer.message || T.invoiceInfoUpdated);
        void client.invalidateQueries({ queryKey: orderKeys.invoiceInfo });
        closeTimer.current = setTimeout(() => {
          onClose();
          onSaved();
        }, INVOICE_INFO_CLOSE_MS);
      } catch (error) {
        const perField = fieldErrorsFor(error, INVOICE_INFO_FIELDS);
        if (Object.keys(perField).length) {
          helpers.setErrors(perField);
          helpers.setTouched(Object.fromEntries(Object.keys(perField).map((f) => [f, true])), false);
        }
        setFailure(actionError(error, T.invoiceInfoFailed));
      }
    },
  });

  if (!initial) {
    return (
      <div role="status" aria-label={ORDER_PAGE_TEXTS.loading}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }

  const errorOf = (field: InvoiceInfoField) =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
  const busy = formik.isSubmitting || saved !== null;
  const ready = isInvoiceInfoComplete(formik.values);

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.invoiceInfoTitle}>
      {loadFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={T.invoiceInfoLoadFailed}
          style={{ marginBottom: 12 }}
        />
      )}
      {!ready && (
        <Alert type="warning" showIcon title={T.invoiceInfoIncomplete} style={{ marginBottom: 12 }} />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      {saved && <Alert type="success" showIcon role="status" title={saved} style={{ marginBottom: 12 }} />}
      <Row gutter={16}>
        {INVOICE_INFO_FIELDS.map((field) => {
          const wide = field === 'complete_address';
          const digits = CUSTOMER_INFO_DIGIT_FIELDS.includes(field);
          const id = `invoice-info-${field}`;
          const error = errorOf(field);
          const common = {
            id,
            name: field,
            value: formik.values[field],
            onChange: formik.handleChange,
            onBlur: formik.handleBlur,
            maxLength: CUSTOMER_INFO_INPUT_LENGTH[field],
            disabled: busy,
            status: error ? ('error' as const) : undefined,
            'aria-invalid': Boolean(error),
          };
          return (
            <Col xs={24} md={wide ? 24 : 12} key={field}>
              <FormField
                label={T.fields[field]}
                htmlFor={id}
                required={INVOICE_INFO_REQUIRED_FIELDS.includes(field)}
                error={error}
                marginBottom={12}
              >
                {field === 'province' || field === 'city' ? (
                  <PlaceField field={field} formik={formik} disabled={busy} error={error} />
                ) : wide ? (
                  <Input.TextArea {...common} rows={2} />
                ) : (
                  <Input
                    {...common}
                    {...(digits ? { inputMode: 'numeric' as const, style: LTR_INPUT_STYLE } : {})}
                  />
                )}
              </FormField>
            </Col>
          );
        })}
      </Row>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          {T.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting} disabled={saved !== null}>
          {T.save}
        </Button>
      </Flex>
    </form>
  );
}

/** The province picker (a new province clears the city) or the city picker of the chosen province. */
function PlaceField({
  field,
  formik,
  disabled,
  error,
}: {
  field: 'province' | 'city';
  formik: FormikProps<InvoiceInfoValues>;
  disabled: boolean;
  error: string | undefined;
}) {
  const props = {
    id: `invoice-info-${field}`,
    value: formik.values[field],
    disabled,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    onBlur: () => void formik.setFieldTouched(field),
    onChange: (value: string) => void formik.setFieldValue(field, value),
  };
  if (field === 'city') return <CitySelect {...props} province={formik.values.province} />;
  return (
    <ProvinceSelect
      {...props}
      onChange={(value) => {
        if (value !== formik.values.province) void formik.setFieldValue('city', '');
        void formik.setFieldValue('province', value);
      }}
    />
  );
}
