// The filters of the customers page (spec 002 §2): search over name, email, phone and company (debounced), user
// type, status and sort, and a clear button.
import { Button, Card, Col, Input, Row } from 'antd';
import type { AdminCustomersParams } from '@sefaresh/shared-api';
import { FilterField, FilterSelect, optionsOf, useSearchText } from '@sefaresh/shared-ui';

type AdminUserType = NonNullable<AdminCustomersParams['user_type']>;
type AdminUserStatus = NonNullable<AdminCustomersParams['status']>;
type AdminCustomerSort = NonNullable<AdminCustomersParams['sort']>;
import { CUSTOMERS_TEXTS as T } from './messages';

const SEARCH_DEBOUNCE_MS = 400;

export interface CustomerFilters {
  search: string;
  user_type: AdminUserType;
  status: AdminUserStatus;
  sort: AdminCustomerSort;
}

export const DEFAULT_FILTERS: CustomerFilters = {
  search: '',
  user_type: 'all',
  status: 'all',
  sort: 'newest',
};

const SELECTS: Array<{
  key: 'user_type' | 'status' | 'sort';
  label: string;
  labels: Record<string, string>;
  md: number;
}> = [
  { key: 'user_type', label: T.userType, labels: T.types, md: 5 },
  { key: 'status', label: T.status, labels: T.statuses, md: 4 },
  { key: 'sort', label: T.sort, labels: T.sorts, md: 4 },
];

export interface CustomersFiltersProps {
  filters: CustomerFilters;
  onChange(change: Partial<CustomerFilters>): void;
  onClear(): void;
}

export function CustomersFilters({ filters, onChange, onClear }: CustomersFiltersProps) {
  const [text, setText] = useSearchText(filters.search, (search) => onChange({ search }), SEARCH_DEBOUNCE_MS);
  return (
    <Card size="small">
      <Row gutter={[8, 8]} align="bottom" role="search" aria-label={T.search}>
        <Col xs={24} md={8}>
          <FilterField label={T.search} htmlFor="customers-search">
            <Input.Search
              id="customers-search"
              placeholder={T.search}
              allowClear
              value={text}
              onChange={(e) => setText(e.target.value)}
              onSearch={(value) => onChange({ search: value.trim() })}
            />
          </FilterField>
        </Col>
        {SELECTS.map(({ key, label, labels, md }) => (
          <Col key={key} xs={12} md={md}>
            <FilterSelect
              id={`customers-${key}`}
              label={label}
              value={filters[key]}
              options={optionsOf(labels)}
              onChange={(value: string) => onChange({ [key]: value })}
            />
          </Col>
        ))}
        <Col xs={12} md={3}>
          <Button block onClick={onClear}>
            {T.clearFilters}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
