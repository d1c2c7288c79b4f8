// The refusal read here is produced by the real federation runtime, with the options rspack.base.mjs gives the core.
import { ModuleFederation } from '@module-federation/runtime';
import { CORE_SHARE_KEY } from '@sefaresh/shared-api/core';
import { coreVersionMismatch } from './core-version';

const coreConfig = (requiredVersion: string) => ({ singleton: true, strictVersion: true, requiredVersion });

/** What the runtime throws when a remote needing `required` meets a page whose shell provided `provided`. */
async function refusal(provided: string, required: string): Promise<unknown> {
  const shell = new ModuleFederation({
    name: 'sefaresh_shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      [CORE_SHARE_KEY]: { version: provided, lib: () => ({}), shareConfig: coreConfig(`^${provided}`) },
    },
  });
  await shell.loadShare(CORE_SHARE_KEY); // the shell's own use: it is loaded now
  try {
    await shell.loadShare(CORE_SHARE_KEY, {
      customShareInfo: {
        version: required.replace(/^\^/, ''),
        shareConfig: coreConfig(required),
        from: 'mf_customer',
      },
    });
  } catch (error) {
    return error;
  }
  return null;
}

describe('coreVersionMismatch', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads the runtime refusal of a remote that needs a newer core', async () => {
    const error = await refusal('1.0.0', '^1.1.0');
    expect(error).toBeInstanceOf(Error);
    expect(coreVersionMismatch(error)).toEqual({ provided: '1.0.0', required: '^1.1.0', shellTooOld: true });
  });

  it('tells a remote built against an older major core apart', async () => {
    const error = await refusal('2.0.0', '^1.4.0');
    expect(coreVersionMismatch(error)).toEqual({ provided: '2.0.0', required: '^1.4.0', shellTooOld: false });
  });

  it('lets a remote load when the shell core satisfies it', async () => {
    expect(await refusal('1.2.3', '^1.1.0')).toBeNull();
  });

  it('finds the refusal behind a wrapping error, and nothing in other failures', async () => {
    const error = await refusal('1.0.0', '^1.0.1');
    expect(coreVersionMismatch(new Error('area failed', { cause: error }))?.shellTooOld).toBe(true);
    expect(coreVersionMismatch(new Error('Loading chunk 7 failed.'))).toBeNull();
    expect(coreVersionMismatch(null)).toBeNull();
  });
});
