// The 'sign in with Google' area of the login page (spec 000): asks the server whether Google sign-in is on,
// and only then loads Google Identity Services and renders Google's own button. Loaded as its own chunk, without
// antd, so the sign-in page pays for none of it until it is used.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { googleAuthApi, googleConfigQuery, homePathFor, useAuthStore } from '@sefaresh/shared-api';
import { AreaQueryProvider } from '@sefaresh/shared-ui';
import { SECONDARY_TEXT } from '../../components/auth-page-parts';
import { GOOGLE_MESSAGES as T } from './messages';
import { googleErrorMessage } from './google-errors';
import { loadGoogleIdentity, type GoogleAccountsId, type GoogleCredentialResponse } from './gis-loader';

/** Spec 000 §4: the role's area opens 100 ms after a successful login. */
const REDIRECT_DELAY_MS = 100;
/** Google's button is between 200 and 400 px wide. */
const MIN_WIDTH = 200;
const MAX_WIDTH = 400;

const LINE = { flex: 1, height: 1, background: 'rgba(45, 34, 25, 0.15)' } as const;
const ERROR = {
  margin: '8px 0 0',
  fontSize: 14,
  lineHeight: 1.8,
  color: '#cf1322',
  textAlign: 'center',
} as const;

export interface GoogleSignInProps {
  /** True while the credential is being exchanged (and until the redirect), false when it failed. */
  onBusy?: (busy: boolean) => void;
  /** A Persian message to show in the page's error style, or null to clear it. Without it the area shows it. */
  onError?: (message: string | null) => void;
  /** Disables the button area (e.g. while the password form is being sent). */
  disabled?: boolean;
  /** Loads `google.accounts.id`; the default injects Google's script. */
  loadGoogle?: () => Promise<GoogleAccountsId>;
}

/** The Google area with its own query client: the sign-in page around it reads no server state. */
export function GoogleSignIn(props: GoogleSignInProps) {
  return (
    <AreaQueryProvider>
      <GoogleArea {...props} />
    </AreaQueryProvider>
  );
}

function GoogleArea({
  onBusy,
  onError,
  disabled = false,
  loadGoogle = loadGoogleIdentity,
}: GoogleSignInProps) {
  const navigate = useNavigate();
  // 1. Is Google sign-in on? Any failure: no Google area at all.
  const config = useQuery(googleConfigQuery());
  const configured = config.data?.client_id;
  const clientId = typeof configured === 'string' && configured ? configured : null;
  const [busy, setBusy] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLDivElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Google calls the callback given to initialize(); it reaches the current props through this ref.
  const handlers = useRef({ onBusy, onError, navigate });
  handlers.current = { onBusy, onError, navigate };

  const showError = (message: string | null) => {
    if (handlers.current.onError) handlers.current.onError(message);
    else setOwnError(message);
  };
  const setBusyBoth = (value: boolean) => {
    setBusy(value);
    handlers.current.onBusy?.(value);
  };

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // 2. Only with a client id: Google's script, then its button.
  useEffect(() => {
    if (!clientId) return;
    let live = true;

    const onCredential = async ({ credential }: GoogleCredentialResponse) => {
      if (!live) return;
      showError(null);
      setBusyBoth(true);
      // A leftover session must not be sent along (its 401 would start a token refresh).
      useAuthStore.getState().clear();
      try {
        const { user, tokens, missing_fields, needs_profile_completion } = await googleAuthApi.googleLogin({
          credential,
        });
        if (!live) return;
        if (needs_profile_completion) {
          // The complete-profile page stores the session itself (see complete-profile-state.ts).
          handlers.current.navigate('/complete-profile', {
            state: { user, missing_fields, isSocialLogin: true, tokens },
          });
          return;
        }
        useAuthStore.getState().setSession(user, tokens);
        // Stay busy until the role's area takes over.
        redirectTimer.current = setTimeout(
          () => handlers.current.navigate(homePathFor(user), { replace: true }),
          REDIRECT_DELAY_MS,
        );
      } catch (error) {
        if (!live) return;
        useAuthStore.getState().clear();
        showError(googleErrorMessage(error));
        setBusyBoth(false);
      }
    };

    loadGoogle()
      .then((id) => {
        const parent = buttonRef.current;
        if (!live || !parent) return;
        id.initialize({ client_id: clientId, callback: (r) => void onCredential(r), ux_mode: 'popup' });
        const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, parent.clientWidth || MAX_WIDTH)));
        id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          locale: 'fa',
          width,
        });
      })
      .catch((error: unknown) => {
        if (live) setOwnError(error instanceof Error ? error.message : T.scriptFailed);
      });
    return () => {
      live = false;
    };
  }, [clientId, loadGoogle]);

  if (!clientId) return null;

  const inactive = busy || disabled;
  return (
    <div role="group" aria-label={T.groupLabel} aria-busy={busy} style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <span style={LINE} />
        <span style={{ color: SECONDARY_TEXT, fontSize: 14 }}>{T.divider}</span>
        <span style={LINE} />
      </div>
      <div
        ref={buttonRef}
        data-testid="google-button"
        aria-disabled={inactive}
        style={{
          display: 'flex',
          justifyContent: 'center',
          minHeight: 44,
          // Google's button is an iframe: it cannot be disabled, only made unclickable.
          pointerEvents: inactive ? 'none' : undefined,
          opacity: inactive ? 0.6 : undefined,
        }}
      />
      {busy && (
        <p
          role="status"
          style={{ margin: '8px 0 0', fontSize: 14, color: SECONDARY_TEXT, textAlign: 'center' }}
        >
          {T.signingIn}
        </p>
      )}
      {ownError && (
        <p role="alert" style={ERROR}>
          {ownError}
        </p>
      )}
    </div>
  );
}
