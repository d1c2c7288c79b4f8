import { IRAN_PROVINCES, citiesOf, provinceName } from './index';

describe('provinces and cities', () => {
  it('lists the 31 provinces, each with its centre first', () => {
    expect(IRAN_PROVINCES).toHaveLength(31);
    expect(new Set(IRAN_PROVINCES).size).toBe(31);
    expect(citiesOf('تهران')[0]).toBe('تهران');
    expect(citiesOf('خراسان رضوی')[0]).toBe('مشهد');
    expect(citiesOf('فارس')).toContain('شیراز');
    for (const p of IRAN_PROVINCES) expect(citiesOf(p).length).toBeGreaterThan(4);
  });
  it('reads spelling variants as the listed name', () => {
    expect(provinceName(' استان  تهران ')).toBe('تهران');
    expect(provinceName('كرمان')).toBe('کرمان');
    expect(provinceName('آذربايجان شرقي')).toBe('آذربایجان شرقی');
    expect(citiesOf('اصفهان')).toContain('خمینی‌شهر');
  });
  it('knows no other province', () => {
    expect(provinceName('Tehran')).toBeNull();
    expect(provinceName('')).toBeNull();
    expect(citiesOf('ناحیه ناشناخته')).toEqual([]);
  });
});
