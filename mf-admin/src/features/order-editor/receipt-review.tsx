// The review of one receipt by staff: verify it at the customer's amount or a corrected one, or reject it with a
// required reason (POST admin/orders/{id}/payment-receipts/{receiptId}/review/). A reviewed receipt is not
// reviewed again, so only a pending one offers the buttons.
import { useId, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import {
  adminReceivablesApi,
  errorText,
  fieldErrorsFor,
  type Order,
  type PaymentReceipt,
} from '@sefaresh/shared-api';
import { amountProblem, MONEY_NOTE_MAX_LENGTH, RECEIPT_REVIEW } from '@sefaresh/shared-api/rules';
import { FormField } from '@sefaresh/shared-ui';
import { byRule } from '../../lib/formik-field';
import { AmountField } from './amount-field';
import { MONEY_TEXTS as M } from './money-messages';

type Decision = 'verify' | 'reject';

export interface ReceiptReviewButtonsProps {
  orderId: number;
  receipt: PaymentReceipt;
  onReviewed(order: Order, message: string): void;
}

/** Verify and reject for a pending receipt; nothing for a reviewed one. */
export function ReceiptReviewButtons({ orderId, receipt, onReviewed }: ReceiptReviewButtonsProps) {
  const [open, setOpen] = useState<Decision | null>(null);
  if (receipt.status !== RECEIPT_REVIEW.pending) return null;
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen('verify')}>
        {M.verifyReceipt}
      </Button>
      <Button size="small" danger onClick={() => setOpen('reject')}>
        {M.rejectReceipt}
      </Button>
      <Modal
        open={open !== null}
        title={open === 'reject' ? M.rejectTitle(receipt.id) : M.verifyTitle(receipt.id)}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open && (
          <ReviewForm
            decision={open}
            orderId={orderId}
            receipt={receipt}
            onClose={() => setOpen(null)}
            onReviewed={(order, message) => {
              setOpen(null);
              onReviewed(order, message);
            }}
          />
        )}
      </Modal>
    </>
  );
}

const amountRule = yup.string().test('amount', byRule(amountProblem));
const reasonRule = yup.string().trim().required(M.reasonRequired).max(MONEY_NOTE_MAX_LENGTH, M.reasonTooLong);

function ReviewForm({
  decision,
  orderId,
  receipt,
  onClose,
  onReviewed,
}: ReceiptReviewButtonsProps & { decision: Decision; onClose(): void }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { amount: receipt.amount ?? '', reason: '' },
    validationSchema: yup.object(decision === 'verify' ? { amount: amountRule } : { reason: reasonRule }),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const order = await adminReceivablesApi.reviewReceipt(
          orderId,
          receipt.id,
          decision === 'verify'
            ? { decision, amount: values.amount }
            : { decision, reason: values.reason.trim() },
        );
        onReviewed(order, decision === 'verify' ? M.receiptVerifiedMessage : M.receiptRejectedMessage);
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, ['amount', 'reason']));
        setFailure(errorText(error, { fallback: M.reviewFailed }));
      }
    },
  });
  const error = (name: 'amount' | 'reason') =>
    formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      {decision === 'verify' ? (
        <>
          <Typography.Paragraph>{M.verifyExplain(receipt.amount)}</Typography.Paragraph>
          <AmountField formik={formik} id={`${id}-amount`} label={M.verifiedAmount} />
        </>
      ) : (
        <FormField label={M.rejectReason} htmlFor={`${id}-reason`} required error={error('reason')}>
          <Input.TextArea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            value={formik.values.reason}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            status={error('reason') ? 'error' : undefined}
            aria-invalid={Boolean(error('reason'))}
            aria-describedby={error('reason') ? `${id}-reason-error` : undefined}
          />
        </FormField>
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          {M.cancel}
        </Button>
        <Button htmlType="submit" type="primary" danger={decision === 'reject'} loading={formik.isSubmitting}>
          {decision === 'reject' ? M.rejectOk : M.reviewOk}
        </Button>
      </Flex>
    </form>
  );
}
