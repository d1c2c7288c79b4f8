// The commissions tab's dealer filter: every dealer, active or not (a dealer who has left may still be owed
// commissions), found by typing part of a name, email or code; the dealers list answers a page at a time, in
// Persian name order; the typed text is debounced as the other searches are.
import { useState } from 'react';
import { Select } from 'antd';
import { FilterField, useDebouncedValue } from '@sefaresh/shared-ui';
import { DEALERS_TEXTS as T } from './messages';
import { useDealersList } from './use-dealers';

/** How many dealers the filter offers at once (typing narrows them). */
const OFFERED = 20;

export interface ChosenDealer {
  id: number;
  name: string;
}

export function DealerFilter({
  id,
  value,
  onChange,
}: {
  /** The control's id, for its visible label. */
  id: string;
  value: ChosenDealer | undefined;
  onChange: (dealer: ChosenDealer | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim());
  const found = useDealersList({ search: typed || undefined, sort: 'name', page_size: OFFERED });
  const offered = (found.data?.results ?? []).map((d) => ({ value: d.id, label: d.name }));
  // the chosen dealer stays named while the search shows others
  const chosen =
    value && !offered.some((o) => o.value === value.id) ? [{ value: value.id, label: value.name }] : [];
  const options = [{ value: 0, label: T.allDealers }, ...chosen, ...offered];
  return (
    <FilterField label={T.dealerFilter} htmlFor={id}>
      <Select
        id={id}
        style={{ minWidth: 200 }}
        showSearch
        filterOption={false}
        searchValue={search}
        onSearch={setSearch}
        loading={found.isFetching}
        value={value?.id ?? 0}
        options={options}
        onChange={(id: number) => {
          const option = options.find((o) => o.value === id);
          onChange(id && option ? { id, name: option.label } : undefined);
          setSearch('');
        }}
      />
    </FilterField>
  );
}
