import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, ConfigProvider, Modal } from 'antd';
import { InputField, Panel, LTR_INPUT_STYLE } from '@sefaresh/shared-ui';
import { authApi, homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { AuthHeading, OtherFormLinks } from '../../components/auth-page-parts';
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

  /** InputField props for a field: its value and handlers, its error lines (the password rule can list several) or its success hint. */
  const field = (name: keyof RegisterValues, okText?: string | false) => {
    const error = visibleError(name);
    return {
      id: `register-${name}`,
      name,
      value: formik.values[name],
      onChange,
      onBlur: formik.handleBlur,
      error: error ? error.split('\n') : undefined,
      hint: okText || undefined,
    };
  };

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
      <AuthHeading title={T.title} subtitle={T.subtitle} />

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
          <InputField
            label={T.emailLabel}
            required
            {...field('email')}
            type="email"
            style={LTR_INPUT_STYLE}
            autoComplete="email"
            placeholder={T.emailPlaceholder}
          />

          <InputField
            label={T.nameLabel}
            required
            {...field('name')}
            autoComplete="name"
            placeholder={T.namePlaceholder}
          />

          <InputField
            password
            label={T.passwordLabel}
            required
            {...field('password', passwordOk && T.passwordValid)}
            autoComplete="new-password"
            placeholder={T.passwordPlaceholder}
          />

          <InputField
            label={T.phoneLabel}
            required
            {...field('phone', phoneOk && T.phoneValid)}
            type="tel"
            style={LTR_INPUT_STYLE}
            inputMode="tel"
            autoComplete="tel"
            placeholder={T.phonePlaceholder}
          />

          <InputField
            label={T.companyLabel}
            {...field('company_name')}
            autoComplete="organization"
            placeholder={T.companyPlaceholder}
          />

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

          <OtherFormLinks question={T.haveAccount} linkText={T.signIn} to="/login" />
        </ConfigProvider>
      </form>
    </Panel>
  );
}
