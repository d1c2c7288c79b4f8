import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { CitySelect, PLACE_SELECT_TEXTS, ProvinceSelect, placeMatches } from './place-select';

jest.setTimeout(30_000);

/** The texts of the options the picker's dropdown shows now. */
const optionTexts = (combobox: HTMLElement) =>
  [
    ...(document
      .getElementById(`${combobox.id}_list`)
      ?.closest('.ant-select-dropdown')
      ?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
  ].map((o) => o.textContent);

function Pickers({ initial }: { initial: { province: string; city: string } }) {
  const [place, setPlace] = useState(initial);
  return (
    <>
      <label htmlFor="p">استان</label>
      <ProvinceSelect
        id="p"
        value={place.province}
        onChange={(province) => setPlace({ province, city: '' })}
      />
      <label htmlFor="c">شهر</label>
      <CitySelect
        id="c"
        province={place.province}
        value={place.city}
        onChange={(city) => setPlace({ ...place, city })}
      />
      <output>{`${place.province}/${place.city}`}</output>
    </>
  );
}

describe('province and city pickers', () => {
  test('search reads Arabic and Persian letters, the zero-width non-joiner and spaces alike', () => {
    expect(placeMatches('اصف', 'اصفهان')).toBe(true);
    expect(placeMatches('خمینی شهر', 'خمینی‌شهر')).toBe(true);
    expect(placeMatches('كرما', 'کرمان')).toBe(true);
    expect(placeMatches('شیراز', 'کرمان')).toBe(false);
  });

  test('the province is searched and picked; the city box offers that province’s cities as one types', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Pickers initial={{ province: '', city: '' }} />);
    const city = screen.getByLabelText('شهر');
    expect(screen.getByText(PLACE_SELECT_TEXTS.chooseProvinceFirst)).toBeInTheDocument();
    const province = screen.getByLabelText('استان');
    await user.click(province);
    await user.type(province, 'خراسان');
    await waitFor(() =>
      expect(optionTexts(province)).toEqual(['خراسان جنوبی', 'خراسان رضوی', 'خراسان شمالی']),
    );
    await user.click(screen.getByTitle('خراسان رضوی'));
    expect(screen.getByRole('status')).toHaveTextContent('خراسان رضوی/');
    expect(screen.getByText(PLACE_SELECT_TEXTS.cityPlaceholder)).toBeInTheDocument();

    await user.type(city, 'نیش');
    await waitFor(() => expect(optionTexts(city)).toEqual(['نیشابور']));
    await user.clear(city);
    await user.type(city, 'فیض‌آباد');
    expect(screen.getByRole('status')).toHaveTextContent('خراسان رضوی/فیض‌آباد');
  });

  test('a saved province off the list is shown as saved', () => {
    renderWithTheme(<Pickers initial={{ province: 'Tehran', city: 'Tehran' }} />);
    expect(document.querySelector('[title="Tehran"]')).not.toBeNull();
    expect(screen.getByLabelText('شهر')).toHaveValue('Tehran');
  });
});
