// Renders one area (remote) as a route element: loading indicator, error panel with retry, and
// an error boundary so a broken remote never takes the rest of the product down.
import {
  Component,
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isChunkLoadError } from '@sefaresh/shared-api/rules';
import { coreVersionMismatch } from '../federation/core-version';
import { areaComponent, forgetArea, forgetFailedArea } from './area-cache';
import { AREA_TITLES, type AreaLoader, type AreaName } from './areas';
import { CoreVersionPanel } from './core-version-panel';
import { reloadOnce } from './reload-guard';

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

function AreaErrorPanel({ area, onRetry }: { area: AreaName; onRetry: () => void }) {
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
  /** Renders the area again; `fresh`: load the area's current release first (a chunk of this one is gone). */
  onRetry: (fresh: boolean) => void;
  /** The location (path and query): a new value clears a shown failure, as a retry would. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  reloading: boolean;
}

/**
 * Catches what the area throws. A chunk that cannot be loaded (a release pruned it while this tab was open) is
 * recovered without a panel: the area is loaded again from its current manifest, and if a chunk fails again the
 * page reloads once. Any other failure shows the panel.
 */
class AreaErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, reloading: false };
  /** Chunk failures recovered by loading the current release since the last location change or retry. */
  private recoveries = 0;

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      if (this.recoveries === 0) {
        this.recoveries += 1;
        console.warn(`[shell] a chunk of ${this.props.area} is gone; loading its current release`, error);
        this.setState({ error: null });
        this.props.onRetry(true);
        return;
      }
      if (reloadOnce(this.props.area)) {
        this.setState({ reloading: true });
        return;
      }
    }
    console.error(`[shell] area ${this.props.area} failed`, error, info.componentStack);
  }

  componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey) {
      this.recoveries = 0;
      if (this.state.error) this.retry();
    }
  }

  retry = () => {
    const fresh = isChunkLoadError(this.state.error);
    this.recoveries = 0;
    this.setState({ error: null });
    this.props.onRetry(fresh);
  };

  render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    // a chunk failure about to be recovered (componentDidCatch) or a reload under way: no panel flashes
    if (reloading || (isChunkLoadError(error) && this.recoveries === 0))
      return <AreaLoading area={this.props.area} />;
    // the area was built against a newer (or incompatible) core than this shell's: a retry cannot help
    const mismatch = coreVersionMismatch(error);
    if (mismatch) return <CoreVersionPanel area={this.props.area} mismatch={mismatch} />;
    return <AreaErrorPanel area={this.props.area} onRetry={this.retry} />;
  }
}

/** The route element of an area. */
export function AreaOutlet({ area }: { area: AreaName }) {
  const loader = useContext(AreaLoaderContext);
  // What this visit renders: rendering only reads it. React may render a visit several times before it shows it,
  // so the visit's load is started (and a failed earlier one forgotten, a visit after a failure tries again) once,
  // after the visit is committed and before it is painted.
  const [shown, setShown] = useState<{ area: AreaName; App: ComponentType; attempt: number } | null>(null);
  useLayoutEffect(() => {
    forgetFailedArea(loader, area);
    setShown({ area, App: areaComponent(loader, area), attempt: 0 });
  }, [loader, area]);
  const { pathname, search } = useLocation();
  const retry = (fresh: boolean) => {
    if (fresh) {
      loader.forget?.(area);
      forgetArea(loader, area);
    } else forgetFailedArea(loader, area);
    const App = areaComponent(loader, area);
    setShown((prev) => ({ area, App, attempt: (prev?.attempt ?? 0) + 1 }));
  };
  if (shown?.area !== area)
    return (
      <div className="shell-area" data-area={area}>
        <AreaLoading area={area} />
      </div>
    );
  const { App, attempt } = shown;
  return (
    <div className="shell-area" data-area={area}>
      <AreaErrorBoundary area={area} onRetry={retry} resetKey={pathname + search}>
        <Suspense fallback={<AreaLoading area={area} />}>
          <App key={attempt} />
        </Suspense>
      </AreaErrorBoundary>
    </div>
  );
}
