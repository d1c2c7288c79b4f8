// The filters of the announcements page (spec 002 §2, §9): search over title and description (debounced), the
// registration date (all, the last 7 days, since the start of this month), the status, and a clear button.
import { Button, Card, Col, Input, Row } from 'antd';
import { FilterField, FilterSelect, optionsOf, useSearchText } from '@sefaresh/shared-ui';
import { ANNOUNCEMENTS_TEXTS as T } from './messages';
import { DEFAULT_FILTERS, type AnnouncementFilters } from './use-announcement-filters';

export interface AnnouncementsFiltersProps {
  filters: AnnouncementFilters;
  onChange(change: Partial<AnnouncementFilters>): void;
}

export function AnnouncementsFilters({ filters, onChange }: AnnouncementsFiltersProps) {
  const [text, setText] = useSearchText(filters.search, (search) => onChange({ search }));
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
          <FilterSelect
            id="announcements-date"
            label={T.date}
            value={filters.date}
            options={optionsOf(T.dateOptions)}
            onChange={(date) => onChange({ date })}
          />
        </Col>
        <Col xs={12} md={5}>
          <FilterSelect
            id="announcements-status"
            label={T.status}
            value={filters.status}
            options={optionsOf(T.statusOptions)}
            onChange={(status) => onChange({ status })}
          />
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
