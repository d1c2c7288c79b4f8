import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, ConfigProvider, Input, Modal } from 'antd';
import { BRAND_COLORS, FormField, Panel, LTR_INPUT_STYLE } from '@sefaresh/shared-ui';
import { authApi, homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { passwordProblems } from '@sefaresh/shared-api/rules';
import { REGISTER_MESSAGES as T } from './messages';
import {
  phoneLooksGood,
  registerSchema,
  REGISTER_FIELDS,
  toRegisterPayload,
  type RegisterValues,
} from './register-schema';
import { registerFailure, type FieldErrors } from './register-errors';
import { EmailVerification } from './email-verification';

// Plain headings in the theme's colours (antd's Typography would add ~7 KB gzip to the login page).
const TITLE = {
  margin: '0 0 8px',
  fontSize: 28,
  fontWeight: 700,
  lineHeight: 1.4,
  color: BRAND_COLORS.text,
} as const;
const SUBTITLE = { margin: 0, fontSize: 14, lineHeight: 1.8, color: 'rgba(45, 34, 25, 0.65)' } as const;

const EMPTY: RegisterValues = { email: '', name: '', password: '', phone: '', company_name: '' };
const ALL_TOUCHED = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, true]));

export function RegisterPage() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  /** The registered user's name and home page: the greeting, with the email's code form, is open. */
  const [registered, setRegistered] = useState<{ name: string; home: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const leaving = useRef(false);

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY,
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      const payload = toRegisterPayload(values);
      setSending(true);
      try {
        const { user, tokens } = await authApi.register(payload);
        // signed in at once: the greeting, then the role's home page
        useAuthStore.getState().setSession(user, tokens);
        setRegistered({ name: user.name || payload.name, home: homePathFor(user) });
      } catch (error) {
        const failure = registerFailure(error);
        setServerErrors(failure.fieldErrors);
        setFormError(failure.formError);
        setTakenEmail(failure.emailTaken ? payload.email : null);
      } finally {
        setSending(false);
      }
    },
  });

  const goHome = () => {
    if (leaving.current || !registered) return;
    leaving.current = true;
    navigate(registered.home, { replace: true });
  };

  const visibleError = (field: keyof RegisterValues): string | undefined =>
    (formik.touched[field] && formik.errors[field]) || serverErrors[field] || undefined;
  const hasVisibleErrors = REGISTER_FIELDS.some((field) => visibleError(field));

  // Errors show as the user types, not only on blur.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as keyof RegisterValues;
    formik.handleChange(event);
    void formik.setFieldTouched(field, true, false);
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
    setFormError(null);
    setTakenEmail(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || registered !== null) return;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0 || Object.keys(serverErrors).length > 0) {
      await formik.setTouched(ALL_TOUCHED, false);
      setFormError(T.fixFormErrors);
      return;
    }
    setFormError(null);
    await formik.submitForm();
  };

  const passwordOk =
    !visibleError('password') &&
    formik.values.password !== '' &&
    passwordProblems(formik.values.password).length === 0;
  const phoneOk = !visibleError('phone') && phoneLooksGood(formik.values.phone);

  /** FormField props for a field: its error lines (the password rule can list several), or its success hint. */
  const status = (field: keyof RegisterValues, okText?: string | false) => {
    const error = visibleError(field);
    return {
      htmlFor: `register-${field}`,
      error: error ? error.split('\n') : undefined,
      hint: okText || undefined,
    };
  };

  const inputProps = (field: keyof RegisterValues) => ({
    id: `register-${field}`,
    name: field,
    value: formik.values[field],
    onChange,
    onBlur: formik.handleBlur,
    status: visibleError(field) ? ('error' as const) : undefined,
    'aria-invalid': Boolean(visibleError(field)),
  });

  return (
    <Panel maxWidth={480}>
      <Modal
        open={registered !== null}
        title={registered ? T.welcomeTitle(registered.name) : null}
        onCancel={goHome}
        footer={
          <Button type="primary" onClick={goHome}>
            {T.welcomeOk}
          </Button>
        }
      >
        <p>{T.welcomeBody}</p>
        {registered && <EmailVerification />}
      </Modal>
      <div style={{ textAlign: 'center', marginBottom: 24 }}>
        <h1 style={TITLE}>{T.title}</h1>
        <p style={SUBTITLE}>{T.subtitle}</p>
      </div>

      {formError && (
        <Alert
          type="error"
          showIcon
          title={formError}
          description={
            takenEmail && (
              <>
                <div>{T.emailTakenHelp}</div>
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => navigate('/login', { state: { email: takenEmail } })}
                  >
                    {T.signInWithEmail}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => navigate('/login', { state: { email: takenEmail, recover: true } })}
                  >
                    {T.recoverPassword}
                  </Button>
                </div>
              </>
            )
          }
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}

      <form onSubmit={onSubmit} noValidate aria-label={T.title}>
        <ConfigProvider componentDisabled={sending || registered !== null}>
          <FormField label={T.emailLabel} required {...status('email')}>
            <Input
              {...inputProps('email')}
              type="email"
              style={LTR_INPUT_STYLE}
              autoComplete="email"
              placeholder={T.emailPlaceholder}
            />
          </FormField>

          <FormField label={T.nameLabel} required {...status('name')}>
            <Input {...inputProps('name')} autoComplete="name" placeholder={T.namePlaceholder} />
          </FormField>

          <FormField label={T.passwordLabel} required {...status('password', passwordOk && T.passwordValid)}>
            <Input.Password
              {...inputProps('password')}
              autoComplete="new-password"
              placeholder={T.passwordPlaceholder}
            />
          </FormField>

          <FormField label={T.phoneLabel} required {...status('phone', phoneOk && T.phoneValid)}>
            <Input
              {...inputProps('phone')}
              type="tel"
              style={LTR_INPUT_STYLE}
              inputMode="tel"
              autoComplete="tel"
              placeholder={T.phonePlaceholder}
            />
          </FormField>

          <FormField label={T.companyLabel} {...status('company_name')}>
            <Input
              {...inputProps('company_name')}
              autoComplete="organization"
              placeholder={T.companyPlaceholder}
            />
          </FormField>

          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={sending}
            disabled={hasVisibleErrors || sending || registered !== null}
          >
            {T.submit}
          </Button>

          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <span>{T.haveAccount}</span>{' '}
            <Button
              type="link"
              htmlType="button"
              onClick={() => navigate('/login')}
              style={{ paddingInline: 4 }}
            >
              {T.signIn}
            </Button>
          </div>

          <Button htmlType="button" block onClick={() => navigate('/')} style={{ marginTop: 12 }}>
            {T.backHome}
          </Button>
        </ConfigProvider>
      </form>
    </Panel>
  );
}
