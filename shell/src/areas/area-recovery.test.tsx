// An open area whose page chunk was removed by a release: the shell loads the area's current release in place,
// and reloads the page once when that does not help.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaLoader, AreaModule, AreaName } from './areas';
import { page } from './reload-guard';
import { fakeArea, renderShell } from '../test/render-shell';

function chunkError() {
  return Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
}

/** An area of the release the tab opened with: its page chunk is gone. */
const staleRelease: AreaModule = {
  default: function Stale() {
    throw chunkError();
  },
};

function loaderOf(releases: AreaModule[]) {
  const load = jest.fn<ReturnType<AreaLoader>, [AreaName]>((area) =>
    Promise.resolve(releases.shift() ?? fakeArea(area)),
  );
  return Object.assign(load, { forget: jest.fn<void, [AreaName]>() });
}

describe('a release that removed a chunk of an open area', () => {
  let reload: jest.Mock;
  beforeEach(() => {
    window.sessionStorage.clear();
    reload = jest.fn();
    page.reload = reload;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the current release of the area without a panel or a reload', async () => {
    const loader = loaderOf([staleRelease]);
    renderShell('/product', loader);
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_catalogue /product');
    expect(loader.forget).toHaveBeenCalledWith('mf_catalogue');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the page once when the current release fails too, showing no panel meanwhile', async () => {
    const loader = loaderOf([staleRelease, staleRelease, staleRelease, staleRelease]);
    renderShell('/product', loader);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری کاتالوگ محصولات');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not reload again within the guard: the error panel offers a retry of the current release', async () => {
    window.sessionStorage.setItem('sefaresh:reloaded-for:mf_catalogue', String(Date.now()));
    const loader = loaderOf([staleRelease, staleRelease]);
    renderShell('/product', loader);
    expect(await screen.findByRole('heading', { name: 'بارگذاری این بخش ممکن نشد' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('area')).toHaveTextContent('mf_catalogue /product');
    expect(loader.forget).toHaveBeenCalledTimes(2);
  });
});
