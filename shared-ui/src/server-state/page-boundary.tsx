// An error boundary around each page of an area: a page that throws shows a Persian panel with a retry in its
// place, the rest of the area keeps working, and moving to another page clears it.
import type { ReactNode } from 'react';
import { Button, theme } from 'antd';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from '@sefaresh/shared-api/rules';

export const PAGE_BOUNDARY_TEXTS = Object.freeze({
  title: 'نمایش این صفحه با خطا روبه‌رو شد',
  message: 'مشکلی در نمایش این بخش پیش آمد. لطفاً دوباره تلاش کنید.',
});

/**
 * Plain markup and one antd Button rather than antd's Result: Result carries its status illustrations, which would
 * add about 12 KB gzip to the sign-in page's 300 KB budget.
 */
function PageFailure({ error, resetErrorBoundary }: FallbackProps) {
  // A chunk of this page is gone (a newer release pruned it): only the shell can recover, by loading the area's
  // current release, so the error goes on to its area boundary.
  if (isChunkLoadError(error)) throw error;
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 16px' }}>
      <h2 style={{ margin: '0 0 8px', fontSize: token.fontSizeHeading4, color: token.colorError }}>
        {PAGE_BOUNDARY_TEXTS.title}
      </h2>
      <p style={{ margin: '0 0 16px', color: token.colorTextSecondary }}>{PAGE_BOUNDARY_TEXTS.message}</p>
      <Button type="primary" onClick={resetErrorBoundary}>
        تلاش دوباره
      </Button>
    </div>
  );
}

export interface PageBoundaryProps {
  children: ReactNode;
  /** The page's location (path and query): a new value clears a shown failure. */
  resetKey: string;
  /** Runs before the page renders again after retry (e.g. to reset failed queries). */
  onReset?: () => void;
}

export function PageBoundary({ children, resetKey, onReset }: PageBoundaryProps) {
  return (
    <ErrorBoundary FallbackComponent={PageFailure} onReset={onReset} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
