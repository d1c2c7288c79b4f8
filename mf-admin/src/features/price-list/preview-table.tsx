// The preview of an imported price list: the problems (errors block the import, warnings do not), each with its
// row and cell, and a table of the rows that create or change a product, each change old → new, highlighted.
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import type { PriceListChange, PriceListImport, PriceListRow } from '@sefaresh/shared-api';
import { formatNumber, toPersianDigits } from '@sefaresh/shared-ui';
import { PRICE_LIST_TEXTS as T } from './messages';

function shown(change: PriceListChange, value: string | null): string {
  if (value === null) return T.empty;
  if (change.field === 'base_price') return `${formatNumber(value)} ریال`;
  if (change.field === 'weight' || change.field === 'tax_rate' || change.field === 'stock')
    return toPersianDigits(value).replace('.', '٫');
  return value;
}

function Changes({ row }: { row: PriceListRow }) {
  return (
    <Flex vertical gap={2}>
      {row.changes.map((change) => (
        <span key={change.field} data-field={change.field}>
          <Typography.Text type="secondary">{T.fields[change.field]}: </Typography.Text>
          {row.action === 'update' && (
            <>
              <Typography.Text delete>{shown(change, change.old)}</Typography.Text>
              {' ← '}
            </>
          )}
          <Tag color={row.action === 'create' ? 'green' : 'gold'}>{shown(change, change.new)}</Tag>
        </span>
      ))}
    </Flex>
  );
}

export function PreviewTable({ preview }: { preview: PriceListImport }) {
  const errors = preview.problems.filter((p) => p.level === 'error');
  const warnings = preview.problems.filter((p) => p.level === 'warning');
  const list = (items: typeof errors) => (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {items.map((p, i) => (
        <li key={`${p.row}-${p.cell}-${i}`}>{T.problem(p.row, p.cell, p.message)}</li>
      ))}
    </ul>
  );
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>{T.summary(preview.counts)}</Typography.Text>
      {errors.length > 0 && (
        <Alert type="error" showIcon title={T.errorsTitle(errors.length)} description={list(errors)} />
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={T.warningsTitle(warnings.length)}
          description={list(warnings)}
        />
      )}
      {preview.rows.length > 0 && (
        <Table<PriceListRow>
          aria-label={T.changesTable}
          size="small"
          rowKey="row"
          dataSource={preview.rows}
          pagination={preview.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: true }}
          columns={[
            { title: T.columns.row, dataIndex: 'row', width: 64, render: (n: number) => toPersianDigits(n) },
            {
              title: T.columns.code,
              dataIndex: 'code',
              width: 96,
              render: (code: string | null) => code ?? <Tag color="green">{T.newProduct}</Tag>,
            },
            { title: T.columns.name, dataIndex: 'name' },
            { title: T.columns.changes, key: 'changes', render: (_, row) => <Changes row={row} /> },
          ]}
        />
      )}
    </Flex>
  );
}
