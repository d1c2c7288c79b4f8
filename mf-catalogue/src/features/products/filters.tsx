// Search, stock, category and sort of the catalogue, and clear-filters (spec 001 §2.7). The search is applied on
// Enter or its button; the selects at once. Every change starts again at page 1.
import { useEffect, useState } from 'react';
import { Button, Col, Input, Row } from 'antd';
import type { CategoriesResponse } from '@sefaresh/shared-api';
import { FilterField, ProductFilterSelects } from '@sefaresh/shared-ui';
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
      <ProductFilterSelects
        idPrefix="catalogue"
        stock={filters.stock}
        category={filters.category}
        sort={filters.sort}
        stockLabels={T.stockOptions}
        categories={categories}
        categoryColumn={{ xs: 12, md: 5 }}
        onStock={(stock) => set({ stock })}
        onCategory={(category) => set({ category })}
        onSort={(sort) => set({ sort })}
      />
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
