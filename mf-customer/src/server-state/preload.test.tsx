// The dashboard's first orders page sent ahead (the area's preload) and adopted by the area's query client,
// through a real HTTP server.
import { render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery, useAuthStore, type AuthUser, type OrdersListResponse } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { AreaQueryProvider } from '@sefaresh/shared-ui';
import { FIRST_ORDERS, FIRST_ORDERS_FRESH_MS, prefetchFirstOrders, takeAreaQueryClient } from './preload';

const user: AuthUser = {
  id: 7,
  email: 'u@example.com',
  name: 'مریم احمدی',
  is_staff: false,
  is_dealer: false,
  company_name: null,
  phone: null,
};
const FIRST = 'orders/?tab=active&page=1';
const empty = (count: number): OrdersListResponse => ({
  count,
  page: 1,
  page_size: 12,
  total_pages: 1,
  results: [],
  tab_counts: { active: count, completed: 0, rejected: 0 },
});

let api: TestApi;
let answered = 0;
const gets = () => api.calls.filter((c) => c.method === 'GET').map((c) => c.path);

/** Reads the first page as the dashboard does. */
function FirstPage() {
  const { data } = useQuery({ ...ordersQuery(FIRST_ORDERS), staleTime: FIRST_ORDERS_FRESH_MS });
  return <p>{data ? `answer ${data.count}` : 'loading'}</p>;
}
const mountArea = (now?: number) =>
  render(
    <AreaQueryProvider client={takeAreaQueryClient(now)}>
      <FirstPage />
    </AreaQueryProvider>,
  );

beforeEach(async () => {
  answered = 0;
  api = await startTestApi();
  // each answer counts itself, so an adopted answer is told from a fresh one
  api.on(`GET ${FIRST}`, () => ({ status: 200, body: empty(++answered) }));
  useAuthStore.getState().setSession(user, { access: 'a1', refresh: 'r1' });
});
afterEach(async () => {
  takeAreaQueryClient(); // drops what a test left unadopted
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

it('the area adopts the answer sent ahead, once', async () => {
  prefetchFirstOrders(1000);
  const first = mountArea(1500);
  expect(await screen.findByText('answer 1')).toBeInTheDocument();
  expect(gets()).toEqual([FIRST]);
  first.unmount();

  // the area mounted again asks again
  mountArea(2000);
  expect(await screen.findByText('answer 2')).toBeInTheDocument();
  expect(gets()).toEqual([FIRST, FIRST]);
});

it('asks afresh when the answer is too old or of another session', async () => {
  prefetchFirstOrders(0);
  const old = mountArea(FIRST_ORDERS_FRESH_MS);
  expect(await screen.findByText('answer 2')).toBeInTheDocument();
  old.unmount();

  prefetchFirstOrders(0);
  useAuthStore.getState().setSession(user, { access: 'a2', refresh: 'r2' });
  mountArea(1);
  expect(await screen.findByText('answer 4')).toBeInTheDocument();
  expect(api.calls.at(-1)?.authorization).toBe('Bearer a2');
});
