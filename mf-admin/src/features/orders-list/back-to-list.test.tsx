// Going from the list to an order and back: the list comes back with its filters and page, and
// scrolled to where it was, whether by the browser's back button or the order's own back button.
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { render } from '@testing-library/react';
import { configureApi, useAuthStore } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider, ThemeProvider } from '@sefaresh/shared-ui';
import { backTarget } from '../../components/list-return';
import { AdminOrdersPage } from './index';
import { ORDERS_LIST_MESSAGES as T } from './messages';
import { listPath, listReply, row, setupUser, staffUser } from './test-support';

let api: TestApi;
const scrollTo = jest.fn();
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().setSession(staffUser, { access: 'access-1', refresh: 'refresh-1' });
  api = await startTestApi();
  configureApi({ onSessionExpired: jest.fn() });
  api.on('GET dealers/list-for-assignment/', { status: 200, body: [] });
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(async () => {
  await api.close();
  useAuthStore.getState().clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
jest.setTimeout(30_000);

/** Stands in for the order's page: the browser's back, and a back button as the editor's. */
function OrderPage() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <p data-testid="order-page">{location.pathname}</p>
      <button onClick={() => navigate(-1)}>back in the browser</button>
      <button onClick={() => navigate(START)}>to the same list</button>
      <button onClick={() => navigate(backTarget(location.state), { state: { restoreScroll: true } })}>
        back to the list
      </button>
    </>
  );
}
function ListAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

const FILTERS = { status: 'confirmed', search: 'قهوه' };
const START = `/admin/orders?status=confirmed&search=${encodeURIComponent('قهوه')}&page=2`;

function renderList() {
  api.on(`GET ${listPath(FILTERS, 2)}`, {
    status: 200,
    body: listReply([row({ id: 611, status: 'confirmed' }), row({ id: 612, status: 'confirmed' })], {
      page: 2,
      total_pages: 3,
    }),
  });
  render(
    <ThemeProvider>
      <AreaQueryProvider>
        <MemoryRouter initialEntries={[START]}>
          <Routes>
            <Route
              path="/admin/orders"
              element={
                <>
                  <ListAddress />
                  <AdminOrdersPage />
                </>
              }
            />
            <Route path="/admin/orders/:id" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>
      </AreaQueryProvider>
    </ThemeProvider>,
  );
}

async function openOrderScrolledTo(y: number) {
  const user = setupUser();
  renderList();
  const card = await screen.findByRole('article', { name: 'سفارش #۶۱۲' });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await user.click(within(card).getByRole('button', { name: T.complete }));
  expect(await screen.findByTestId('order-page')).toHaveTextContent('/admin/orders/612');
  return user;
}

async function expectListBack() {
  expect(await screen.findByRole('article', { name: 'سفارش #۶۱۲' })).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent(START.replace('قهوه', encodeURIComponent('قهوه')));
  expect(screen.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
}

test("the browser's back button brings the filters, the page and the scroll position back", async () => {
  const user = await openOrderScrolledTo(840);
  await user.click(screen.getByRole('button', { name: 'back in the browser' }));
  await expectListBack();
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 840, left: 0 }));
});

test("the order's back button does the same", async () => {
  const user = await openOrderScrolledTo(1260);
  await user.click(screen.getByRole('button', { name: 'back to the list' }));
  await expectListBack();
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1260, left: 0 }));
});

test('a list reached by a new link starts at the top, even where the scroll was kept', async () => {
  const user = await openOrderScrolledTo(700);
  // the order page links to the same list address (a push, not a way back)
  await user.click(screen.getByRole('button', { name: 'to the same list' }));
  expect(await screen.findByRole('article', { name: 'سفارش #۶۱۲' })).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
});
