// An error boundary around each page of an area: a page that throws shows a Persian panel with a retry in its
// place, the rest of the area keeps working, and moving to another page clears it.
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { ErrorState } from '../components/ErrorState';

export const PAGE_BOUNDARY_TEXTS = Object.freeze({
  title: 'نمایش این صفحه با خطا روبه‌رو شد',
  message: 'مشکلی در نمایش این بخش پیش آمد. لطفاً دوباره تلاش کنید.',
});

function PageFailure({ resetErrorBoundary }: FallbackProps) {
  return (
    <ErrorState
      title={PAGE_BOUNDARY_TEXTS.title}
      message={PAGE_BOUNDARY_TEXTS.message}
      onRetry={resetErrorBoundary}
    />
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
