// The federation runtime is faked at its boundary (registerRemotes, loadRemote); fetch serves /remotes.json and
// the areas' manifests.
import { waitFor } from '@testing-library/react';
import type { AreaModule } from '../areas/areas';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const MANIFEST = '/mf/customer/mf-manifest.json';

function chunkError() {
  return Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
}

async function setUp() {
  jest.resetModules();
  window.sessionStorage.clear();
  const runtime = jest.requireMock<{ loadRemote: jest.Mock; registerRemotes: jest.Mock }>(
    '@module-federation/enhanced/runtime',
  );
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  const fetchMock = jest.fn((url: string) =>
    Promise.resolve({
      ok: true,
      json: () => Promise.resolve(url.endsWith('/remotes.json') ? { mf_customer: MANIFEST } : {}),
    }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const guard = await import('../areas/reload-guard');
  const reload = jest.fn();
  guard.page.reload = reload;
  const loader = await import('./federation-loader');
  await loader.initRemotes();
  runtime.registerRemotes.mockClear();
  fetchMock.mockClear();
  return { ...runtime, fetchMock, reload, load: loader.federationLoader };
}

const manifestFetches = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(MANIFEST) && init?.cache === 'no-cache');

describe('federationLoader and a release that removed a chunk', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('loads the area again through its current manifest, without a reload', async () => {
    const { load, loadRemote, registerRemotes, fetchMock, reload } = await setUp();
    const current: AreaModule = { default: () => null };
    loadRemote.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(current);
    await expect(load('mf_customer')).resolves.toBe(current);
    expect(manifestFetches(fetchMock)).toHaveLength(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_customer', entry: `http://localhost${MANIFEST}` }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the current release cannot load a chunk either', async () => {
    const { load, loadRemote, reload } = await setUp();
    loadRemote.mockRejectedValue(chunkError());
    let settled = false;
    void load('mf_customer').finally(() => (settled = true));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false); // the page is going away: the area keeps its loading indicator

    // the same tab again (a stale reload): no loop, the failure reaches the error panel
    await expect(load('mf_customer')).rejects.toThrow('Loading chunk 42 failed.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a remote that is simply unreachable', async () => {
    const { load, loadRemote, reload, fetchMock } = await setUp();
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-003 manifest answered 404'));
    await expect(load('mf_customer')).rejects.toThrow('RUNTIME-003');
    expect(manifestFetches(fetchMock)).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads the current manifest on the next load after the shell forgot the area', async () => {
    const { load, loadRemote, fetchMock } = await setUp();
    loadRemote.mockResolvedValue({ default: () => null });
    await load('mf_customer');
    expect(manifestFetches(fetchMock)).toHaveLength(0);
    load.forget!('mf_customer');
    await load('mf_customer');
    expect(manifestFetches(fetchMock)).toHaveLength(1);
  });
});

describe('federationLoader at start-up', () => {
  it('an area asked for while /remotes.json is on its way waits for it, and does not read it again', async () => {
    jest.resetModules();
    const runtime = jest.requireMock<{ loadRemote: jest.Mock; registerRemotes: jest.Mock }>(
      '@module-federation/enhanced/runtime',
    );
    runtime.loadRemote.mockReset().mockResolvedValue({ default: () => null });
    runtime.registerRemotes.mockReset();
    let answer!: () => void;
    const fetchMock = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, json: () => Promise.resolve({ mf_customer: MANIFEST }) });
        }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const loader = await import('./federation-loader');
    void loader.initRemotes();
    const loading = loader.federationLoader('mf_customer');
    // the registry has been asked and has not answered: no area is loaded yet
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    answer();
    await loading;
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_customer/App');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
