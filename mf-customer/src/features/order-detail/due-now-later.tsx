// What the customer pays now and later, from the schedule: the outstanding of every instalment due by the
// payment deadline (overdue ones included) as one amount until that day, then each later instalment with its
// amount and due date (Persian calendar). Instalments paid or secured in full are left out.
import { Flex, Typography } from 'antd';
import type { Instalment } from '@sefaresh/shared-api';
import { MONEY_MESSAGES as T } from './money-messages';

export interface DueNowLaterProps {
  schedule: readonly Instalment[];
  /** The payment deadline (the end of its day, Tehran). */
  deadline: string;
}

export function splitDue(schedule: readonly Instalment[], deadline: string) {
  const open = [...schedule]
    .filter((i) => BigInt(i.outstanding) > 0n)
    .sort((a, b) => a.position - b.position);
  const by = Date.parse(deadline);
  const now = open.filter((i) => Date.parse(i.due_date) <= by);
  const later = open.filter((i) => Date.parse(i.due_date) > by);
  const nowTotal = String(now.reduce((sum, i) => sum + BigInt(i.outstanding), 0n));
  return { now, nowTotal, later };
}

export function DueNowLater({ schedule, deadline }: DueNowLaterProps) {
  const { now, nowTotal, later } = splitDue(schedule, deadline);
  if (now.length === 0 && later.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="due-now-later">
      {now.length > 0 && (
        <div>
          <Typography.Text type="secondary">{T.dueNow}</Typography.Text>
          <div>
            <Typography.Text strong>{T.dueNowLine(nowTotal, deadline)}</Typography.Text>
          </div>
        </div>
      )}
      {later.length > 0 && (
        <div>
          <Typography.Text type="secondary">{T.dueLater}</Typography.Text>
          <ul aria-label={T.dueLater} style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
            {later.map((i) => (
              <li key={i.id}>{T.dueLaterLine(i.position, i.term_display, i.outstanding, i.due_date)}</li>
            ))}
          </ul>
        </div>
      )}
    </Flex>
  );
}
