// useFetchedImages: each image through its own query, shown from an object URL that is released again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { useFetchedImages } from './fetched-images';
import { AreaQueryProvider, createAreaQueryClient } from './query';

let failing = true;
const fetched: string[] = [];
const fileQuery = (name: string) => ({
  queryKey: ['file', name],
  queryFn: async () => {
    fetched.push(name);
    if (name === 'b' && failing) throw new Error('offline');
    return new Blob([name], { type: 'image/png' });
  },
});

function Images() {
  const images = useFetchedImages([
    { id: 1, query: fileQuery('a') },
    { id: 2, query: fileQuery('b') },
  ]);
  return (
    <ul>
      {[1, 2].map((id) => {
        const image = images.get(id);
        return (
          <li key={id}>
            {image?.kind === 'ready' && <img alt={`receipt ${id}`} src={image.src} />}
            {image?.kind === 'failed' && <button onClick={image.retry}>{`retry ${id}`}</button>}
            {image?.kind === 'loading' && `loading ${id}`}
          </li>
        );
      })}
    </ul>
  );
}

let made = 0;
beforeEach(() => {
  failing = true;
  fetched.length = 0;
  made = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++made}`);
  URL.revokeObjectURL = jest.fn();
});

it('shows each image from its object URL, a failed one with its own retry, and releases the URLs', async () => {
  const view = renderWithTheme(
    <AreaQueryProvider client={createAreaQueryClient()}>
      <Images />
    </AreaQueryProvider>,
  );
  expect(screen.getByText('loading 1')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'receipt 1' })).toHaveAttribute('src', 'blob:test/1');
  const retry = await screen.findByRole('button', { name: 'retry 2' });

  failing = false;
  await userEvent.click(retry);
  expect(await screen.findByRole('img', { name: 'receipt 2' })).toBeInTheDocument();
  expect(fetched).toEqual(['a', 'b', 'b']);

  view.unmount();
  const created = (URL.createObjectURL as jest.Mock).mock.results.map((r) => r.value as string);
  const revoked = (URL.revokeObjectURL as jest.Mock).mock.calls.map(([url]) => url as string);
  expect(new Set(revoked)).toEqual(new Set(created));
});
