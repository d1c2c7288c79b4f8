// QueryState around a real TanStack query whose answers the test hands out one by one, as the user sees them.
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState } from '../components/empty-state';
import { renderWithTheme } from '../test-utils';
import { AreaQueryProvider, createAreaQueryClient } from './query';
import { QueryState } from './query-state';

interface Pending {
  page: number;
  resolve(items: string[]): void;
  reject(error: Error): void;
}
let pending: Pending[] = [];
const load = (page: number) =>
  new Promise<string[]>((resolve, reject) => pending.push({ page, resolve, reject }));
async function answer(how: string[] | Error) {
  const next = pending.shift();
  if (!next) throw new Error('no request is waiting');
  await act(async () => {
    if (how instanceof Error) next.reject(how);
    else next.resolve(how);
  });
}

function List({ closable = false }: { closable?: boolean }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['items', page],
    queryFn: () => load(page),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <button onClick={() => setPage((p) => p + 1)}>صفحه بعد</button>
      {query.isFetching && <p>در حال تازه‌سازی</p>}
      <QueryState
        query={query}
        errorText={(error) => `بارگذاری نشد: ${(error as Error).message}`}
        retryLabel="تلاش دوباره"
        closeLabel={closable ? 'بستن' : undefined}
        isEmpty={(items) => items.length === 0}
        empty={<EmptyState description="سفارشی نیست" />}
      >
        {(items) => (
          <ul aria-label="فهرست">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

const renderList = (closable?: boolean, client = createAreaQueryClient()) =>
  renderWithTheme(
    <AreaQueryProvider client={client}>
      <List closable={closable} />
    </AreaQueryProvider>,
  );

beforeEach(() => {
  pending = [];
});

it('shows a spinner until the first answer, then the data', async () => {
  renderList();
  expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
  expect(screen.queryByRole('list')).toBeNull();
  await answer(['سفارش ۱']);
  expect(await screen.findByRole('listitem')).toHaveTextContent('سفارش ۱');
  expect(document.querySelector('.ant-spin-spinning')).toBeNull();
});

it('shows the failure with its text and retry, and no failure while the retry runs', async () => {
  renderList();
  await answer(new Error('خطای شبکه'));
  expect(await screen.findByRole('alert')).toHaveTextContent('بارگذاری نشد: خطای شبکه');

  await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(pending).toHaveLength(1);
  await answer(['سفارش ۲']);
  expect(await screen.findByRole('listitem')).toHaveTextContent('سفارش ۲');
});

it('shows the empty state for an answer with nothing in it', async () => {
  renderList();
  await answer([]);
  expect(await screen.findByText('سفارشی نیست')).toBeInTheDocument();
  expect(screen.queryByRole('list')).toBeNull();
});

it('keeps the last answer under a spinner while the next loads, then shows the failure of the next', async () => {
  renderList();
  await answer(['سفارش ۱']);
  await screen.findByRole('listitem');
  await userEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));
  expect(screen.getByRole('listitem')).toHaveTextContent('سفارش ۱');
  expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
  expect(pending.map((p) => p.page)).toEqual([2]);

  await answer(new Error('قطع شد'));
  expect(await screen.findByRole('alert')).toHaveTextContent('بارگذاری نشد: قطع شد');
});

it('a reload of the same answer (a live change) happens behind the data, which stays usable', async () => {
  const client = createAreaQueryClient();
  renderList(false, client);
  await answer(['سفارش ۱']);
  await screen.findByRole('listitem');
  await act(async () => void client.invalidateQueries());
  expect(pending.map((p) => p.page)).toEqual([1]);
  await screen.findByText('در حال تازه‌سازی');
  expect(document.querySelector('.ant-spin-spinning')).toBeNull();
  expect(screen.getByRole('listitem')).toHaveTextContent('سفارش ۱');
  await answer(['سفارش ۱', 'سفارش ۲']);
  expect(await screen.findByText('سفارش ۲')).toBeInTheDocument();
});

it('a closable failure stays closed until the next failure', async () => {
  renderList(true);
  await answer(new Error('یک'));
  await userEvent.click(await screen.findByRole('button', { name: 'بستن' }));
  expect(screen.queryByRole('alert')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));
  await answer(new Error('دو'));
  expect(await screen.findByRole('alert')).toHaveTextContent('بارگذاری نشد: دو');
});
