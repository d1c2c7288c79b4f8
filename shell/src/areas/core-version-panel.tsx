// The panel of an area that cannot run with this page's shell: shared-api's core differs from the one the area
// was built against (federation/core-version.ts). A reload loads the current shell, which is all a newer area needs
// once its shell is released; reloading is the user's choice here (a guard against loops is not needed).
import { Link } from 'react-router-dom';
import { toPersianDigits } from '@sefaresh/shared-api/rules';
import type { CoreVersionMismatch } from '../federation/core-version';
import { AREA_TITLES, type AreaName } from './areas';
import { page } from './reload-guard';

export function CoreVersionPanel({ area, mismatch }: { area: AreaName; mismatch: CoreVersionMismatch }) {
  const title = AREA_TITLES[area];
  return (
    <section className="shell-error-panel" role="alert" aria-labelledby={`area-version-${area}`}>
      <div className="shell-error-icon" aria-hidden="true">
        !
      </div>
      {mismatch.shellTooOld ? (
        <>
          <h2 id={`area-version-${area}`}>این بخش به نسخهٔ تازه‌تری از سامانه نیاز دارد</h2>
          <p>
            بخش «{title}» به‌روز شده است و با نسخهٔ سامانه‌ای که در این صفحه باز است کار نمی‌کند. صفحه را
            دوباره بارگذاری کنید؛ اگر باز هم همین پیام آمد، نسخهٔ تازهٔ سامانه هنوز منتشر نشده است و چند دقیقه
            بعد دوباره تلاش کنید.
          </p>
        </>
      ) : (
        <>
          <h2 id={`area-version-${area}`}>نسخهٔ این بخش با سامانه سازگار نیست</h2>
          <p>
            بخش «{title}» هنوز برای نسخهٔ تازهٔ سامانه به‌روز نشده است. صفحه را دوباره بارگذاری کنید یا چند
            دقیقه بعد دوباره تلاش کنید. بخش‌های دیگر سامانه کار می‌کنند.
          </p>
        </>
      )}
      <p className="shell-error-detail" dir="rtl">
        نسخهٔ سامانه: {toPersianDigits(mismatch.provided)}، نسخهٔ لازم برای این بخش:{' '}
        {toPersianDigits(mismatch.required.replace(/^[\^~>=<\s]+/, ''))}
      </p>
      <div className="shell-actions">
        <button type="button" className="shell-button shell-button-primary" onClick={() => page.reload()}>
          بارگذاری دوبارهٔ صفحه
        </button>
        <Link className="shell-button shell-button-ghost" to="/">
          بازگشت به صفحه اصلی
        </Link>
      </div>
    </section>
  );
}
