// An area built against a newer shared-api core than this shell provides: the area says so in Persian and offers a
// reload (which loads the current shell), instead of a retry that cannot help.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORE_SHARE_KEY } from '@sefaresh/shared-api/core';
import type { AreaLoader, AreaName } from './areas';
import { page } from './reload-guard';
import { renderShell, signIn, signOut, USERS } from '../test/render-shell';

/** The federation runtime's refusal (its wording is checked against the real runtime in core-version.test.ts). */
function refusal(provided: string, required: string) {
  return new Error(
    `[ Federation Runtime ]: Version ${provided} from sefaresh_shell of shared singleton module ${CORE_SHARE_KEY} does not satisfy the requirement of mf_customer which needs ${required})`,
  );
}

describe('an area that needs another shared-api core', () => {
  let reload: jest.Mock;
  beforeEach(() => {
    reload = jest.fn();
    page.reload = reload;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signIn(USERS.customer);
  });
  afterEach(() => {
    // the page goes first: signing out under a mounted guard would send it to /login after the test (outside act)
    cleanup();
    signOut();
    jest.restoreAllMocks();
  });

  it('says the area needs a newer shell, and reloads the page on request', async () => {
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() =>
      Promise.reject(refusal('1.0.0', '^1.1.0')),
    );
    renderShell('/dashboard', loader);
    expect(
      await screen.findByRole('heading', { name: 'این بخش به نسخهٔ تازه‌تری از سامانه نیاز دارد' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('پنل مشتری');
    expect(panel).toHaveTextContent('نسخهٔ سامانه: ۱.۰.۰، نسخهٔ لازم برای این بخش: ۱.۱.۰');
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'بارگذاری دوبارهٔ صفحه' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('says an area older than the shell is not yet updated', async () => {
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() =>
      Promise.reject(refusal('2.0.0', '^1.3.0')),
    );
    renderShell('/dashboard', loader);
    expect(
      await screen.findByRole('heading', { name: 'نسخهٔ این بخش با سامانه سازگار نیست' }),
    ).toBeInTheDocument();
  });

  it('keeps the general panel for other failures', async () => {
    const loader = jest.fn<ReturnType<AreaLoader>, [AreaName]>(() => Promise.reject(new Error('down')));
    renderShell('/dashboard', loader);
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
  });
});
