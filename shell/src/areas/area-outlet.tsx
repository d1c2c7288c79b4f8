// Renders one area (remote) as a route element: loading indicator, error panel with retry, and
// an error boundary so a broken remote never takes the rest of the product down.
import {
  Component,
  createContext,
  Suspense,
  useContext,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { areaComponent, forgetFailedArea } from './area-cache';
import { AREA_TITLES, type AreaLoader, type AreaName } from './areas';

const missingLoader: AreaLoader = (area) => Promise.reject(new Error(`no area loader for ${area}`));

/** The function that loads an area's `./App`: federation in the browser, a stub in tests. */
export const AreaLoaderContext = createContext<AreaLoader>(missingLoader);

export function AreaLoading({ area }: { area: AreaName }) {
  return (
    <div className="shell-area-status" role="status" aria-live="polite">
      <span className="shell-spinner" aria-hidden="true" />
      <span>در حال بارگذاری {AREA_TITLES[area]}…</span>
    </div>
  );
}

export function AreaErrorPanel({ area, onRetry }: { area: AreaName; onRetry: () => void }) {
  return (
    <section className="shell-error-panel" role="alert" aria-labelledby={`area-error-${area}`}>
      <div className="shell-error-icon" aria-hidden="true">
        !
      </div>
      <h2 id={`area-error-${area}`}>بارگذاری این بخش ممکن نشد</h2>
      <p>
        بخش «{AREA_TITLES[area]}» در حال حاضر در دسترس نیست. ممکن است اتصال اینترنت قطع شده باشد یا این بخش در
        حال به‌روزرسانی باشد. بخش‌های دیگر سامانه کار می‌کنند؛ چند لحظه بعد دوباره تلاش کنید.
      </p>
      <div className="shell-actions">
        <button type="button" className="shell-button shell-button-primary" onClick={onRetry}>
          تلاش دوباره
        </button>
        <Link className="shell-button shell-button-ghost" to="/">
          بازگشت به صفحه اصلی
        </Link>
      </div>
    </section>
  );
}

interface BoundaryProps {
  area: AreaName;
  children: ReactNode;
  onRetry: () => void;
  /** The location (path and query): a new value clears a shown failure, as a retry would. */
  resetKey: string;
}

class AreaErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] area ${this.props.area} failed`, error, info.componentStack);
  }

  componentDidUpdate(prev: BoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (this.state.error) return <AreaErrorPanel area={this.props.area} onRetry={this.retry} />;
    return this.props.children;
  }
}

function AreaContent({ area }: { area: AreaName }) {
  const loader = useContext(AreaLoaderContext);
  const App = areaComponent(loader, area);
  return <App />;
}

/** The route element of an area. */
export function AreaOutlet({ area }: { area: AreaName }) {
  const loader = useContext(AreaLoaderContext);
  // A visit after a failed load tries again.
  useState(() => forgetFailedArea(loader, area));
  const [attempt, setAttempt] = useState(0);
  const { pathname, search } = useLocation();
  const retry = () => {
    forgetFailedArea(loader, area);
    setAttempt((n) => n + 1);
  };
  return (
    <div className="shell-area" data-area={area}>
      <AreaErrorBoundary area={area} onRetry={retry} resetKey={pathname + search}>
        <Suspense fallback={<AreaLoading area={area} />}>
          <AreaContent key={attempt} area={area} />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
