// The form that proves an email or a phone (issue 30): the 6-digit code the server sent, typed back, and a
// resend. The caller does the calls (shared-ui knows no endpoint): `onConfirm` resolves when the code was right
// and rejects with the Persian text to show otherwise; `onResend` the same for a new code.
import { useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Button, Flex } from 'antd';
import * as yup from 'yup';
import { CONTACT_MESSAGES as T, normalizeDigits, OTP_LENGTH } from '@sefaresh/shared-api/rules';
import { InputField } from './form-field';
import { LTR_INPUT_STYLE } from './ltr';

export interface VerifyCodeFormProps {
  /** Names the form and its field's id (e.g. "email", "phone"). */
  id: string;
  /** What was sent where ("the code was sent to your email"). */
  sentText: string;
  /** Why it matters, shown under the sent text. */
  why?: string;
  onConfirm: (code: string) => Promise<void>;
  onResend: () => Promise<string | void>;
}

const schema = yup.object({
  code: yup
    .string()
    .transform((v: string) => normalizeDigits(v ?? '').trim())
    .required(T.codeRequired)
    .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), T.codeLength),
});

const problemText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : T.sendFailed;

export function VerifyCodeForm({ id, sentText, why, onConfirm, onResend }: VerifyCodeFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: schema,
    onSubmit: async ({ code }) => {
      setProblem(null);
      try {
        await onConfirm(normalizeDigits(code).trim());
      } catch (error) {
        setProblem(problemText(error));
      }
    },
  });
  const resend = async () => {
    setProblem(null);
    setNote(null);
    setResending(true);
    try {
      setNote((await onResend()) || sentText);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setResending(false);
    }
  };
  const fieldId = `verify-${id}-code`;
  const error = formik.touched.code && formik.errors.code ? formik.errors.code : undefined;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.verifyAction}>
      <p style={{ marginTop: 0 }}>{note ?? sentText}</p>
      {why && <p style={{ marginTop: 0, opacity: 0.75 }}>{why}</p>}
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 12 }} />}
      <InputField
        id={fieldId}
        label={T.codeLabel}
        error={error}
        {...formik.getFieldProps('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH + 4}
        style={LTR_INPUT_STYLE}
      />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
          {T.verifyAction}
        </Button>
        <Button htmlType="button" onClick={resend} loading={resending}>
          {T.resend}
        </Button>
      </Flex>
    </form>
  );
}
