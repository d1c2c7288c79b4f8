// The receivables' filters, each with its visible label: the customer (searched on the server), the dealer, and
// the due dates' range in the Persian calendar; a button clears them all.
import { Button, Card, Col, Row, Select } from 'antd';
import type { ReceivablesFilters as Filters } from '@sefaresh/shared-api';
import { FilterField, PersianDatePicker, toPersianDigits } from '@sefaresh/shared-ui';
import { useDealersForAssignment } from '../../components/dealer-assignment';
import { UserPicker } from '../../components/user-picker';
import { RECEIVABLES_TEXTS as T } from './messages';
import { hasFilters } from './use-receivables-filters';

const ALL = '';

export interface ReceivablesFiltersProps {
  filters: Filters;
  /** The chosen customer's name when the page shows it. */
  customerName?: string;
  onChange(change: Partial<Filters>): void;
  onClear(): void;
}

export function ReceivablesFilters({ filters, customerName, onChange, onClear }: ReceivablesFiltersProps) {
  const dealers = useDealersForAssignment().data ?? [];
  // an end of the due dates' range: its picker, named by its label through the id
  const day = (end: 'from' | 'to') => ({
    id: `receivables-${end}`,
    value: filters[end] ?? null,
    placeholder: T.pickDay,
    onChange: (picked: string | null) => onChange({ [end]: picked ?? undefined }),
  });
  return (
    <Card size="small" title={T.filters}>
      <Row gutter={[12, 12]} align="bottom">
        <Col xs={24} md={12} lg={7}>
          <FilterField label={T.customer} htmlFor="receivables-customer">
            <UserPicker
              id="receivables-customer"
              label={T.customer}
              value={filters.customer ?? null}
              knownName={customerName}
              onChange={(id) => onChange({ customer: id ?? undefined })}
            />
          </FilterField>
        </Col>
        <Col xs={24} md={12} lg={5}>
          <FilterField label={T.dealer} htmlFor="receivables-dealer">
            <Select
              id="receivables-dealer"
              style={{ width: '100%' }}
              value={filters.dealer === undefined ? ALL : String(filters.dealer)}
              onChange={(v: string) => onChange({ dealer: v === ALL ? undefined : Number(v) })}
              options={[
                { value: ALL, label: T.allDealers },
                ...dealers.map((d) => ({
                  value: String(d.id),
                  label: d.dealer_code ? `${d.name} (${toPersianDigits(d.dealer_code)})` : d.name,
                })),
              ]}
            />
          </FilterField>
        </Col>
        <Col xs={12} lg={4}>
          <FilterField label={T.from} htmlFor="receivables-from">
            <PersianDatePicker {...day('from')} max={filters.to} />
          </FilterField>
        </Col>
        <Col xs={12} lg={4}>
          <FilterField label={T.to} htmlFor="receivables-to">
            <PersianDatePicker {...day('to')} min={filters.from} />
          </FilterField>
        </Col>
        <Col xs={24} lg={4}>
          <Button onClick={onClear} disabled={!hasFilters(filters)}>
            {T.clear}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
