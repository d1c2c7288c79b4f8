import { OBJECT_URL_LIFETIME_MS, openPdfInNewTab, saveBlob } from './save-blob';

describe('saveBlob', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:invoice-1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('saves under the given name and releases the object URL after 60 seconds', () => {
    jest.useFakeTimers();
    try {
      saveBlob(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'invoice_1047.pdf');
      expect(clicked).toEqual([{ href: 'blob:invoice-1', download: 'invoice_1047.pdf' }]);
      expect(document.querySelector('a[download]')).toBeNull();
      jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:invoice-1');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('openPdfInNewTab', () => {
  test('opens the tab at once, points it at the fetched PDF; a failed fetch closes it', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await openPdfInNewTab(() => Promise.resolve(new Blob(['%PDF-'])));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('blob:receipt');
    const failure = new Error('down');
    await expect(openPdfInNewTab(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(tab.close).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  test('a refused tab is told to onBlocked, and nothing is fetched', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const onBlocked = jest.fn();
    const fetchBlob = jest.fn(() => Promise.resolve(new Blob(['%PDF-'])));
    await openPdfInNewTab(fetchBlob, { onBlocked });
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(fetchBlob).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
