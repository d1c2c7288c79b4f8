import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, Card, Form, Input } from 'antd';
import { BRAND_COLORS } from '@sefaresh/shared-ui';
import { authApi, homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { LOGIN_MESSAGES as T } from './messages';
import { loginSchema, type LoginValues } from './login-schema';
import { loginErrorMessage } from './login-errors';

// Plain headings in the theme's colours (antd's Typography would add ~7 KB gzip to the login page).
const SECONDARY = 'rgba(45, 34, 25, 0.65)';
const TITLE = { margin: '0 0 8px', fontSize: 28, fontWeight: 700, lineHeight: 1.4, color: BRAND_COLORS.text } as const;
const SUBTITLE = { margin: 0, fontSize: 14, lineHeight: 1.8, color: SECONDARY } as const;

/** Spec 000 §4: the role's area opens 100 ms after a successful login. */
const REDIRECT_DELAY_MS = 100;

/** What registration hands over through the router: the new account's email and a success text. */
function readRegistrationState(state: unknown): { email?: string; message?: string } {
  if (!state || typeof state !== 'object') return {};
  const { email, message } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = readRegistrationState(location.state);

  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(handedOver.message ?? null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const formik = useFormik<LoginValues>({
    initialValues: { email: handedOver.email ?? '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFormError(null);
      setNotice(null);
      setSending(true);
      try {
        const { user, tokens } = await authApi.login({ email: values.email.trim(), password: values.password });
        useAuthStore.getState().setSession(user, tokens);
        // Stay disabled until the role's area takes over (spec 000 §4: after 100 ms).
        redirectTimer.current = setTimeout(() => navigate(homePathFor(user), { replace: true }), REDIRECT_DELAY_MS);
      } catch (error) {
        useAuthStore.getState().clear();
        setFormError(loginErrorMessage(error));
        setSending(false);
      }
    },
  });

  const fieldError = (field: keyof LoginValues) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
  const emailError = fieldError('email');
  const passwordError = fieldError('password');

  return (
    <Card style={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 32px rgba(15, 40, 80, 0.10)' }} variant="borderless">
      <div style={{ textAlign: 'center', marginBottom: 24 }}>
        <h1 style={TITLE}>{T.title}</h1>
        <p style={SUBTITLE}>{T.subtitle}</p>
      </div>

      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />}

      <form onSubmit={formik.handleSubmit} noValidate aria-label={T.title}>
        <Form layout="vertical" component={false} disabled={sending}>
          <Form.Item
            label={T.emailLabel}
            htmlFor="login-email"
            validateStatus={emailError ? 'error' : undefined}
            help={emailError}
          >
            <Input
              id="login-email"
              name="email"
              type="email"
              dir="ltr"
              autoComplete="username"
              placeholder={T.emailPlaceholder}
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={Boolean(emailError)}
            />
          </Form.Item>

          <Form.Item
            label={T.passwordLabel}
            htmlFor="login-password"
            validateStatus={passwordError ? 'error' : undefined}
            help={passwordError}
            style={{ marginBottom: 8 }}
          >
            <Input.Password
              id="login-password"
              name="password"
              dir="ltr"
              autoComplete="current-password"
              placeholder={T.passwordPlaceholder}
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={Boolean(passwordError)}
            />
          </Form.Item>

          <div style={{ marginBottom: 16 }}>
            {/* Password recovery arrives in a later issue; the link keeps its place and does nothing yet. */}
            <Button type="link" htmlType="button" style={{ paddingInline: 0 }}>
              {T.forgotPassword}
            </Button>
          </div>

          <Button type="primary" htmlType="submit" size="large" block loading={sending}>
            {T.submit}
          </Button>

          <div style={{ marginTop: 16, textAlign: 'center' }}>
            <span style={{ color: SECONDARY }}>{T.noAccount}</span>{' '}
            <Button type="link" htmlType="button" onClick={() => navigate('/register')} style={{ paddingInline: 4 }}>
              {T.register}
            </Button>
          </div>

          <Button htmlType="button" block onClick={() => navigate('/')} style={{ marginTop: 8 }}>
            {T.backHome}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
