import { loadErrorPlugin, remoteNameOf } from './error-plugin';

describe('loadErrorPlugin', () => {
  it('records the failed remote and offers no fallback', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const records: string[] = [];
    const plugin = loadErrorPlugin((r) => records.push(`${r.remote} ${r.lifecycle}`));
    const hook = plugin.errorLoadRemote as (args: unknown) => unknown;
    expect(
      await hook({
        id: 'mf_admin/App',
        error: new Error('x'),
        lifecycle: 'onLoad',
        from: 'runtime',
        origin: {},
      }),
    ).toBeUndefined();
    expect(records).toEqual(['mf_admin onLoad']);
    expect(remoteNameOf('mf_customer/App')).toBe('mf_customer');
  });
});
