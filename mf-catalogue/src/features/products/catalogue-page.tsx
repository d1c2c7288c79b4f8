// /product (spec 001 §2.7): 'showing X to Y of N products', the filters (kept in the address), 9 products a page
// in a grid, numbered pagination, the detail modal, and the empty and error states with retry.
import { useState } from 'react';
import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorText, type Product } from '@sefaresh/shared-api';
import { CATALOGUE_PAGE_SIZE } from '@sefaresh/shared-api/rules';
import { EmptyState, ErrorState, formatNumber } from '@sefaresh/shared-ui';
import { CatalogueFiltersBar } from './filters';
import { CATALOGUE_TEXTS as T } from './messages';
import { Pager } from './pager';
import { ProductCard } from './product-card';
import { ProductModal } from './product-modal';
import { readFilters, writeFilters, type CatalogueFilters } from './url-state';
import { useCategories, useProducts } from './use-catalogue';

export function CataloguePage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const products = useProducts(filters);
  const categories = useCategories();
  const [open, setOpen] = useState<Product | null>(null);
  const change = (next: CatalogueFilters) => setParams(writeFilters(next));

  const data = products.data;
  const count = data?.count ?? 0;
  const totalPages = Math.ceil(count / CATALOGUE_PAGE_SIZE);
  const from = (data?.offset ?? 0) + 1;
  const to = (data?.offset ?? 0) + (data?.results.length ?? 0);

  let body;
  if (products.isError && !products.isFetching) {
    body = (
      <ErrorState
        title={T.loadError}
        message={errorText(products.error, { fallback: T.loadError })}
        onRetry={() => void products.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (data.results.length === 0) {
    body = <EmptyState description={T.empty} />;
  } else {
    body = (
      <Row gutter={[16, 16]} role="list" aria-busy={products.isFetching}>
        {data.results.map((product) => (
          <Col key={product.id} xs={24} sm={12} lg={8} role="listitem">
            <ProductCard product={product} onOpen={setOpen} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        {data && data.results.length > 0 && (
          <Typography.Text type="secondary" role="status">
            {T.showing(formatNumber(from), formatNumber(to), formatNumber(count))}
          </Typography.Text>
        )}
      </div>
      <CatalogueFiltersBar filters={filters} categories={categories.data ?? []} onChange={change} />
      {body}
      {data && (
        <Pager
          page={filters.page}
          totalPages={totalPages}
          disabled={products.isPlaceholderData}
          onChange={(page) => change({ ...filters, page })}
        />
      )}
      <ProductModal product={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
