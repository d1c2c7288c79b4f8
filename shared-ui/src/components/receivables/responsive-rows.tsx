// Rows of money as a table on a wide screen and as one card per row on a phone (360 px without sideways
// scroll): the schedule, the cheques and the statement lay out their columns through it.
import type { ReactNode } from 'react';
import { Flex, Table, Typography } from 'antd';
import { usePhone } from '../../hooks/use-phone';
import { BRAND_COLORS } from '../../theme/tokens';

export interface RowColumn<R> {
  key: string;
  title: string;
  render(row: R): ReactNode;
  /** Numbers line up at the end of their cell. */
  numeric?: boolean;
  /** Left out of the phone card (e.g. what the card's title already says). */
  wideOnly?: boolean;
}

export interface ResponsiveRowsProps<R> {
  /** The table's or the list's accessible name. */
  label: string;
  rows: readonly R[];
  rowKey(row: R): string | number;
  columns: readonly RowColumn<R>[];
  /** The card's heading on a phone (and its accessible name). */
  cardTitle(row: R): string;
  /** Beside the card's heading on a phone (e.g. a status tag). */
  cardExtra?(row: R): ReactNode;
  /** A row drawn apart (e.g. overdue). */
  highlight?(row: R): boolean;
  /** The table's last row (totals); on a phone a card after the others. */
  summary?: { title: string; cells: Partial<Record<string, ReactNode>> };
  /** Forces the layout (tests, print); otherwise it follows the screen. */
  layout?: 'table' | 'cards';
}

const HIGHLIGHT = '#fff1f0';

export function ResponsiveRows<R>(props: ResponsiveRowsProps<R>) {
  const phone = usePhone();
  const cards = (props.layout ?? (phone ? 'cards' : 'table')) === 'cards';
  return cards ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<R>({ label, rows, rowKey, columns, highlight, summary }: ResponsiveRowsProps<R>) {
  return (
    <div role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      <Table<R>
        size="small"
        pagination={false}
        dataSource={rows as R[]}
        rowKey={(row) => rowKey(row)}
        onRow={(row) => (highlight?.(row) ? { style: { background: HIGHLIGHT } } : {})}
        columns={columns.map((c) => ({
          key: c.key,
          title: c.title,
          align: c.numeric ? 'end' : undefined,
          render: (_: unknown, row: R) => c.render(row),
        }))}
        summary={
          summary
            ? () => (
                <Table.Summary.Row>
                  {columns.map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={i} align={c.numeric ? 'end' : undefined}>
                      {i === 0 ? (
                        <Typography.Text strong>{summary.title}</Typography.Text>
                      ) : (
                        summary.cells[c.key]
                      )}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
    </div>
  );
}

function Card({
  title,
  extra,
  warn,
  children,
}: {
  title: string;
  extra?: ReactNode;
  warn?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      aria-label={title}
      style={{
        border: `1px solid ${BRAND_COLORS.border}`,
        borderRadius: 8,
        padding: 12,
        minWidth: 0,
        background: warn ? HIGHLIGHT : undefined,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 6 }}>
        <Typography.Text strong>{title}</Typography.Text>
        {extra}
      </Flex>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px' }}>
        {children}
      </dl>
    </li>
  );
}

function Pair({ title, value }: { title: string; value: ReactNode }) {
  return (
    <>
      <dt style={{ color: 'rgba(0,0,0,0.55)' }}>{title}</dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere', textAlign: 'end' }}>{value}</dd>
    </>
  );
}

function RowCards<R>({
  label,
  rows,
  rowKey,
  columns,
  cardTitle,
  cardExtra,
  highlight,
  summary,
}: ResponsiveRowsProps<R>) {
  const shown = columns.filter((c) => !c.wideOnly);
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {rows.map((row) => (
        <Card key={rowKey(row)} title={cardTitle(row)} extra={cardExtra?.(row)} warn={highlight?.(row)}>
          {shown.map((c) => (
            <Pair key={c.key} title={c.title} value={c.render(row)} />
          ))}
        </Card>
      ))}
      {summary && (
        <Card title={summary.title}>
          {shown
            .filter((c) => summary.cells[c.key] !== undefined)
            .map((c) => (
              <Pair key={c.key} title={c.title} value={summary.cells[c.key]} />
            ))}
        </Card>
      )}
    </ul>
  );
}
