// The province and city pickers of the invoice-info forms. The province is chosen from Iran's 31 provinces (the
// server accepts only those); the city is suggested from the chosen province's main cities and any other name can
// be typed, since no list of Iran's cities is complete. Searching ignores Arabic/Persian ی and ک, the zero-width
// non-joiner and extra spaces. A saved value that is not on the list is still shown as it is.
import { useMemo } from 'react';
import { AutoComplete, Select } from 'antd';
import { IRAN_PROVINCES, citiesOf, placeKey } from '@sefaresh/shared-api/rules';

export const PLACE_SELECT_TEXTS = Object.freeze({
  provincePlaceholder: 'انتخاب استان',
  provinceNotFound: 'استانی با این نام نیست',
  cityPlaceholder: 'انتخاب یا نوشتن نام شهر',
  chooseProvinceFirst: 'ابتدا استان را انتخاب کنید',
});
const T = PLACE_SELECT_TEXTS;

interface PlaceSelectProps {
  id: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: boolean;
}

/** True when the typed text is found in the name (spelling variants read alike). */
export function placeMatches(input: string, name: string): boolean {
  return placeKey(name).includes(placeKey(input));
}

const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** One of the 31 provinces, searchable; a saved name off the list stays shown until another is picked. */
export function ProvinceSelect({ value, onChange, ...rest }: PlaceSelectProps) {
  const options = useMemo(
    () => asOptions(value && !IRAN_PROVINCES.includes(value) ? [value, ...IRAN_PROVINCES] : IRAN_PROVINCES),
    [value],
  );
  return (
    <Select<string>
      {...rest}
      style={{ width: '100%' }}
      value={value || undefined}
      options={options}
      placeholder={T.provincePlaceholder}
      notFoundContent={T.provinceNotFound}
      showSearch={{ filterOption: (input, option) => placeMatches(input, String(option?.value ?? '')) }}
      virtual={false}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

/** A city of the chosen province, suggested as the customer types; any other name may be typed. */
export function CitySelect({ value, onChange, province, ...rest }: PlaceSelectProps & { province: string }) {
  const cities = citiesOf(province);
  const options = asOptions(cities.filter((city) => placeMatches(value, city)));
  return (
    <AutoComplete
      {...rest}
      style={{ width: '100%' }}
      value={value}
      options={options}
      placeholder={province ? T.cityPlaceholder : T.chooseProvinceFirst}
      onChange={(next: string) => onChange(next ?? '')}
    />
  );
}
