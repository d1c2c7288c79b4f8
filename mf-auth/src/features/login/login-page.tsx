import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import { Alert, Button, ConfigProvider } from 'antd';
import { EmailField, InputField, Panel } from '@sefaresh/shared-ui';
import { authApi, homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { AuthHeading, OtherFormLinks } from '../../components/auth-page-parts';
import { LOGIN_MESSAGES as T } from './messages';
import { validateLogin, type LoginValues } from './login-schema';
import { loginErrorMessage } from './login-errors';

/** Spec 000 §4: the role's area opens 100 ms after a successful login. */
const REDIRECT_DELAY_MS = 100;

/** What registration hands over through the router: the email, a text, and whether to open the recovery view. */
function readRegistrationState(state: unknown): { email?: string; message?: string; recover?: boolean } {
  if (!state || typeof state !== 'object') return {};
  const { email, message, recover } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    message: typeof message === 'string' ? message : undefined,
    recover: recover === true,
  };
}

/**
 * Where the shell's expired-session notice sent the user from (`{from, reason: 'session-expired'}`): signing in
 * again brings them back there instead of to the role's home page.
 */
function readReturnPath(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { from, reason } = state as Record<string, unknown>;
  if (reason !== 'session-expired' || typeof from !== 'string') return null;
  return from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export interface LoginPageProps {
  /**
   * The password-recovery view, shown in place of the form when 'forgot password' is clicked (spec 000 §2);
   * `onBack` returns to the form. The app passes a lazily loaded view, so the sign-in page downloads none of it
   * until then.
   */
  renderRecovery?: (onBack: () => void) => ReactNode;
  /**
   * The 'sign in with Google' area under the submit button (nothing when Google sign-in is off). `onBusy` disables
   * the page while Google's credential is exchanged; `onError` shows a message in the page's error alert; `disabled`
   * is true while the password form is being sent. The app passes a lazily loaded component.
   */
  renderGoogleSignIn?: (slot: GoogleSignInSlot) => ReactNode;
}

export interface GoogleSignInSlot {
  onBusy: (busy: boolean) => void;
  onError: (message: string | null) => void;
  disabled: boolean;
}

export function LoginPage({ renderRecovery, renderGoogleSignIn }: LoginPageProps = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = readRegistrationState(location.state);
  const returnPath = readReturnPath(location.state);

  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(handedOver.message ?? null);
  const [recovering, setRecovering] = useState(handedOver.recover === true);
  const [googleBusy, setGoogleBusy] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const formik = useFormik<LoginValues>({
    initialValues: { email: handedOver.email ?? '', password: '' },
    validate: validateLogin,
    onSubmit: async (values) => {
      setFormError(null);
      setNotice(null);
      setSending(true);
      try {
        const { user, tokens } = await authApi.login({
          email: values.email.trim(),
          password: values.password,
        });
        useAuthStore.getState().setSession(user, tokens);
        // Stay disabled until the role's area takes over (spec 000 §4: after 100 ms).
        redirectTimer.current = setTimeout(
          () => navigate(returnPath ?? homePathFor(user), { replace: true }),
          REDIRECT_DELAY_MS,
        );
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

  const heading = <AuthHeading title={T.title} subtitle={T.subtitle} />;

  // The recovery view replaces the form inside the same page, under the same title (spec 000 §2).
  if (recovering && renderRecovery) {
    return (
      <Panel maxWidth={420}>
        {heading}
        {renderRecovery(() => setRecovering(false))}
      </Panel>
    );
  }

  return (
    <Panel maxWidth={420}>
      {heading}

      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
      {formError && (
        <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} role="alert" />
      )}

      <form onSubmit={formik.handleSubmit} noValidate aria-label={T.title}>
        {/* Everything is disabled while a sign-in request (password or Google) is in flight (spec 000 §2). */}
        <ConfigProvider componentDisabled={sending || googleBusy}>
          <EmailField
            id="login-email"
            label={T.emailLabel}
            placeholder={T.emailPlaceholder}
            value={formik.values.email}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={emailError}
          />

          <InputField
            password
            id="login-password"
            label={T.passwordLabel}
            error={passwordError}
            marginBottom={8}
            autoComplete="current-password"
            placeholder={T.passwordPlaceholder}
            {...formik.getFieldProps('password')}
          />

          <div style={{ marginBottom: 16 }}>
            <Button
              type="link"
              htmlType="button"
              style={{ paddingInline: 0 }}
              onClick={() => {
                setFormError(null);
                setNotice(null);
                setRecovering(true);
              }}
            >
              {T.forgotPassword}
            </Button>
          </div>

          <Button type="primary" htmlType="submit" size="large" block loading={sending}>
            {T.submit}
          </Button>

          {renderGoogleSignIn?.({
            onBusy: setGoogleBusy,
            onError: (message) => {
              if (message) setNotice(null);
              setFormError(message);
            },
            disabled: sending,
          })}

          <OtherFormLinks question={T.noAccount} linkText={T.register} to="/register" />
        </ConfigProvider>
      </form>
    </Panel>
  );
}
