// The landing page: plain CSS, no remote loads here (ARCHITECTURE.md §3).
import { Link } from 'react-router-dom';
import { homePathFor, useAuthStore } from '@sefaresh/shared-api';

const GOODS = [
  { name: 'قهوه', note: 'دانه سبز و برشته، عربیکا و روبوستا' },
  { name: 'دانه‌ها', note: 'دانه‌های روغنی، آجیلی و خوراکی' },
  { name: 'ادویه', note: 'زعفران، دارچین، فلفل، زردچوبه و بیشتر' },
  { name: 'خشکبار', note: 'بادام، پسته، گردو، کشمش و انجیر' },
  { name: 'شیرینی', note: 'شکلات، آبنبات و شیرینی‌جات وارداتی' },
];

const STEPS = [
  { title: 'درخواست سفارش', text: 'محصولات و مقدار مورد نیاز را انتخاب کنید و سفارش را ثبت کنید.' },
  {
    title: 'قیمت‌گذاری با چند شرط پرداخت',
    text: 'کارشناسان فروش برای هر قلم چند قیمت با شرایط پرداخت متفاوت پیشنهاد می‌دهند.',
  },
  {
    title: 'انتخاب، پرداخت و فاکتور',
    text: 'گزینه دلخواه را انتخاب کنید، رسید پرداخت را بارگذاری کنید و فاکتور رسمی یا غیررسمی بگیرید.',
  },
];

export function LandingPage() {
  const user = useAuthStore((s) => s.user);
  const accessToken = useAuthStore((s) => s.accessToken);
  const signedIn = Boolean(user && accessToken);
  return (
    <div className="landing">
      <header className="landing-nav">
        <Link to="/" className="brand" aria-label="سامانه ثبت سفارش، صفحه اصلی">
          <span className="brand-mark" aria-hidden="true">
            س
          </span>
          <span className="brand-name">سامانه ثبت سفارش</span>
        </Link>
        <nav aria-label="پیوندهای اصلی" className="landing-links">
          <Link to="/product">محصولات</Link>
          {signedIn ? (
            <Link className="shell-button shell-button-primary" to={homePathFor(user)}>
              ورود به پنل
            </Link>
          ) : (
            <>
              <Link to="/register">ثبت‌نام</Link>
              <Link className="shell-button shell-button-primary" to="/login">
                ورود
              </Link>
            </>
          )}
        </nav>
      </header>

      <main>
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero-text">
            <p className="hero-kicker">سفارش عمده برای واردکنندگان و بنکداران</p>
            <h1 id="hero-title">سامانه ثبت سفارش عمده کالاهای وارداتی</h1>
            <p className="hero-lead">
              قهوه، دانه‌ها، ادویه، خشکبار و شیرینی را به‌صورت عمده سفارش دهید؛ از درخواست و قیمت‌گذاری تا
              پرداخت و فاکتور نهایی، همه در یک سامانه و با پیگیری لحظه‌به‌لحظه.
            </p>
            <div className="shell-actions">
              <Link className="shell-button shell-button-primary shell-button-large" to="/login">
                ورود به حساب
              </Link>
              <Link className="shell-button shell-button-outline shell-button-large" to="/register">
                ثبت‌نام مشتری جدید
              </Link>
              <Link className="shell-button shell-button-ghost shell-button-large" to="/product">
                مشاهده کاتالوگ محصولات
              </Link>
            </div>
          </div>
          <ul className="hero-goods" aria-label="گروه‌های کالا">
            {GOODS.map((g) => (
              <li key={g.name}>
                <strong>{g.name}</strong>
                <span>{g.note}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="steps" aria-labelledby="steps-title">
          <h2 id="steps-title">سفارش در سه گام</h2>
          <ol>
            {STEPS.map((s, i) => (
              <li key={s.title}>
                <span className="step-number" aria-hidden="true">
                  {(i + 1).toLocaleString('fa-IR')}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="dealers" aria-labelledby="dealers-title">
          <h2 id="dealers-title">نمایندگان فروش</h2>
          <p>
            نمایندگان فروش مشتریان خود را معرفی می‌کنند، سفارش‌ها را دنبال می‌کنند و از هر سفارش پورسانت
            می‌گیرند.
          </p>
        </section>
      </main>

      <footer className="landing-footer">
        <p>سامانه ثبت سفارش — فروش عمده کالاهای وارداتی</p>
        <nav aria-label="پیوندهای پایین صفحه" className="landing-footer-links">
          <Link to="/product/newarrivals">محموله‌های جدید</Link>
          <Link to="/product">محصولات</Link>
          <Link to="/login">ورود</Link>
          <Link to="/register">ثبت‌نام</Link>
        </nav>
      </footer>
    </div>
  );
}
