// Numbered pagination (arrows point the right-to-left way) of the catalogue (spec 001 §2.7, §9): first, previous, a window of 5 pages, next, last.
import { Button, Flex } from 'antd';
import { toPersianDigits } from '@sefaresh/shared-ui';
import { CATALOGUE_TEXTS } from './messages';
import { pageWindow } from './page-window';

const T = CATALOGUE_TEXTS.pager;

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange(page: number): void;
  disabled?: boolean;
}

export function Pager({ page, totalPages, onChange, disabled }: PagerProps) {
  if (totalPages <= 1) return null;
  const go = (p: number) => () => {
    if (p !== page && p >= 1 && p <= totalPages) onChange(p);
  };
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= totalPages;
  return (
    <nav aria-label={T.label}>
      <Flex wrap gap={4} justify="center">
        <Button aria-label={T.first} disabled={atStart} onClick={go(1)}>
          »
        </Button>
        <Button aria-label={T.previous} disabled={atStart} onClick={go(page - 1)}>
          ›
        </Button>
        {pageWindow(page, totalPages).map((p) => (
          <Button
            key={p}
            type={p === page ? 'primary' : 'default'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={T.page(toPersianDigits(p))}
            disabled={disabled}
            onClick={go(p)}
          >
            {toPersianDigits(p)}
          </Button>
        ))}
        <Button aria-label={T.next} disabled={atEnd} onClick={go(page + 1)}>
          ‹
        </Button>
        <Button aria-label={T.last} disabled={atEnd} onClick={go(totalPages)}>
          «
        </Button>
      </Flex>
    </nav>
  );
}
