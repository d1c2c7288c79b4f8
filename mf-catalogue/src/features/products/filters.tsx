// Search, stock, category and sort of the catalogue, and clear-filters (spec 001 §2.7). The search is applied on
// Enter or its button; the selects at once. Every change starts again at page 1.
import { useEffect, useState } from 'react';
import { Button, Col, Input, Row, Select } from 'antd';
import { PRODUCT_ORDERINGS, STOCK_STATUSES } from '@sefaresh/shared-api/rules';
import type { CategoriesResponse } from '@sefaresh/shared-api';
import { FilterField } from '@sefaresh/shared-ui';
import { CATALOGUE_TEXTS as T } from './messages';
import { DEFAULT_FILTERS, isFiltered, type CatalogueFilters } from './url-state';

export interface FiltersProps {
  filters: CatalogueFilters;
  categories: CategoriesResponse;
  onChange(filters: CatalogueFilters): void;
}

export function CatalogueFiltersBar({ filters, categories, onChange }: FiltersProps) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const set = (patch: Partial<CatalogueFilters>) => onChange({ ...filters, ...patch, page: 1 });

  return (
    <Row gutter={[12, 12]} align="bottom" role="search" aria-label={T.search}>
      <Col xs={24} md={8}>
        <FilterField label={T.search} htmlFor="catalogue-search">
          <Input.Search
            id="catalogue-search"
            placeholder={T.searchPlaceholder}
            value={search}
            maxLength={100}
            allowClear
            enterButton
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(value) => set({ search: value.trim() })}
          />
        </FilterField>
      </Col>
      <Col xs={12} md={4}>
        <FilterField label={T.stock} htmlFor="catalogue-stock">
          <Select
            id="catalogue-stock"
            style={{ width: '100%' }}
            value={filters.stock}
            onChange={(stock) => set({ stock })}
            options={[
              { value: 'all', label: T.allStock },
              ...STOCK_STATUSES.map((s) => ({ value: s, label: T.stockOptions[s] })),
            ]}
          />
        </FilterField>
      </Col>
      <Col xs={12} md={5}>
        <FilterField label={T.category} htmlFor="catalogue-category">
          <Select<number | 'all'>
            id="catalogue-category"
            style={{ width: '100%' }}
            value={filters.category ?? 'all'}
            onChange={(value) => set({ category: value === 'all' ? null : value })}
            options={[
              { value: 'all', label: T.allCategories },
              ...categories.map((c) => ({ value: c.id, label: c.name_fa || c.display_name || c.name })),
            ]}
          />
        </FilterField>
      </Col>
      <Col xs={12} md={4}>
        <FilterField label={T.sort} htmlFor="catalogue-sort">
          <Select
            id="catalogue-sort"
            style={{ width: '100%' }}
            value={filters.sort}
            onChange={(sort) => set({ sort })}
            options={PRODUCT_ORDERINGS.map((o) => ({ value: o, label: T.sortOptions[o] }))}
          />
        </FilterField>
      </Col>
      <Col xs={12} md={3}>
        <Button
          block
          disabled={!isFiltered(filters)}
          onClick={() => {
            setSearch('');
            onChange(DEFAULT_FILTERS);
          }}
        >
          {T.clearFilters}
        </Button>
      </Col>
    </Row>
  );
}
