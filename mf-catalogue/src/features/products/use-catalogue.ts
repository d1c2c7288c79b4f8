// The catalogue's server state: one page of products for the filters in the address (the last page stays on
// screen while the next loads) and the categories of the filter.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productCategoriesQuery, productsQuery, type ProductsQuery } from '@sefaresh/shared-api';
import { CATALOGUE_PAGE_SIZE } from '@sefaresh/shared-api/rules';
import type { CatalogueFilters } from './url-state';

function productsParams(filters: CatalogueFilters): ProductsQuery {
  const params: ProductsQuery = {
    limit: CATALOGUE_PAGE_SIZE,
    offset: (filters.page - 1) * CATALOGUE_PAGE_SIZE,
    ordering: filters.sort,
  };
  if (filters.search) params.search = filters.search;
  if (filters.category !== null) params.category_id = filters.category;
  if (filters.stock !== 'all') params.status = filters.stock;
  return params;
}

export function useProducts(filters: CatalogueFilters) {
  const params = productsParams(filters);
  const products = productsQuery(params);
  return useQuery({
    ...products,
    // the page's own offset travels with it, so 'showing X to Y' describes the cards on screen
    queryFn: async () => ({ ...(await products.queryFn()), offset: params.offset ?? 0 }),
    placeholderData: keepPreviousData,
  });
}

export function useCategories() {
  return useQuery(productCategoriesQuery());
}
