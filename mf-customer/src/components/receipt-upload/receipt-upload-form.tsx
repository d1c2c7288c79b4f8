// The payment receipt upload (spec 000 §2 modals, §5, §8; docs/contracts.md "Money after the quote"): what was
// paid (amount, day, tracking number, instalment) and up to 10 images or PDFs (15 MB each), listed with a
// preview, sent in one multipart request with a progress bar. A failed send keeps everything typed and chosen.
// Used on the order page and in the dashboard's upload modal.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Progress } from 'antd';
import { useFormik } from 'formik';
import {
  fieldErrorsFor,
  ordersApi,
  useAuthStore,
  type Instalment,
  type ReceiptUploadResponse,
} from '@sefaresh/shared-api';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { RECEIPT_UPLOAD_MESSAGES as T } from './messages';
import {
  initialReceiptDetails,
  RECEIPT_DETAIL_FIELDS,
  ReceiptDetailsFields,
  receiptDetailsSchema,
  toReceiptDetails,
  type ReceiptDetailsValues,
} from './receipt-details';
import { ReceiptFiles, type ChosenFile } from './receipt-files';
import { uploadFailure, type UploadFailure } from './upload-error';
import { addFiles } from './validate-files';

export interface ReceiptUploadFormProps {
  orderId: number;
  /** The order's payment schedule, to say which instalment the payment is for (none: the server picks). */
  schedule?: readonly Instalment[];
  /** After the server stored the files. */
  onUploaded(result: ReceiptUploadResponse): void;
  /** Shows a cancel button when given. */
  onCancel?(): void;
  /** The clock (tests): what "today" is for the day of payment. */
  now?: () => Date;
}

let nextKey = 1;
const NO_SCHEDULE: readonly Instalment[] = [];
const systemNow = () => new Date();

export function ReceiptUploadForm({
  orderId,
  schedule = NO_SCHEDULE,
  onUploaded,
  onCancel,
  now = systemNow,
}: ReceiptUploadFormProps) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const [success, setSuccess] = useState<ReceiptUploadResponse | null>(null);
  const [percent, setPercent] = useState(0);

  const formik = useFormik<ReceiptDetailsValues>({
    initialValues: initialReceiptDetails(schedule),
    validationSchema: receiptDetailsSchema(now),
    onSubmit: async (values, helpers) => {
      if (chosen.length === 0) return;
      if (!useAuthStore.getState().accessToken) {
        setFailure({ text: T.loginAgain, details: [] });
        return;
      }
      setPercent(0);
      try {
        const result = await ordersApi.uploadReceipts(
          orderId,
          chosen.map((c) => c.file),
          toReceiptDetails(values),
          (fraction) => setPercent(Math.round(fraction * 100)),
        );
        setPercent(100);
        setChosen([]);
        helpers.resetForm({ values: initialReceiptDetails(schedule) });
        setSuccess(result);
        onUploaded(result);
      } catch (error) {
        const perField = fieldErrorsFor(error, RECEIPT_DETAIL_FIELDS);
        helpers.setErrors(perField);
        const failed = uploadFailure(error);
        const fieldLines = new Set(Object.values(perField));
        setFailure({ ...failed, details: failed.details.filter((d) => !fieldLines.has(d)) });
      }
    },
  });
  const sending = formik.isSubmitting;

  const take = (batch: File[]) => {
    setFailure(null);
    setSuccess(null);
    const { files, problems: found } = addFiles(
      chosen.map((c) => c.file),
      batch,
    );
    setProblems(found);
    const known = new Set(chosen.map((c) => c.file));
    setChosen([...chosen, ...files.filter((f) => !known.has(f)).map((file) => ({ key: nextKey++, file }))]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSuccess(null);
    setProblems(chosen.length === 0 ? [T.required] : []);
    void formik.submitForm();
  };

  return (
    <form noValidate aria-label={T.formLabel} onSubmit={submit}>
      <ReceiptDetailsFields formik={formik} schedule={schedule} disabled={sending} />
      <ReceiptFiles
        chosen={chosen}
        problems={problems}
        disabled={sending}
        onAdd={take}
        onRemove={(key) => {
          setChosen((current) => current.filter((c) => c.key !== key));
          setProblems([]);
        }}
      />

      {sending && (
        <Progress
          percent={percent}
          status="active"
          format={(p) => `${toPersianDigits(p ?? 0)}٪`}
          aria-label={T.sending}
          style={{ marginTop: 12 }}
        />
      )}

      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={failure.text}
          description={
            failure.details.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {failure.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}

      {success && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 12 }}
          title={success.message || T.uploaded}
          description={
            success.warnings.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {success.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}

      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={sending}>
            {T.cancel}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={sending}>
          {T.upload}
        </Button>
      </Flex>
    </form>
  );
}
