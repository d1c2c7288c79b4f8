// What a receipt says was paid: the amount (rials), the day it was paid (Persian calendar, not after today in
// Tehran), the bank's tracking number (optional) and the instalment it pays (default: the oldest open one).
import { Col, Input, Row, Typography } from 'antd';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import type { Instalment, ReceiptDetails } from '@sefaresh/shared-api';
import { paidOnProblem, plainDigits, trackingNumberProblem } from '@sefaresh/shared-api/rules';
import {
  amountSchema,
  byProblem,
  FormField,
  InstalmentSelect,
  LTR_INPUT_STYLE,
  MONEY_FIELD_TEXTS,
  MoneyInput,
  oldestOpenId,
  PersianDatePicker,
} from '@sefaresh/shared-ui';
import { RECEIPT_UPLOAD_MESSAGES as T } from './messages';

export interface ReceiptDetailsValues {
  amount: string;
  paid_on: string | null;
  tracking_number: string;
  instalment_id: number | null;
}

export const RECEIPT_DETAIL_FIELDS = ['amount', 'paid_on', 'tracking_number', 'instalment_id'] as const;

export const receiptDetailsSchema = (now: () => Date) =>
  yup.object({
    amount: amountSchema(),
    paid_on: yup
      .string()
      .nullable()
      .test(
        'paid-on',
        byProblem((value: string | null | undefined) => paidOnProblem(value, now())),
      ),
    tracking_number: yup.string().test('tracking', byProblem(trackingNumberProblem)),
    instalment_id: yup.number().nullable(),
  });

export const initialReceiptDetails = (schedule: readonly Instalment[]): ReceiptDetailsValues => ({
  amount: '',
  paid_on: null,
  tracking_number: '',
  instalment_id: oldestOpenId(schedule),
});

/** What is sent: the tracking number in ASCII digits, empty fields left out. */
export const toReceiptDetails = (values: ReceiptDetailsValues): ReceiptDetails => ({
  amount: values.amount,
  paid_on: values.paid_on ?? '',
  tracking_number: plainDigits(values.tracking_number) || undefined,
  instalment_id: values.instalment_id,
});

export interface ReceiptDetailsFieldsProps {
  formik: FormikProps<ReceiptDetailsValues>;
  schedule: readonly Instalment[];
  disabled: boolean;
}

export function ReceiptDetailsFields({ formik, schedule, disabled }: ReceiptDetailsFieldsProps) {
  const errorOf = (field: keyof ReceiptDetailsValues) =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
  const state = (field: keyof ReceiptDetailsValues) => {
    const error = errorOf(field);
    return { status: error ? ('error' as const) : undefined, 'aria-invalid': Boolean(error) };
  };
  const touch = (field: keyof ReceiptDetailsValues) => () => void formik.setFieldTouched(field);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <FormField
          label={T.amount}
          htmlFor="receipt-amount"
          required
          error={errorOf('amount')}
          marginBottom={12}
        >
          <MoneyInput
            id="receipt-amount"
            value={formik.values.amount}
            onChange={(value) => void formik.setFieldValue('amount', value)}
            onBlur={touch('amount')}
            disabled={disabled}
            {...state('amount')}
          />
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField
          label={T.paidOn}
          htmlFor="receipt-paid-on"
          required
          error={errorOf('paid_on')}
          marginBottom={12}
        >
          <PersianDatePicker
            id="receipt-paid-on"
            value={formik.values.paid_on}
            // no max: in Chromium a picked day was dropped by the picker while max (disabledDate) was set; a day
            // after today is refused by the form's check instead

            onChange={(value) => {
              void formik.setFieldValue('paid_on', value);
              void formik.setFieldTouched('paid_on', true, false);
            }}
            onBlur={touch('paid_on')}
            disabled={disabled}
            {...state('paid_on')}
          />
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField
          label={T.trackingNumber}
          htmlFor="receipt-tracking-number"
          error={errorOf('tracking_number')}
          marginBottom={12}
        >
          <Input
            id="receipt-tracking-number"
            name="tracking_number"
            inputMode="numeric"
            autoComplete="off"
            style={LTR_INPUT_STYLE}
            value={formik.values.tracking_number}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            disabled={disabled}
            {...state('tracking_number')}
          />
        </FormField>
      </Col>
      {schedule.length > 0 && (
        <Col xs={24} md={12}>
          <FormField
            label={MONEY_FIELD_TEXTS.instalment}
            htmlFor="receipt-instalment"
            error={errorOf('instalment_id')}
            marginBottom={12}
          >
            <InstalmentSelect
              id="receipt-instalment"
              schedule={schedule}
              value={formik.values.instalment_id}
              onChange={(value) => void formik.setFieldValue('instalment_id', value)}
              disabled={disabled}
              error={errorOf('instalment_id')}
            />
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {MONEY_FIELD_TEXTS.instalmentHint}
            </Typography.Text>
          </FormField>
        </Col>
      )}
    </Row>
  );
}
