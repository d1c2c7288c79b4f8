import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code" aria-hidden="true">
        ۴۰۴
      </p>
      <h1 id="not-found-title">صفحه پیدا نشد</h1>
      <p>نشانی‌ای که باز کرده‌اید در سامانه وجود ندارد یا جابه‌جا شده است.</p>
      <div className="shell-actions">
        <Link className="shell-button shell-button-primary" to="/">
          بازگشت به صفحه اصلی
        </Link>
        <Link className="shell-button shell-button-ghost" to="/product">
          مشاهده محصولات
        </Link>
      </div>
    </main>
  );
}
