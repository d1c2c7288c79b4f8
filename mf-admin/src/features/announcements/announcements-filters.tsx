// The filters of the announcements page (spec 002 §2, §9): search over title and description (debounced), the
// registration date (all, the last 7 days, since the start of this month), the status, and a clear button.
import { useEffect, useState } from 'react';
import { Button, Card, Col, Input, Row, Select } from 'antd';
import { FilterField, SEARCH_DEBOUNCE_MS } from '@sefaresh/shared-ui';
import { ANNOUNCEMENTS_TEXTS as T } from './messages';
import { DEFAULT_FILTERS, type AnnouncementFilters } from './use-announcement-filters';

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export interface AnnouncementsFiltersProps {
  filters: AnnouncementFilters;
  onChange(change: Partial<AnnouncementFilters>): void;
}

export function AnnouncementsFilters({ filters, onChange }: AnnouncementsFiltersProps) {
  const [text, setText] = useState(filters.search);
  useEffect(() => setText(filters.search), [filters.search]);
  useEffect(() => {
    if (text.trim() === filters.search) return undefined;
    const timer = setTimeout(() => onChange({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search, onChange]);
  return (
    <Card size="small">
      <Row gutter={[8, 8]} align="bottom" role="search" aria-label={T.search}>
        <Col xs={24} md={10}>
          <FilterField label={T.search} htmlFor="announcements-search">
            <Input.Search
              id="announcements-search"
              placeholder={T.search}
              allowClear
              maxLength={100}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onSearch={(value) => onChange({ search: value.trim() })}
            />
          </FilterField>
        </Col>
        <Col xs={12} md={5}>
          <FilterField label={T.date} htmlFor="announcements-date">
            <Select
              id="announcements-date"
              style={{ width: '100%' }}
              value={filters.date}
              options={options(T.dateOptions)}
              onChange={(date) => onChange({ date })}
            />
          </FilterField>
        </Col>
        <Col xs={12} md={5}>
          <FilterField label={T.status} htmlFor="announcements-status">
            <Select
              id="announcements-status"
              style={{ width: '100%' }}
              value={filters.status}
              options={options(T.statusOptions)}
              onChange={(status) => onChange({ status })}
            />
          </FilterField>
        </Col>
        <Col xs={24} md={4}>
          <Button
            block
            onClick={() => {
              setText('');
              onChange(DEFAULT_FILTERS);
            }}
          >
            {T.clearFilters}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
