// A card of the editor inside a labelled region (the tests and assistive technology find it by its title).
import type { ReactNode } from 'react';
import { Card } from 'antd';

export function EditorCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Card title={title} extra={extra} size="small">
        {children}
      </Card>
    </section>
  );
}

/** A positive amount, or null for 0, empty or not a number (shown as 'محاسبه نشده'). */
export function amountOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n !== 0 ? n : null;
}
