import { memo, type ChangeEvent, type FocusEvent } from 'react';
import { Col, Input, Row, Skeleton, Typography } from 'antd';
import { CitySelect, FormField, LTR_INPUT_STYLE, ProvinceSelect } from '@sefaresh/shared-ui';
import {
  CUSTOMER_INFO_DIGIT_FIELDS,
  CUSTOMER_INFO_INPUT_LENGTH,
  OFFICIAL_REQUIRED_FIELDS,
  type CustomerInfo,
} from '@sefaresh/shared-api/rules';
import { CUSTOMER_INFO_LABELS as L, ORDER_MESSAGES as T } from './messages';

type Field = keyof CustomerInfo;

export interface CustomerInfoBlockProps {
  values: CustomerInfo;
  /** The message to show under each field (already filtered by touched). */
  errors: Partial<Record<Field, string>>;
  /** While the saved invoice info is being fetched. */
  loading: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Formik's setFieldValue and setFieldTouched, for the province and city pickers (`customer_info.<field>`). */
  setFieldValue: (name: string, value: string) => unknown;
  setFieldTouched: (name: string) => unknown;
}

/** The typed fields and the browser's autofill name of each; lengths, digits and required are the rules'. */
const FIELDS: { field: Field; autoComplete?: string }[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel' },
  { field: 'company_name', autoComplete: 'organization' },
  { field: 'national_id' },
  { field: 'economic_id' },
  { field: 'postal_code', autoComplete: 'postal-code' },
];
const PLACE_FIELDS = ['province', 'city'] as const;

/** The official-invoice customer information (spec 000 §2, §3 Customer invoice info). */
export const CustomerInfoBlock = memo(function CustomerInfoBlock({
  values,
  errors,
  loading,
  onChange,
  onBlur,
  setFieldValue,
  setFieldTouched,
}: CustomerInfoBlockProps) {
  const id = (field: Field) => `order-customer_info-${field}`;
  const common = (field: Field) => ({
    id: id(field),
    name: `customer_info.${field}`,
    value: values[field],
    onChange,
    onBlur,
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[field]),
  });
  const place = (field: (typeof PLACE_FIELDS)[number]) => ({
    id: id(field),
    value: values[field],
    onChange: (value: string) => setFieldValue(`customer_info.${field}`, value),
    onBlur: () => setFieldTouched(`customer_info.${field}`),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[field]),
  });

  return (
    <section aria-labelledby="order-customer-info-title">
      <Typography.Title level={5} id="order-customer-info-title" style={{ marginTop: 0 }}>
        {T.customerInfo}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{T.customerInfoHint}</Typography.Paragraph>
      {loading ? (
        <div role="status" aria-label={T.loadingInvoiceInfo}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <Row gutter={16}>
          {FIELDS.map(({ field, autoComplete }) => {
            const required = OFFICIAL_REQUIRED_FIELDS.includes(field);
            return (
              <Col xs={24} md={12} key={field}>
                <FormField
                  label={required ? L[field] : T.optional(L[field])}
                  htmlFor={id(field)}
                  required={required}
                  error={errors[field]}
                >
                  <Input
                    {...common(field)}
                    maxLength={CUSTOMER_INFO_INPUT_LENGTH[field]}
                    autoComplete={autoComplete}
                    {...(CUSTOMER_INFO_DIGIT_FIELDS.includes(field)
                      ? { inputMode: 'numeric' as const, style: LTR_INPUT_STYLE }
                      : {})}
                  />
                </FormField>
              </Col>
            );
          })}
          {PLACE_FIELDS.map((field) => (
            <Col xs={24} md={12} key={field}>
              <FormField label={L[field]} htmlFor={id(field)} required error={errors[field]}>
                {field === 'province' ? (
                  <ProvinceSelect
                    {...place(field)}
                    onChange={(value) => {
                      // Another province: the city typed for the old one no longer applies.
                      if (value !== values.province) setFieldValue('customer_info.city', '');
                      setFieldValue('customer_info.province', value);
                    }}
                  />
                ) : (
                  <CitySelect {...place(field)} province={values.province} />
                )}
              </FormField>
            </Col>
          ))}
          <Col span={24}>
            <FormField
              label={L.complete_address}
              htmlFor={id('complete_address')}
              required
              error={errors.complete_address}
            >
              <Input.TextArea
                {...common('complete_address')}
                maxLength={CUSTOMER_INFO_INPUT_LENGTH.complete_address}
                rows={2}
                autoComplete="street-address"
              />
            </FormField>
          </Col>
        </Row>
      )}
    </section>
  );
});
