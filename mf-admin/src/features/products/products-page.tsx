// /admin/products (spec 002 §2–§4, §7–§9): stat cards, filters (search debounced 500 ms, status, stock, category,
// sort), server pages of 12, the product cards with their toggles and delete, and bulk actions over a selection.
// A product in orders is not deleted: the server's 409 message is shown with a button to deactivate it instead.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Flex, Input, Row, Skeleton, Statistic, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  errorText,
  isApiError,
  productCategoriesQuery,
  type AdminProduct,
  type BulkProductAction,
} from '@sefaresh/shared-api';
import { STOCK_STATUS_LABELS } from '@sefaresh/shared-api/rules';
import {
  type FilterOption,
  EmptyState,
  ErrorState,
  FilterField,
  FilterSelect,
  formatRialShort,
  formatNumber,
  Pagination,
  ProductFilterSelects,
  toPersianDigits,
  useDebouncedValue,
} from '@sefaresh/shared-ui';
import { ProductCard } from './product-card';
import { ProductFormModal } from './product-form-modal';
import { filtersFromAddress, listQuery, type ProductFilters } from './filters';
import { PRODUCTS_TEXTS as T } from './messages';
import { useAdminProducts, useProductChanges } from './use-admin-products';
import { BulkActions } from '../../components/catalogue-editing';
import { PageHeading } from '../../components/page-heading';

type Feedback = { type: 'success' | 'error'; text: string; deactivate?: AdminProduct } | null;

const BULK_ACTIONS: BulkProductAction[] = ['activate', 'deactivate', 'feature', 'unfeature', 'delete'];

const STATUS_OPTIONS: Array<FilterOption<ProductFilters['status']>> = [
  { value: 'all', label: T.all },
  { value: 'active', label: T.statusOptions.active },
  { value: 'inactive', label: T.statusOptions.inactive },
];

export interface AdminProductsPageProps {
  /** More buttons beside «add product» (the price list's export and import, composed by the app). */
  actions?: ReactNode;
}

export function AdminProductsPage({ actions }: AdminProductsPageProps = {}) {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ProductFilters>(() => filtersFromAddress(params));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const search = useDebouncedValue(filters.search);
  const list = useAdminProducts(listQuery({ ...filters, search }, page));
  const categories = useQuery(productCategoriesQuery());
  const changes = useProductChanges();
  const busy = changes.setFlag.isPending || changes.remove.isPending || changes.bulk.isPending;

  const set = (patch: Partial<ProductFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
    setSelected([]);
  };
  const failed = (error: unknown) =>
    setFeedback({
      type: 'error',
      text: errorText(error, { fallback: T.actionFailed, byStatus: { 500: T.serverError } }),
    });

  const onFlag = (id: number, flag: 'is_active' | 'is_featured', value: boolean) =>
    changes.setFlag.mutate({ id, flag, value }, { onError: failed });
  const onDelete = (product: AdminProduct) =>
    changes.remove.mutate(product.id, {
      onSuccess: () => setFeedback(null),
      onError: (error) => {
        const inOrders = isApiError(error) && error.status === 409;
        setFeedback({
          type: 'error',
          text: errorText(error, { fallback: T.actionFailed }),
          deactivate: inOrders ? product : undefined,
        });
      },
    });
  const onBulk = (action: BulkProductAction) =>
    changes.bulk.mutate(
      { action, ids: selected },
      {
        onSuccess: (answer) => {
          setSelected([]);
          const kept = answer.kept.length ? ` ${answer.kept.map((k) => `«${k.name}»`).join('، ')}` : '';
          setFeedback({ type: answer.kept.length ? 'error' : 'success', text: answer.message + kept });
        },
        onError: failed,
      },
    );

  const data = list.data;
  const stats = data?.stats;
  let body;
  if (list.isError && !list.isFetching && !data) {
    body = (
      <ErrorState
        title={T.loadError}
        message={errorText(list.error, { fallback: T.loadError, byStatus: { 500: T.serverError } })}
        onRetry={() => void list.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (data.results.length === 0) {
    body = <EmptyState description={T.empty} />;
  } else {
    body = (
      <Row gutter={[16, 16]} aria-busy={list.isFetching}>
        {data.results.map((product) => (
          <Col key={product.id} xs={24} sm={12} xl={8}>
            <ProductCard
              product={product}
              busy={busy}
              selected={selected.includes(product.id)}
              onSelect={(id, on) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))}
              onFlag={onFlag}
              onDelete={onDelete}
              onEdit={(p) => setEditing({ product: p })}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={16}>
      <PageHeading title={T.title}>
        {actions}
        <Button type="primary" onClick={() => setEditing({ product: null })}>
          {T.add}
        </Button>
      </PageHeading>
      <Row gutter={[12, 12]}>
        {[
          [T.stats.total, stats ? formatNumber(stats.total_products) : '—'],
          [T.stats.active, stats ? formatNumber(stats.active_products) : '—'],
          [T.stats.lowStock, stats ? formatNumber(stats.low_stock) : '—'],
          [T.stats.stockValue, stats ? formatRialShort(stats.total_stock_value) : '—'],
        ].map(([title, value]) => (
          <Col key={title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} align="bottom" role="search" aria-label={T.search}>
        <Col xs={24} md={8}>
          <FilterField label={T.search} htmlFor="products-search">
            <Input
              id="products-search"
              placeholder={T.search}
              value={filters.search}
              allowClear
              maxLength={100}
              onChange={(e) => set({ search: e.target.value })}
            />
          </FilterField>
        </Col>
        <Col xs={12} md={4}>
          <FilterSelect
            id="products-status"
            label={T.status}
            value={filters.status}
            onChange={(status) => set({ status })}
            options={STATUS_OPTIONS}
          />
        </Col>
        <ProductFilterSelects
          idPrefix="products"
          stock={filters.stock}
          category={filters.category}
          sort={filters.ordering}
          stockLabels={STOCK_STATUS_LABELS}
          categories={categories.data ?? []}
          onStock={(stock) => set({ stock })}
          onCategory={(category) => set({ category })}
          onSort={(ordering) => set({ ordering })}
        />
      </Row>
      {feedback && (
        <Alert
          type={feedback.type}
          showIcon
          title={feedback.text}
          closable={{ onClose: () => setFeedback(null) }}
          action={
            feedback.deactivate ? (
              <Button
                size="small"
                onClick={() => {
                  onFlag(feedback.deactivate!.id, 'is_active', false);
                  setFeedback(null);
                }}
              >
                {T.deactivateInstead}
              </Button>
            ) : undefined
          }
        />
      )}
      {selected.length > 0 && (
        <Flex
          gap={8}
          wrap
          align="center"
          role="toolbar"
          aria-label={T.selected(toPersianDigits(selected.length))}
        >
          <Typography.Text>{T.selected(toPersianDigits(selected.length))}</Typography.Text>
          <BulkActions
            actions={BULK_ACTIONS}
            busy={busy}
            deleteConfirm={T.bulkDeleteConfirm(toPersianDigits(selected.length))}
            onBulk={onBulk}
          />
        </Flex>
      )}
      {body}
      <ProductFormModal
        open={editing !== null}
        product={editing?.product ?? null}
        onClose={() => setEditing(null)}
      />
      {data && (
        <Pagination
          page={page}
          totalPages={data.total_pages}
          onChange={setPage}
          disabled={list.isPlaceholderData}
        />
      )}
    </Flex>
  );
}
