// The dashboard's first orders page sent ahead (the area's preload) and adopted once, through a real HTTP server.
import { useAuthStore, type AuthUser, type OrdersListResponse } from '@sefaresh/shared-api';
import { startTestApi, type TestApi } from '@sefaresh/shared-api/testing';
import { FIRST_ORDERS_FRESH_MS, listOrders, prefetchFirstOrders } from './first-orders';

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

beforeEach(async () => {
  answered = 0;
  api = await startTestApi();
  // each answer counts itself, so an adopted answer is told from a fresh one
  api.on(`GET ${FIRST}`, () => ({ status: 200, body: empty(++answered) }));
  api.on('GET orders/?tab=completed&page=1', { status: 200, body: empty(0) });
  useAuthStore.getState().setSession(user, { access: 'a1', refresh: 'r1' });
});
afterEach(async () => {
  await listOrders('completed', 1); // drops what a test left unadopted
  await api.close();
  useAuthStore.getState().clear();
  window.localStorage.clear();
});

it('the dashboard adopts the answer sent ahead, once', async () => {
  prefetchFirstOrders(1000);
  expect((await listOrders('active', 1, 1500)).count).toBe(1);
  expect(gets()).toEqual([FIRST]);
  // a later load of the same page asks again
  expect((await listOrders('active', 1, 2000)).count).toBe(2);
  expect(gets()).toEqual([FIRST, FIRST]);
});

it('asks afresh when the answer is too old, for another page, or for another session', async () => {
  prefetchFirstOrders(0);
  expect((await listOrders('active', 1, FIRST_ORDERS_FRESH_MS)).count).toBe(2);

  prefetchFirstOrders(0);
  await listOrders('completed', 1, 1);
  expect((await listOrders('active', 1, 2)).count).toBe(4);

  prefetchFirstOrders(0);
  useAuthStore.getState().setSession(user, { access: 'a2', refresh: 'r2' });
  expect((await listOrders('active', 1, 1)).count).toBe(6);
  expect(api.calls.at(-1)?.authorization).toBe('Bearer a2');
});
