import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, Card, Form, Input, Modal } from 'antd';
import { BRAND_COLORS } from '@sefaresh/shared-ui';
import { authApi } from '@sefaresh/shared-api';
import { passwordProblems } from '@sefaresh/shared-api/rules';
import { REGISTER_MESSAGES as T } from './messages';
import { phoneLooksGood, registerSchema, REGISTER_FIELDS, toRegisterPayload, type RegisterValues } from './register-schema';
import { registerFailure, type FieldErrors } from './register-errors';

// Plain headings in the theme's colours (antd's Typography would add ~7 KB gzip to the login page).
const TITLE = { margin: '0 0 8px', fontSize: 28, fontWeight: 700, lineHeight: 1.4, color: BRAND_COLORS.text } as const;
const SUBTITLE = { margin: 0, fontSize: 14, lineHeight: 1.8, color: 'rgba(45, 34, 25, 0.65)' } as const;

const EMPTY: RegisterValues = { email: '', name: '', password: '', phone: '', company_name: '' };
const ALL_TOUCHED = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, true]));

/** One line per message (the password rule can list several problems). */
function lines(text: string): ReactNode {
  const parts = text.split('\n');
  return parts.length === 1 ? text : parts.map((part) => <div key={part}>{part}</div>);
}

export function RegisterPage() {
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [sending, setSending] = useState(false);
  const [registered, setRegistered] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const leaving = useRef(false);

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY,
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      const payload = toRegisterPayload(values);
      setSending(true);
      try {
        const { user } = await authApi.register(payload);
        setRegistered(true);
        const goToLogin = () => {
          if (leaving.current) return;
          leaving.current = true;
          navigate('/login', { state: { email: payload.email, message: T.registered } });
        };
        modal.success({
          title: T.welcomeTitle(user?.name || payload.name),
          content: T.welcomeBody,
          okText: T.welcomeOk,
          onOk: goToLogin,
          onCancel: goToLogin,
        });
      } catch (error) {
        const failure = registerFailure(error);
        setServerErrors(failure.fieldErrors);
        setFormError(failure.formError);
      } finally {
        setSending(false);
      }
    },
  });

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
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || registered) return;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0 || Object.keys(serverErrors).length > 0) {
      await formik.setTouched(ALL_TOUCHED, false);
      setFormError(T.fixFormErrors);
      return;
    }
    setFormError(null);
    await formik.submitForm();
  };

  const passwordOk = !visibleError('password') && formik.values.password !== '' && passwordProblems(formik.values.password).length === 0;
  const phoneOk = !visibleError('phone') && phoneLooksGood(formik.values.phone);

  /** Form.Item props for a field: its error, or its success hint. */
  const status = (field: keyof RegisterValues, okText?: string | false) => {
    const error = visibleError(field);
    if (error) return { validateStatus: 'error' as const, help: lines(error) };
    if (okText) return { validateStatus: 'success' as const, help: okText };
    return {};
  };

  const inputProps = (field: keyof RegisterValues) => ({
    id: `register-${field}`,
    name: field,
    value: formik.values[field],
    onChange,
    onBlur: formik.handleBlur,
    'aria-invalid': Boolean(visibleError(field)),
  });

  return (
    <Card style={{ width: '100%', maxWidth: 480, boxShadow: '0 12px 32px rgba(15, 40, 80, 0.10)' }} variant="borderless">
      {modalHolder}
      <div style={{ textAlign: 'center', marginBottom: 24 }}>
        <h1 style={TITLE}>{T.title}</h1>
        <p style={SUBTITLE}>{T.subtitle}</p>
      </div>

      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}

      <form onSubmit={onSubmit} noValidate aria-label={T.title}>
        <Form layout="vertical" component={false} disabled={sending || registered}>
          <Form.Item label={T.emailLabel} htmlFor="register-email" required {...status('email')}>
            <Input {...inputProps('email')} type="email" dir="ltr" autoComplete="email" placeholder={T.emailPlaceholder} />
          </Form.Item>

          <Form.Item label={T.nameLabel} htmlFor="register-name" required {...status('name')}>
            <Input {...inputProps('name')} autoComplete="name" placeholder={T.namePlaceholder} />
          </Form.Item>

          <Form.Item label={T.passwordLabel} htmlFor="register-password" required {...status('password', passwordOk && T.passwordValid)}>
            <Input.Password {...inputProps('password')} dir="ltr" autoComplete="new-password" placeholder={T.passwordPlaceholder} />
          </Form.Item>

          <Form.Item label={T.phoneLabel} htmlFor="register-phone" required {...status('phone', phoneOk && T.phoneValid)}>
            <Input {...inputProps('phone')} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" placeholder={T.phonePlaceholder} />
          </Form.Item>

          <Form.Item label={T.companyLabel} htmlFor="register-company_name" {...status('company_name')}>
            <Input {...inputProps('company_name')} autoComplete="organization" placeholder={T.companyPlaceholder} />
          </Form.Item>

          <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={hasVisibleErrors || sending || registered}>
            {T.submit}
          </Button>

          <Button htmlType="button" block onClick={() => navigate('/')} style={{ marginTop: 12 }}>
            {T.backHome}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
