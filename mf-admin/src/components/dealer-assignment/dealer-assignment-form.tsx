// The dealer assignment form (spec 001 §2.3, §5): a yes/no choice defaulting to no; yes loads the active dealers
// and shows a dealer picker (search by name or code), the dealer's info, the commission choice (the dealer's
// default or a custom rate 0–50 in steps of 0.1) and optional notes; back to no resets the selection.
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, Radio, Select, Spin, Typography } from 'antd';
import { useFormik } from 'formik';
import { dealersApi, errorText, type DealerForAssignment, type Order } from '@sefaresh/shared-api';
import { COMMISSION_RATE } from '@sefaresh/shared-api/rules';
import { NumberInput, formatNumber, formatPercent, toPersianDigits } from '@sefaresh/shared-ui';
import {
  EMPTY_ASSIGNMENT,
  assignmentSchema,
  finalRate,
  toPayload,
  type AssignmentValues,
} from './assignment-schema';
import { useDealersForAssignment } from './use-dealers';
import { DEALER_ASSIGNMENT_TEXTS as T } from './messages';

export interface DealerAssignmentFormProps {
  order: Order;
  /** Start with yes chosen (changing the current dealer). */
  startWithYes?: boolean;
  /** After a successful assignment, with the server's message. */
  onAssigned(message: string): void;
}

const dealerLabel = (d: DealerForAssignment) => (d.dealer_code ? `${d.name} (${d.dealer_code})` : d.name);

const NO_DEALERS: DealerForAssignment[] = [];

export function DealerAssignmentForm({ order, startWithYes = false, onAssigned }: DealerAssignmentFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [wantsList, setWantsList] = useState(startWithYes);
  const load = useDealersForAssignment(wantsList);
  const dealers = load.data ?? NO_DEALERS;

  const formik = useFormik<AssignmentValues>({
    initialValues: { ...EMPTY_ASSIGNMENT, assign: startWithYes ? 'yes' : 'no' },
    validationSchema: assignmentSchema(dealers),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await dealersApi.assign(order.id, toPayload(values));
        helpers.resetForm({ values: EMPTY_ASSIGNMENT });
        onAssigned(answer.message);
      } catch (error) {
        // the server's error, then its first field detail, else the generic text (spec 001 §8)
        setFailure(
          errorText(error, {
            fallback: (api) => Object.values(api?.fieldErrors ?? {}).flat()[0] ?? T.assignFailed,
          }),
        );
      }
    },
  });
  const { values, errors, touched, submitCount, isSubmitting, setFieldValue, setFieldTouched } = formik;
  const wantsDealer = values.assign === 'yes';

  const chooseAssign = (choice: 'yes' | 'no') => {
    setFailure(null);
    if (choice === 'no') {
      formik.resetForm({ values: EMPTY_ASSIGNMENT });
      return;
    }
    setWantsList(true); // yes loads the dealers
    if (load.isError) void load.refetch(); // yes again: try the list again
    void setFieldValue('assign', 'yes');
  };

  const dealer = dealers.find((d) => d.id === values.dealer_id);
  const rate = finalRate(values, dealer);
  const shown = (field: keyof AssignmentValues) =>
    (touched[field] || submitCount > 0) && errors[field] ? errors[field] : undefined;
  const dealerError = shown('dealer_id');
  // the final rate's problem shows as soon as a dealer is chosen (a default of 0 needs a custom rate)
  const rateError = dealer ? errors.rate_mode : undefined;
  const submitDisabled = isSubmitting || values.dealer_id === null || rate === null || rate <= 0;

  return (
    <form onSubmit={formik.handleSubmit} aria-label={T.cardTitle} noValidate>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <Typography.Text id="dealer-assign-question">{T.assignQuestion}</Typography.Text>
          <Radio.Group
            aria-labelledby="dealer-assign-question"
            value={values.assign}
            disabled={isSubmitting}
            onChange={(e) => chooseAssign(e.target.value as 'yes' | 'no')}
            options={[
              { value: 'yes', label: T.yes },
              { value: 'no', label: T.no },
            ]}
          />
        </Flex>

        {wantsDealer && load.isFetching && !load.data && <Spin size="small" description={T.loadingDealers} />}
        {wantsDealer && load.isError && !load.isFetching && (
          <Alert type="error" showIcon title={T.dealersFailed} />
        )}

        {wantsDealer && load.data && (
          <>
            {dealers.length === 0 && <Alert type="info" showIcon title={T.noDealers} />}
            <div>
              <label htmlFor={`dealer-select-${order.id}`}>
                <Typography.Text>{T.dealer}</Typography.Text>
              </label>
              <Select<number>
                id={`dealer-select-${order.id}`}
                aria-label={T.dealer}
                style={{ width: '100%' }}
                placeholder={T.dealerPlaceholder}
                value={values.dealer_id ?? undefined}
                disabled={isSubmitting}
                allowClear
                virtual={false}
                showSearch={{
                  filterOption: (input, option) => {
                    const needle = input.trim().toLowerCase();
                    const d = dealers.find((x) => x.id === option?.value);
                    if (!d) return false;
                    return (
                      d.name.toLowerCase().includes(needle) ||
                      (d.dealer_code ?? '').toLowerCase().includes(needle)
                    );
                  },
                }}
                options={dealers.map((d) => ({ value: d.id, label: dealerLabel(d) }))}
                onChange={(id) => {
                  void setFieldValue('dealer_id', id ?? null);
                  void setFieldTouched('dealer_id', true, false);
                }}
                onBlur={() => void setFieldTouched('dealer_id', true)}
                status={dealerError ? 'error' : undefined}
              />
              {dealerError && (
                <Typography.Text type="danger" role="alert">
                  {dealerError}
                </Typography.Text>
              )}
            </div>

            {dealer && (
              <Card size="small" title={T.dealerInfo}>
                <Descriptions size="small" column={2}>
                  <Descriptions.Item label={T.dealerName}>{dealer.name}</Descriptions.Item>
                  <Descriptions.Item label={T.dealerCode}>{dealer.dealer_code ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label={T.phone}>
                    {dealer.phone ? toPersianDigits(dealer.phone) : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={T.company}>{dealer.company_name || '—'}</Descriptions.Item>
                  <Descriptions.Item label={T.defaultRate}>
                    {dealer.dealer_commission_rate === null
                      ? '—'
                      : formatPercent(dealer.dealer_commission_rate)}
                  </Descriptions.Item>
                  <Descriptions.Item label={T.activeOrders}>
                    {formatNumber(dealer.active_orders_count)}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            )}

            {dealer && (
              <div>
                <Typography.Text id={`dealer-commission-${order.id}`}>{T.commission}</Typography.Text>
                <Flex vertical gap={8}>
                  <Radio.Group
                    aria-labelledby={`dealer-commission-${order.id}`}
                    value={values.rate_mode}
                    disabled={isSubmitting}
                    onChange={(e) => {
                      void setFieldValue('rate_mode', e.target.value);
                      void setFieldTouched('rate_mode', true, false);
                    }}
                    options={[
                      { value: 'default', label: T.defaultRateOption(dealer.dealer_commission_rate) },
                      { value: 'custom', label: T.useCustomRate },
                    ]}
                  />
                  {values.rate_mode === 'custom' && (
                    <NumberInput
                      aria-label={T.customRate}
                      min={0}
                      max={COMMISSION_RATE.max}
                      step={COMMISSION_RATE.step}
                      precision={1}
                      value={values.custom_rate}
                      disabled={isSubmitting}
                      style={{ width: 200 }}
                      onChange={(v) => {
                        void setFieldValue('custom_rate', v ?? null);
                        void setFieldTouched('custom_rate', true, false);
                      }}
                      status={rateError ? 'error' : undefined}
                    />
                  )}
                  {rateError && (
                    <Typography.Text type="danger" role="alert">
                      {rateError}
                    </Typography.Text>
                  )}
                </Flex>
              </div>
            )}

            <div>
              <label htmlFor={`dealer-notes-${order.id}`}>
                <Typography.Text>{T.notesLabel}</Typography.Text>
              </label>
              <Input.TextArea
                id={`dealer-notes-${order.id}`}
                rows={3}
                value={values.dealer_notes}
                disabled={isSubmitting}
                onChange={(e) => void setFieldValue('dealer_notes', e.target.value)}
              />
            </div>

            {failure && <Alert type="error" showIcon title={failure} />}

            <div>
              <Button type="primary" htmlType="submit" loading={isSubmitting} disabled={submitDisabled}>
                {T.submit}
              </Button>
            </div>
          </>
        )}
      </Flex>
    </form>
  );
}
