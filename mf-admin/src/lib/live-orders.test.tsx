// The admin area hears order changes made anywhere: the order and the lists that show it load again.
import { render, screen, waitFor } from '@testing-library/react';
import { STATUS } from '@sefaresh/shared-api/rules';
import { useQuery } from '@tanstack/react-query';
import { adminOrderKeys, orderKeys, useAuthStore } from '@sefaresh/shared-api';
import {
  eventFeed,
  resetOrderEvents,
  startTestApi,
  type EventFeed,
  type TestApi,
} from '@sefaresh/shared-api/testing';
import { AreaQueryProvider } from '@sefaresh/shared-ui';
import { useLiveOrders } from './live-orders';

let api: TestApi;
let feed: EventFeed;
const loads = { order12: 0, order13: 0, list: 0 };

function Screen() {
  useLiveOrders();
  const twelve = useQuery({ queryKey: orderKeys.staffDetail(12), queryFn: () => ++loads.order12 });
  useQuery({ queryKey: orderKeys.staffDetail(13), queryFn: () => ++loads.order13 });
  const list = useQuery({ queryKey: adminOrderKeys.list({}, 1), queryFn: () => ++loads.list });
  return (
    <p>
      order {twelve.data} list {list.data}
    </p>
  );
}

beforeEach(async () => {
  Object.assign(loads, { order12: 0, order13: 0, list: 0 });
  api = await startTestApi();
  feed = eventFeed();
  api.on('GET events/', { status: 200, feed });
  useAuthStore.getState().setSession(
    {
      id: 1,
      email: 'staff@example.com',
      name: 'کارمند',
      is_staff: true,
      is_dealer: false,
      is_superuser: false,
      company_name: null,
      phone: null,
    },
    { access: 'a', refresh: 'r' },
  );
});
afterEach(async () => {
  resetOrderEvents();
  useAuthStore.getState().clear();
  await api.close();
});

test('a change to an order reloads that order and the order lists, not the other orders', async () => {
  render(
    <AreaQueryProvider>
      <Screen />
    </AreaQueryProvider>,
  );
  expect(await screen.findByText('order 1 list 1')).toBeInTheDocument();
  await waitFor(() => expect(feed.open).toBe(1));
  feed.send('order', { id: 12, status: STATUS.paymentUploaded });
  expect(await screen.findByText('order 2 list 2')).toBeInTheDocument();
  expect(loads.order13).toBe(1);
});
