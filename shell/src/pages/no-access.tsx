// A signed-in user who opens an area their role does not include (a customer or dealer at /admin) is told so,
// with a way to their own area, instead of being sent to an empty sign-in form.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../page-title';

const NO_ACCESS_TEXTS = Object.freeze({
  title: 'دسترسی ندارید',
  explain: 'این بخش برای مدیران سامانه است و حساب کاربری شما به آن دسترسی ندارد.',
  toDashboard: 'بازگشت به داشبورد',
});

export interface NoAccessPageProps {
  /** The user's own area: /dashboard for a customer, /dealer for a dealer. */
  home: string;
}

export function NoAccessPage({ home }: NoAccessPageProps) {
  useEffect(() => {
    document.title = `${NO_ACCESS_TEXTS.title} | ${PRODUCT_NAME}`;
  }, []);
  return (
    <main className="not-found" aria-labelledby="no-access-title">
      <p className="not-found-code" aria-hidden="true">
        ۴۰۳
      </p>
      <h1 id="no-access-title">{NO_ACCESS_TEXTS.title}</h1>
      <p>{NO_ACCESS_TEXTS.explain}</p>
      <div className="shell-actions">
        <Link className="shell-button shell-button-primary" to={home}>
          {NO_ACCESS_TEXTS.toDashboard}
        </Link>
      </div>
    </main>
  );
}
