import { isChunkLoadError } from './chunk-errors';

describe('isChunkLoadError', () => {
  it('recognises failed chunk and remote entry loads', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(missing: /mf/customer/x.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script'))).toBe(
      true,
    );
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('render failure'))).toBe(false);
    expect(isChunkLoadError(new Error('mf-manifest.json answered 404'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
