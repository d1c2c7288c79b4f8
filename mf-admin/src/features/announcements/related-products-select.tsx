// Related products chosen from the catalogue (spec 002 §3): a multiple select that searches the admin product list
// as staff type (debounced) and keeps the names of the products already chosen.
import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { adminProductsQuery, type AdminAnnouncement } from '@sefaresh/shared-api';
import { useDebouncedValue } from '@sefaresh/shared-ui';
import { FORM_TEXTS as F } from './messages';

/** Products one search offers. */
const SEARCH_LIMIT = 20;

export interface RelatedProductsSelectProps {
  /** The chosen products' names, as the announcement carries them. */
  known: AdminAnnouncement['related_products_info'];
  value?: number[];
  onChange?(value: number[]): void;
  disabled?: boolean;
  id?: string;
}

export function RelatedProductsSelect({ known, value, onChange, disabled, id }: RelatedProductsSelectProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const found = useQuery(adminProductsQuery({ search: search || undefined, limit: SEARCH_LIMIT }));
  const [names, setNames] = useState<Map<number, string>>(() => new Map(known.map((p) => [p.id, p.name])));
  const offered = new Map(names);
  for (const p of found.data?.results ?? []) offered.set(p.id, p.name);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      style={{ width: '100%' }}
      aria-label={F.products}
      placeholder={F.productsHint}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={found.isFetching}
      disabled={disabled}
      value={value ?? []}
      onChange={(ids) => {
        setNames(new Map(ids.map((pid) => [pid, offered.get(pid) ?? String(pid)])));
        onChange?.(ids);
      }}
      options={[...offered].map(([pid, name]) => ({ value: pid, label: name }))}
    />
  );
}
