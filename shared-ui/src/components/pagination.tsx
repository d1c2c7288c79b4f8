import { Button, Select, Space } from 'antd';
import { toPersianDigits } from '../formatters';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages to show (spec 000 §9): the first and last page, a window of `window` pages each side of the
 * current one, and an ellipsis for each gap. paginationItems(6, 20) → [1, '…', 4, 5, 6, 7, 8, '…', 20].
 * A gap of a single page shows that page instead of an ellipsis.
 */
export function paginationItems(page: number, totalPages: number, window = 2): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  let from = Math.max(2, current - window);
  let to = Math.min(total - 1, current + window);
  if (from === 3) from = 2; // a lone hidden page 2 reads better than '…'
  if (to === total - 2) to = total - 1;
  const items: PageItem[] = [1];
  if (from > 2) items.push('start-ellipsis');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < total - 1) items.push('end-ellipsis');
  if (total > 1) items.push(total);
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}

/** Pager with previous/next, the 2-page window, ellipses and a jump-to-page selector. Hidden for a single page. */
export function Pagination({ page, totalPages, onChange, disabled, className }: PaginationProps) {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return null;
  const current = Math.min(Math.max(1, page), total);
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= total) onChange(p);
  };
  return (
    <nav aria-label="صفحه‌بندی" className={className} dir="rtl">
      <Space wrap size={4} align="center">
        <Button onClick={() => go(current - 1)} disabled={disabled || current === 1} aria-label="صفحه قبلی">
          قبلی
        </Button>
        {paginationItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              type={item === current ? 'primary' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={`صفحه ${toPersianDigits(item)}`}
              disabled={disabled}
              onClick={() => go(item)}
            >
              {toPersianDigits(item)}
            </Button>
          ) : (
            <span key={item} aria-hidden="true" style={{ padding: '0 4px' }}>
              …
            </span>
          ),
        )}
        <Button
          onClick={() => go(current + 1)}
          disabled={disabled || current === total}
          aria-label="صفحه بعدی"
        >
          بعدی
        </Button>
        <Select
          aria-label="رفتن به صفحه"
          value={current}
          disabled={disabled}
          onChange={(value: number) => go(value)}
          style={{ minWidth: 110 }}
          options={Array.from({ length: total }, (_, i) => ({
            value: i + 1,
            label: `صفحه ${toPersianDigits(i + 1)}`,
          }))}
          showSearch={false}
          popupMatchSelectWidth={false}
        />
      </Space>
    </nav>
  );
}
