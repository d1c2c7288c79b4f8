// What a receipt says was paid: the amount (rials), the day it was paid (Persian calendar, not after today in
// Tehran), the bank's tracking number (optional) and the instalment it pays (default: the oldest open one).
import { Input, Row, Typography } from 'antd';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import type { Instalment, ReceiptDetails } from '@sefaresh/shared-api';
import { paidOnProblem, plainDigits, trackingNumberProblem } from '@sefaresh/shared-api/rules';
import {
  amountSchema,
  byProblem,
  formikGrid,
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
  const grid = formikGrid(formik, 'receipt', disabled);
  return (
    <Row gutter={16}>
      {grid.column('amount', T.amount, <MoneyInput {...grid.valued<string>('amount')} />)}
      {grid.column(
        'paid_on',
        T.paidOn,
        // no max: in Chromium a picked day was dropped by the picker while max (disabledDate) was set; a day
        // after today is refused by the form's check instead
        <PersianDatePicker {...grid.day('paid_on')} />,
      )}
      {grid.column(
        'tracking_number',
        T.trackingNumber,
        <Input
          {...grid.control('tracking_number')}
          name="tracking_number"
          inputMode="numeric"
          autoComplete="off"
          style={LTR_INPUT_STYLE}
          value={formik.values.tracking_number}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />,
        false,
      )}
      {schedule.length > 0 &&
        grid.column(
          'instalment_id',
          MONEY_FIELD_TEXTS.instalment,
          <>
            <InstalmentSelect
              id={grid.idOf('instalment_id')}
              schedule={schedule}
              value={formik.values.instalment_id}
              onChange={(value) => void formik.setFieldValue('instalment_id', value)}
              disabled={disabled}
              error={grid.errorOf('instalment_id')}
            />
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {MONEY_FIELD_TEXTS.instalmentHint}
            </Typography.Text>
          </>,
          false,
        )}
    </Row>
  );
}
