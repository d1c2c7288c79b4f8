import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type ApiReply, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { AnnouncementsPage } from './index';
import { announcement, listAnswer, staff } from './test-support';

let api: TestApi;
let queries: URLSearchParams[];
let listed = [announcement(1), announcement(2, { is_active: false, is_featured: true })];
beforeEach(async () => {
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  useAuthStore.getState().setSession(staff, { access: 'a', refresh: 'r' });
  queries = [];
  listed = [announcement(1), announcement(2, { is_active: false, is_featured: true })];
  api.otherwise((call) => {
    const [path, query = ''] = call.path.split('?');
    if (call.method === 'GET' && path === 'admin/announcements/') {
      queries.push(new URLSearchParams(query));
      return { status: 200, body: listAnswer(listed) };
    }
    return { status: 404, body: { error: 'یافت نشد' } };
  });
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
});

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

function renderPage(path = '/admin/announcements') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/announcements"
            element={
              <AreaQueryProvider>
                <AnnouncementsPage />
                <Where />
              </AreaQueryProvider>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const card = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-announcement-id]')!;
const pick = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
};

test('stat cards and the cards: Persian dates, tags, the details of the shipment', async () => {
  renderPage();
  expect(await screen.findByText('محموله 1')).toBeInTheDocument();
  for (const [title, value] of [
    ['کل اطلاعیه‌ها', '۱۴'],
    ['اطلاعیه‌های فعال', '۹'],
    ['اطلاعیه‌های ویژه', '۳'],
    ['اطلاعیه‌های این ماه', '۵'],
  ])
    expect(screen.getByText(title).closest('.ant-statistic')).toHaveTextContent(value);
  const first = card('محموله 1');
  expect(within(first).getByText('۱۴۰۵/۰۹/۰۱')).toBeInTheDocument(); // shipment 2026-11-22
  expect(within(first).getByText('۱۴۰۵/۰۹/۱۰')).toBeInTheDocument(); // arrival 2026-12-01
  expect(within(first).getByText('برزیل')).toBeInTheDocument();
  const second = card('محموله 2');
  expect(within(second).getByText('غیرفعال')).toBeInTheDocument();
  expect(within(second).getByText('ویژه', { selector: '.ant-tag' })).toBeInTheDocument();
});

test('the address prefills the filters; search (debounced), week and month go to the list call and the address', async () => {
  renderPage('/admin/announcements?date=week&status=bogus');
  await screen.findByText('محموله 1');
  expect(Object.fromEntries(queries[0])).toEqual({ date: 'week' });
  await pick('تاریخ ثبت', 'از ابتدای این ماه');
  await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ date: 'month' }));
  expect(screen.getByTestId('where')).toHaveTextContent('?date=month');
  await userEvent.type(screen.getByRole('searchbox', { name: 'جستجوی اطلاعیه' }), 'قهوه');
  await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ date: 'month', search: 'قهوه' }));
  expect(queries.filter((q) => q.get('search'))).toHaveLength(1); // one call for the settled text
  await pick('وضعیت', 'غیرفعال');
  await waitFor(() =>
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      date: 'month',
      search: 'قهوه',
      status: 'inactive',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'پاک کردن فیلترها' }));
  await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({}));
});

test('bulk actions need a selection, then send the selected ids and show the outcome', async () => {
  api.on('POST admin/announcements/bulk-action/', {
    status: 200,
    body: { message: 'عملیات روی ۲ اطلاعیه انجام شد', affected: 2 },
  });
  renderPage();
  await screen.findByText('محموله 1');
  const bar = screen.getByRole('toolbar', { name: 'عملیات گروهی' });
  await userEvent.click(within(bar).getByRole('button', { name: 'فعال کردن' }));
  expect(await screen.findByText('هیچ اطلاعیه‌ای انتخاب نشده است')).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

  await userEvent.click(screen.getByRole('checkbox', { name: 'انتخاب محموله 2' }));
  expect(within(bar).getByText('۱ اطلاعیه انتخاب شده')).toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('checkbox', { name: 'انتخاب همه' }));
  expect(within(bar).getByText('۲ اطلاعیه انتخاب شده')).toBeInTheDocument();
  const before = queries.length;
  await userEvent.click(within(bar).getByRole('button', { name: 'حذف' }));
  await userEvent.click(await screen.findByRole('button', { name: 'بله' }));
  expect(await screen.findByText('عملیات روی ۲ اطلاعیه انجام شد')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    action: 'delete',
    announcement_ids: [1, 2],
  });
  await waitFor(() => expect(queries.length).toBeGreaterThan(before)); // the list and its stats reload
  expect(within(bar).getByText('۰ اطلاعیه انتخاب شده')).toBeInTheDocument();
});

test("a failed bulk action shows the server's text", async () => {
  api.on('POST admin/announcements/bulk-action/', { status: 400, body: { error: 'درخواست نامعتبر است' } });
  renderPage();
  await screen.findByText('محموله 1');
  await userEvent.click(screen.getByRole('checkbox', { name: 'انتخاب محموله 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'غیرفعال کردن' }));
  expect(await screen.findByText('درخواست نامعتبر است')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    action: 'deactivate',
    announcement_ids: [1],
  });
});

test('the toggles send the flag, show it at once and reload; a failure reloads and says so', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answer = async (): Promise<ApiReply> => {
    await held; // the server answers only after the switch was looked at
    return { status: 200, body: announcement(2, { is_active: true, is_featured: true }) };
  };
  api.on('PATCH admin/announcements/2/', () => answer());
  renderPage();
  await screen.findByText('محموله 2');
  const active = screen.getByRole('switch', { name: 'فعال: محموله 2' });
  expect(active).not.toBeChecked();
  const before = queries.length;
  await userEvent.click(active);
  expect(active).toBeChecked(); // at once, before the answer
  listed = [announcement(1), announcement(2, { is_active: true, is_featured: true })];
  release();
  await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: true }));
  await waitFor(() => expect(queries.length).toBeGreaterThan(before));

  answer = () => Promise.resolve({ status: 500, body: { error: 'خطای سرور' } });
  const featured = screen.getByRole('switch', { name: 'ویژه: محموله 2' });
  await userEvent.click(featured);
  await waitFor(() =>
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ is_featured: false }),
  );
  expect(await screen.findByText('خطای سرور')).toBeInTheDocument();
  await waitFor(() => expect(featured).toBeChecked()); // reloaded: the server still has it featured
});

test('the thumbnails show 3 images and open the gallery with all of them', async () => {
  const images = [1, 2, 3, 4].map((n) => ({
    id: n,
    image: `/media/a${n}.webp`,
    thumbnail: `/media/a${n}-t.webp`,
  }));
  listed = [announcement(1, { images })];
  renderPage();
  await screen.findByText('محموله 1');
  const open = screen.getByRole('button', { name: 'نمایش ۴ تصویر «محموله 1»' });
  expect(open.querySelectorAll('img')).toHaveLength(3);
  expect(open).toHaveTextContent('+۱');
  await userEvent.click(open);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('تصاویر «محموله 1»')).toBeInTheDocument();
  expect(within(dialog).getAllByRole('img', { name: /^تصویر / })).toHaveLength(4);
});

test('delete asks first, then deletes that announcement', async () => {
  api.on('DELETE admin/announcements/1/', { status: 204 });
  renderPage();
  await screen.findByText('محموله 1');
  await userEvent.click(within(card('محموله 1')).getByRole('button', { name: 'حذف' }));
  await userEvent.click(await screen.findByRole('button', { name: 'بله' }));
  expect(await screen.findByText('اطلاعیه حذف شد')).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === 'DELETE' && c.path === 'admin/announcements/1/')).toBe(true);
});
