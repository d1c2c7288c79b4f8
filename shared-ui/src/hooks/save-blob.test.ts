import { OBJECT_URL_LIFETIME_MS, saveBlob } from './save-blob';

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
