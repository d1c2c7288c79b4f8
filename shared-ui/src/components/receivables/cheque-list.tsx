// An order's cheques (چک صیادی): Sayad id, bank, drawer, due date (Persian calendar), amount and status, with
// the note of a bounced one; the caller may add a picture link or staff's moves to each. A table on a wide
// screen, cards on a phone.
import type { ReactNode } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { CHEQUE_STATUS_LABELS, groupBankNumber } from '@sefaresh/shared-api/rules';
import { formatJalaliDate, toPersianDigits } from '../../formatters';
import { EmptyState } from '../empty-state';
import { PriceText } from '../price-text';
import { ResponsiveRows, type RowColumn } from './responsive-rows';
import { CHEQUE_STATUS_COLORS, RECEIVABLE_TEXTS as T } from './receivable-texts';
import type { ChequeView } from './receivable-types';

export function ChequeStatusTag({ status }: { status: ChequeView['status'] }) {
  return (
    <Tag color={CHEQUE_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {CHEQUE_STATUS_LABELS[status]}
    </Tag>
  );
}

/** A Sayad id in Persian digits, in groups of four, left to right. */
export const sayadIdText = (sayadId: string) => toPersianDigits(groupBankNumber(sayadId));

function SayadId({ value }: { value: string }) {
  return (
    <bdi dir="ltr" style={{ direction: 'ltr', unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {sayadIdText(value)}
    </bdi>
  );
}

function Status({ cheque }: { cheque: ChequeView }) {
  return (
    <Flex vertical gap={2} align="start">
      <ChequeStatusTag status={cheque.status} />
      {cheque.status_note && (
        <Typography.Text type={cheque.status === 'bounced' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {cheque.status_note}
        </Typography.Text>
      )}
    </Flex>
  );
}

export interface ChequeListProps<C extends ChequeView> {
  cheques: readonly C[];
  /** The instalment a cheque secures, as the schedule names it (a column when given). */
  instalmentLabel?(cheque: C): string | null;
  /** The row's buttons (a picture, staff's moves). */
  renderActions?(cheque: C): ReactNode;
  emptyText?: string;
  layout?: 'table' | 'cards';
}

export function ChequeList<C extends ChequeView>({
  cheques,
  instalmentLabel,
  renderActions,
  emptyText,
  layout,
}: ChequeListProps<C>) {
  if (cheques.length === 0) return <EmptyState description={emptyText ?? T.noCheques} />;
  const columns: RowColumn<C>[] = [
    { key: 'sayad', title: T.sayadId, render: (c) => <SayadId value={c.sayad_id} />, wideOnly: true },
    { key: 'bank', title: T.bank, render: (c) => c.bank },
    { key: 'drawer', title: T.drawer, render: (c) => c.drawer_name },
    { key: 'due', title: T.dueDate, render: (c) => formatJalaliDate(c.due_date) },
    { key: 'amount', title: T.amount, render: (c) => <PriceText value={c.amount} zero />, numeric: true },
  ];
  if (instalmentLabel)
    columns.push({ key: 'instalment', title: T.position, render: (c) => instalmentLabel(c) ?? '—' });
  columns.push({ key: 'status', title: T.state, render: (c) => <Status cheque={c} /> });
  if (renderActions)
    columns.push({
      key: 'actions',
      title: T.actions,
      render: (c) => (
        <Flex gap={6} wrap>
          {renderActions(c)}
        </Flex>
      ),
    });
  return (
    <ResponsiveRows
      label={T.cheques}
      rows={cheques}
      rowKey={(c) => c.id}
      columns={columns}
      cardTitle={(c) => T.cheque(sayadIdText(c.sayad_id))}
      highlight={(c) => c.status === 'bounced'}
      layout={layout}
    />
  );
}
