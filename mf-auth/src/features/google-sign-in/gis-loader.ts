// Loads Google Identity Services (https://accounts.google.com/gsi/client) on demand: one <script> tag per page,
// whoever asks first injects it, later callers wait on the same tag. Resolves with `google.accounts.id`.
// No module state: the DOM is the state, so a remount (or a test) sees what is really on the page.
import { GOOGLE_MESSAGES as T } from './messages';

export const GIS_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
const DEFAULT_TIMEOUT_MS = 10_000;

/** The part of `google.accounts.id` this app uses. */
export interface GoogleCredentialResponse {
  credential: string;
  select_by?: string;
}
interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  ux_mode?: 'popup' | 'redirect';
}
interface GoogleButtonOptions {
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  locale?: string;
  width?: number;
}
export interface GoogleAccountsId {
  initialize(config: GoogleIdConfiguration): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const loaded = (): GoogleAccountsId | undefined => window.google?.accounts?.id;

/**
 * `google.accounts.id`, injecting Google's script when it is not on the page yet. Rejects with a Persian
 * message when the script fails to load or `google.accounts.id` is not there after `timeoutMs`; the failed tag is
 * removed so that a later call tries again.
 */
export function loadGoogleIdentity(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<GoogleAccountsId> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);

  let script = document.querySelector<HTMLScriptElement>(`script[src="${GIS_SCRIPT_SRC}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = GIS_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    document.head.appendChild(script);
  }
  const tag = script;

  return new Promise<GoogleAccountsId>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      clearInterval(poll);
      tag.removeEventListener('load', onLoad);
      tag.removeEventListener('error', onError);
    };
    const fail = () => {
      done();
      tag.remove();
      reject(new Error(T.scriptFailed));
    };
    const check = () => {
      const id = loaded();
      if (!id) return false;
      done();
      resolve(id);
      return true;
    };
    const onLoad = () => {
      if (!check()) fail();
    };
    const onError = () => fail();
    tag.addEventListener('load', onLoad);
    tag.addEventListener('error', onError);
    // Another caller's tag may already have loaded between our check and the listeners.
    const poll = setInterval(check, 100);
    const timer = setTimeout(() => {
      if (!check()) fail();
    }, timeoutMs);
  });
}
