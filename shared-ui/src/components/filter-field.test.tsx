import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../test-utils';
import { FilterSelect, optionsOf, useSearchText } from './filter-field';
import { PRODUCT_FILTER_TEXTS, PRODUCT_ORDERING_LABELS, ProductFilterSelects } from './product-filters';

jest.setTimeout(30_000);

/** The texts of the options the select's dropdown shows now. */
const optionTexts = (combobox: HTMLElement) =>
  [
    ...(document
      .getElementById(`${combobox.id}_list`)
      ?.closest('.ant-select-dropdown')
      ?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []),
  ].map((o) => o.textContent);

describe('FilterSelect', () => {
  function StatusFilter() {
    const [status, setStatus] = useState<'all' | 'active'>('all');
    return (
      <>
        <FilterSelect<'all' | 'active'>
          id="status"
          label="وضعیت"
          value={status}
          options={optionsOf({ all: 'همه', active: 'فعال' })}
          onChange={setStatus}
        />
        <output>{status}</output>
      </>
    );
  }

  test('is named by its visible label, offers the labels in their order and reports the pick', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<StatusFilter />);
    const select = screen.getByLabelText('وضعیت');
    await user.click(select);
    await waitFor(() => expect(optionTexts(select)).toEqual(['همه', 'فعال']));
    await user.click(screen.getByTitle('فعال'));
    expect(screen.getByRole('status')).toHaveTextContent('active');
  });
});

describe('useSearchText', () => {
  function SearchBox({ onApply }: { onApply(search: string): void }) {
    const [applied, setApplied] = useState('');
    const [text, setText] = useSearchText(
      applied,
      (search) => {
        onApply(search);
        setApplied(search);
      },
      400,
    );
    return (
      <>
        <label htmlFor="q">جستجو</label>
        <input id="q" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="button" onClick={() => setApplied('')}>
          پاک کردن
        </button>
      </>
    );
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('applies the trimmed text once typing stops for the delay, and shows a search cleared from outside', () => {
    const onApply = jest.fn();
    render(<SearchBox onApply={onApply} />);
    const box = screen.getByLabelText('جستجو');
    fireEvent.change(box, { target: { value: ' چای' } });
    act(() => jest.advanceTimersByTime(399));
    fireEvent.change(box, { target: { value: ' چای سبز ' } });
    act(() => jest.advanceTimersByTime(399));
    expect(onApply).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith('چای سبز');

    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن' }));
    expect(box).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});

describe('ProductFilterSelects', () => {
  test('labels the stock, category and sort selects and reports each choice, «all categories» as null', async () => {
    const user = userEvent.setup({ delay: null });
    const onStock = jest.fn();
    const onCategory = jest.fn();
    const onSort = jest.fn();
    renderWithTheme(
      <ProductFilterSelects
        idPrefix="p"
        stock="all"
        category={3}
        sort="-created_at"
        stockLabels={{ in_stock: 'موجود', low_stock: 'موجودی کم', out_of_stock: 'ناموجود' }}
        categories={[{ id: 3, name: 'Tea', name_fa: 'چای' }]}
        onStock={onStock}
        onCategory={onCategory}
        onSort={onSort}
      />,
    );
    const stock = screen.getByLabelText(PRODUCT_FILTER_TEXTS.stock);
    await user.click(stock);
    await waitFor(() => expect(optionTexts(stock)).toEqual(['همه', 'موجود', 'موجودی کم', 'ناموجود']));
    await user.click(screen.getByTitle('ناموجود'));
    expect(onStock).toHaveBeenCalledWith('out_of_stock');

    const category = screen.getByLabelText(PRODUCT_FILTER_TEXTS.category);
    await user.click(category);
    await user.click(screen.getByTitle(PRODUCT_FILTER_TEXTS.allCategories));
    expect(onCategory).toHaveBeenCalledWith(null);

    const sort = screen.getByLabelText(PRODUCT_FILTER_TEXTS.sort);
    await user.click(sort);
    await user.click(screen.getByTitle(PRODUCT_ORDERING_LABELS['-base_price']));
    expect(onSort).toHaveBeenCalledWith('-base_price');
  });
});
