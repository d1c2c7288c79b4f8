// Every text of the Google sign-in area.
export const GOOGLE_MESSAGES = Object.freeze({
  divider: 'یا',
  groupLabel: 'ورود با حساب گوگل',
  signingIn: 'در حال ورود با گوگل…',
  /** Spec 000 §8 style fallback when the server's answer carried no text. */
  failed: 'ورود با گوگل انجام نشد، دوباره تلاش کنید',
  /** Google's script did not load (blocked, offline or too slow). */
  scriptFailed: 'بارگذاری ورود با گوگل انجام نشد؛ صفحه را دوباره باز کنید',
});
