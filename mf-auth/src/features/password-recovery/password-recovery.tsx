// The password-recovery view (spec 000 §2, §4): it replaces the login form inside the login page, in three steps
// (request a code, verify it, set a new password). Loaded on its own chunk when the user opens it, so the
// sign-in page (budget: 300 KB of JavaScript) carries none of it.
import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Button, ConfigProvider } from 'antd';
import {
  EmailField,
  type Flash,
  InputField,
  useFlash,
  LTR_INPUT_STYLE,
  FlashMessage,
} from '@sefaresh/shared-ui';
import { OTP_LENGTH, OTP_RESEND_INTERVAL_MS } from '@sefaresh/shared-api/rules';
import { accountsApi, fieldErrorsFor } from '@sefaresh/shared-api';
import { SECONDARY_TEXT } from '../../components/auth-page-parts';
import { RECOVERY_MESSAGES as T } from './messages';
import { recoveryErrorMessage } from './recovery-errors';
import {
  cleanOtp,
  validateRequest,
  validateReset,
  validateVerify,
  type RequestValues,
  type ResetValues,
  type VerifyValues,
} from './recovery-schema';
import { StepIndicator } from './step-indicator';
import { useCountdown } from './use-countdown';

/** Spec 000 §4: after a successful reset, back to the login view after 2 seconds. */
const BACK_TO_LOGIN_DELAY_MS = 2000;

const HINT = { margin: '0 0 16px', fontSize: 14, lineHeight: 1.8, color: SECONDARY_TEXT } as const;

type Step = 0 | 1 | 2;
const STEP_TITLES = [T.stepRequest, T.stepVerify, T.stepReset] as const;

export interface PasswordRecoveryProps {
  /** Back to the login form; the view unmounts, and with it every piece of recovery state. */
  onBack: () => void;
}

interface StepProps {
  run: <R>(work: () => Promise<R>) => Promise<R>;
  flash: { show: (type: Flash['type'], text: string) => void; clear: () => void };
}

/** Formik's error for a field once the user has touched it (or submitted). */
function shownError<V>(
  formik: { touched: Partial<Record<keyof V, unknown>>; errors: Partial<Record<keyof V, unknown>> },
  field: keyof V,
) {
  const error = formik.errors[field];
  return formik.touched[field] && typeof error === 'string' ? error : undefined;
}

function RequestStep({ run, flash, onSent }: StepProps & { onSent: (email: string) => void }) {
  const formik = useFormik<RequestValues>({
    initialValues: { email: '' },
    validate: validateRequest,
    onSubmit: async (values, helpers) => {
      flash.clear();
      const email = values.email.trim();
      try {
        await run(() => accountsApi.passwordResetRequest({ email }));
        flash.show('success', T.codeSent);
        onSent(email);
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, ['email'] as const));
        flash.show('error', recoveryErrorMessage(error, T.requestFailed));
      }
    },
  });
  const emailError = shownError(formik, 'email');
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.stepRequest}>
      <p style={HINT}>{T.requestHint}</p>
      <EmailField
        id="recovery-email"
        label={T.emailLabel}
        required
        placeholder={T.emailPlaceholder}
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={emailError}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
        {T.sendCode}
      </Button>
    </form>
  );
}

function VerifyStep({
  email,
  run,
  flash,
  onVerified,
  onChangeEmail,
}: StepProps & { email: string; onVerified: (resetToken: string) => void; onChangeEmail: () => void }) {
  const formik = useFormik<VerifyValues>({
    initialValues: { otp: '' },
    validate: validateVerify,
    onSubmit: async (values, helpers) => {
      flash.clear();
      try {
        const answer = await run(() => accountsApi.passwordResetVerify({ email, otp: values.otp }));
        const token = answer && typeof answer === 'object' ? answer.reset_token : undefined;
        if (typeof token !== 'string' || !token) throw new Error('no reset_token in the answer');
        flash.show('success', T.codeVerified);
        onVerified(token);
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, ['otp'] as const));
        flash.show('error', recoveryErrorMessage(error, T.verifyFailed));
      }
    },
  });
  // the code was just sent: a new one may be asked for after the server's minute
  const [waitSeconds, restartWait] = useCountdown(OTP_RESEND_INTERVAL_MS);
  const resend = async () => {
    flash.clear();
    formik.resetForm(); // the old code and its error belong to the old code
    try {
      await run(() => accountsApi.passwordResetRequest({ email }));
      restartWait();
      flash.show('success', T.codeSent);
    } catch (error) {
      flash.show('error', recoveryErrorMessage(error, T.requestFailed));
    }
  };
  const otpError = shownError(formik, 'otp');
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.stepVerify}>
      <p style={HINT}>{T.verifyHint(email)}</p>
      <InputField
        id="recovery-otp"
        label={T.otpLabel}
        required
        error={otpError}
        name="otp"
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={T.otpPlaceholder}
        style={{ ...LTR_INPUT_STYLE, textAlign: 'center', letterSpacing: '0.5em' }}
        value={formik.values.otp}
        // Persian and Arabic digits become ASCII, anything else is dropped, at most six digits (spec 000 §5).
        onChange={(event) => void formik.setFieldValue('otp', cleanOtp(event.target.value))}
        onBlur={formik.handleBlur}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
        {T.verifyCode}
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
        <Button
          type="link"
          htmlType="button"
          onClick={resend}
          disabled={waitSeconds > 0}
          style={{ paddingInline: 0 }}
        >
          {waitSeconds > 0 ? T.resendIn(waitSeconds) : T.resendCode}
        </Button>
        <Button type="link" htmlType="button" onClick={onChangeEmail} style={{ paddingInline: 0 }}>
          {T.changeEmail}
        </Button>
      </div>
    </form>
  );
}

function ResetStep({
  email,
  resetToken,
  run,
  flash,
  onChanged,
}: StepProps & { email: string; resetToken: string; onChanged: () => void }) {
  const formik = useFormik<ResetValues>({
    initialValues: { new_password: '', confirm_password: '' },
    validate: validateReset,
    onSubmit: async (values, helpers) => {
      flash.clear();
      try {
        await run(() =>
          accountsApi.passwordResetComplete({
            email,
            reset_token: resetToken,
            new_password: values.new_password,
            confirm_password: values.confirm_password,
          }),
        );
        flash.show('success', T.passwordChanged);
        onChanged();
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, ['new_password', 'confirm_password'] as const));
        flash.show('error', recoveryErrorMessage(error, T.completeFailed));
      }
    },
  });
  const newError = shownError(formik, 'new_password')?.split('\n');
  const confirmError = shownError(formik, 'confirm_password');
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={T.stepReset}>
      <InputField
        password
        id="recovery-new-password"
        label={T.newPasswordLabel}
        required
        error={newError}
        autoComplete="new-password"
        placeholder={T.newPasswordPlaceholder}
        {...formik.getFieldProps('new_password')}
      />
      <InputField
        password
        id="recovery-confirm-password"
        label={T.confirmPasswordLabel}
        required
        error={confirmError}
        autoComplete="new-password"
        placeholder={T.confirmPasswordPlaceholder}
        {...formik.getFieldProps('confirm_password')}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
        {T.changePassword}
      </Button>
    </form>
  );
}

export function PasswordRecovery({ onBack }: PasswordRecoveryProps) {
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { flash, show, clear } = useFlash();
  const backTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(backTimer.current), []);

  /** Everything is disabled while a request is in flight. */
  const run = async <R,>(work: () => Promise<R>): Promise<R> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  const stepProps: StepProps = { run, flash: { show, clear } };

  return (
    <div>
      <h2 style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 700, textAlign: 'center' }}>{T.heading}</h2>
      <ConfigProvider componentDisabled={busy || done}>
        <StepIndicator label={T.stepsLabel} current={step} titles={STEP_TITLES} />

        <FlashMessage flash={flash} />

        {step === 0 && (
          <RequestStep
            {...stepProps}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <VerifyStep
            {...stepProps}
            email={email}
            onVerified={(token) => {
              setResetToken(token);
              setStep(2);
            }}
            onChangeEmail={() => {
              clear();
              setStep(0);
            }}
          />
        )}
        {step === 2 && (
          <ResetStep
            {...stepProps}
            email={email}
            resetToken={resetToken}
            onChanged={() => {
              setDone(true);
              backTimer.current = setTimeout(onBack, BACK_TO_LOGIN_DELAY_MS);
            }}
          />
        )}

        <Button htmlType="button" block onClick={onBack} style={{ marginTop: 12 }}>
          {T.backToLogin}
        </Button>
      </ConfigProvider>
    </div>
  );
}
