// The product filters the public catalogue and the admin's products page both offer: the stock, the category and
// the order of the list (spec 001 §9), each a select under its visible label, each in its column.
import { Col, type ColProps } from 'antd';
import { PRODUCT_ORDERINGS, type ProductOrdering, type StockStatus } from '@sefaresh/shared-api/rules';
import { FilterSelect, type FilterOption } from './filter-field';

/** The sorts of a product list in Persian, in the order the select offers them. */
export const PRODUCT_ORDERING_LABELS: Readonly<Record<ProductOrdering, string>> = Object.freeze({
  '-created_at': 'جدیدترین',
  created_at: 'قدیمی‌ترین',
  name: 'نام (الف تا ی)',
  '-name': 'نام (ی تا الف)',
  base_price: 'ارزان‌ترین',
  '-base_price': 'گران‌ترین',
  '-stock': 'بیشترین موجودی',
  stock: 'کمترین موجودی',
});

const SORT_OPTIONS = PRODUCT_ORDERINGS.map((value) => ({ value, label: PRODUCT_ORDERING_LABELS[value] }));

export const PRODUCT_FILTER_TEXTS = Object.freeze({
  stock: 'موجودی',
  category: 'دسته‌بندی',
  sort: 'مرتب‌سازی',
  allStock: 'همه',
  allCategories: 'همه دسته‌بندی‌ها',
});

type StockFilter = StockStatus | 'all';

export interface ProductFilterSelectsProps {
  /** The start of the selects' ids: `${idPrefix}-stock`, `-category`, `-sort`. */
  idPrefix: string;
  stock: StockFilter;
  /** The category's id, or null for all of them. */
  category: number | null;
  sort: ProductOrdering;
  /** The stock levels' names as the area shows them. */
  stockLabels: Readonly<Record<StockStatus, string>>;
  categories: ReadonlyArray<{
    id: number;
    name: string;
    name_fa?: string | null;
    display_name?: string | null;
  }>;
  /** The columns of the category's select (the others take `{ xs: 12, md: 4 }`). */
  categoryColumn?: ColProps;
  onStock(stock: StockFilter): void;
  onCategory(category: number | null): void;
  onSort(sort: ProductOrdering): void;
}

/** The stock, category and sort selects of a product list, each in a Col of the page's filter Row. */
export function ProductFilterSelects({
  idPrefix,
  stock,
  category,
  sort,
  stockLabels,
  categories,
  categoryColumn = { xs: 12, md: 4 },
  onStock,
  onCategory,
  onSort,
}: ProductFilterSelectsProps) {
  const T = PRODUCT_FILTER_TEXTS;
  const stockOptions: Array<FilterOption<StockFilter>> = [
    { value: 'all', label: T.allStock },
    ...(Object.keys(stockLabels) as StockStatus[]).map((s) => ({ value: s, label: stockLabels[s] })),
  ];
  const categoryOptions: Array<FilterOption<number | 'all'>> = [
    { value: 'all', label: T.allCategories },
    ...categories.map((c) => ({ value: c.id, label: c.name_fa || c.display_name || c.name })),
  ];
  return (
    <>
      <Col xs={12} md={4}>
        <FilterSelect
          id={`${idPrefix}-stock`}
          label={T.stock}
          value={stock}
          options={stockOptions}
          onChange={onStock}
        />
      </Col>
      <Col {...categoryColumn}>
        <FilterSelect<number | 'all'>
          id={`${idPrefix}-category`}
          label={T.category}
          value={category ?? 'all'}
          options={categoryOptions}
          onChange={(value) => onCategory(value === 'all' ? null : value)}
        />
      </Col>
      <Col xs={12} md={4}>
        <FilterSelect
          id={`${idPrefix}-sort`}
          label={T.sort}
          value={sort}
          options={SORT_OPTIONS}
          onChange={onSort}
        />
      </Col>
    </>
  );
}
